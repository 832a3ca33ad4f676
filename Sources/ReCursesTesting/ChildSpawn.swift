#if canImport(Glibc)
    import Glibc
#endif

/// `posix_spawn` for tests and benchmarks that start a child process. The child starts with default
/// signal dispositions and nothing blocked: a test thread may have signals blocked (dispatch worker
/// threads block nearly all), and a child such as a tmux server or a terminal app must not inherit that.
package enum ChildSpawn {
    /// The program could not be started.
    package struct Failure: Error, CustomStringConvertible {
        /// The `posix_spawn` error number.
        package let code: Int32
        /// The error, as `strerror` puts it.
        package var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }

        /// A failure with the error number `code`.
        package init(code: Int32) {
            self.code = code
        }
    }

    /// `posix_spawn`'s flag for a new session (`POSIX_SPAWN_SETSID`, a GNU extension Swift does not see).
    package static let newSession: Int32 = 0x80

    /// Starts `arguments` (the first is the executable's path) with exactly `environment`
    /// ("NAME=value" entries) and the file actions `actions`; `extraFlags` adds spawn flags such as
    /// `newSession`. Returns the child's process id.
    package static func start(
        _ arguments: [String], environment: [String], actions: inout posix_spawn_file_actions_t, extraFlags: Int32 = 0
    ) throws(Failure) -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | extraFlags))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(code: result) }
        return pid
    }

    /// Starts `arguments` as `start` does, in a session of its own whose controlling terminal is the
    /// terminal device at `terminalPath` (standard input and output; standard error goes to /dev/null),
    /// as a program started from a shell in that terminal runs.
    package static func startOnTerminal(
        _ arguments: [String], environment: [String], terminalPath: String
    ) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        return try start(arguments, environment: environment, actions: &actions, extraFlags: newSession)
    }
}
