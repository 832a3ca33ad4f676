import Foundation
import ReCursesTesting

/// Runs a program and collects its standard output (started by `ChildSpawn`: default signal
/// dispositions and nothing blocked, which a tmux server needs).
enum ChildProcess {
    /// Runs `arguments` (the first is the executable's path), waits for it and returns its output.
    static func output(of arguments: [String], environment: [String: String]) throws -> String {
        var pipeDescriptors: [Int32] = [-1, -1]
        guard pipe(&pipeDescriptors) == 0 else { throw ChildSpawn.Failure(code: errno) }
        for descriptor in pipeDescriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        defer { close(pipeDescriptors[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeDescriptors[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let started = Result { () throws(ChildSpawn.Failure) in
            try ChildSpawn.start(arguments, environment: environment.map { "\($0.key)=\($0.value)" }, actions: &actions)
        }
        close(pipeDescriptors[1])
        let pid = try started.get()
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipeDescriptors[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output.append(contentsOf: buffer[..<count])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return String(decoding: output, as: UTF8.self)
    }
}
