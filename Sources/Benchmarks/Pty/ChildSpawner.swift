import Foundation
import ReCursesTesting

/// Starts a pty child: a new session whose controlling terminal is the pty (opening the slave as
/// standard input acquires it), standard output on the pty, standard error in a log file, the step
/// socket on descriptor 3, default signal handling (`ChildSpawn`) and a fixed environment.
enum ChildSpawner {
    /// This executable's path.
    static var ownExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The child's whole environment: a fixed terminal type and UTF-8 locale, no `NO_COLOR`.
    static var environment: [String] {
        let inherited = ProcessInfo.processInfo.environment
        return [
            "TERM=xterm-256color", "LANG=C.UTF-8", "SWIFT_BACKTRACE=interactive=no,color=no",
            "PATH=\(inherited["PATH"] ?? "/usr/bin:/bin")", "HOME=\(inherited["HOME"] ?? "/")",
        ]
    }

    /// Spawns `arguments` (the first is the executable) and returns its process id.
    static func spawn(arguments: [String], terminal: String, channel: Int32, errorLog: String) throws(PtyFailure)
        -> pid_t
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, channel, PtyChannel.descriptor)
        do {
            return try ChildSpawn.start(
                arguments, environment: environment, actions: &actions, extraFlags: ChildSpawn.newSession)
        } catch {
            throw PtyFailure(error.description)
        }
    }
}
