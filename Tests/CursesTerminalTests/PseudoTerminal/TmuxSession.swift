import Foundation
import ReCursesTesting

/// A detached tmux server on its own socket, running an interactive `sh` in one pane: the test
/// types into it, resizes it and reads it back. Waiting polls the pane a bounded number of times.
final class TmuxSession {
    /// The tmux executable, or nil when tmux is not installed.
    static let executable: String? = {
        let path = ProcessEnvironment.value("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// A 256-colour terminal type the system's terminfo knows, for the pane.
    static let terminalType: String = {
        let directories = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
        let candidates = ["tmux-256color", "screen-256color", "xterm-256color"]
        return candidates.first { name in
            directories.contains { FileManager.default.fileExists(atPath: "\($0)/\(name.prefix(1))/\(name)") }
        } ?? "screen"
    }()

    /// The prompt the pane's shell shows.
    static let prompt = "PROMPT$"

    /// Why waiting failed, with what the pane showed.
    struct Timeout: Error, CustomStringConvertible {
        /// What was awaited.
        let expectation: String
        /// The pane's last capture.
        let screen: [String]

        var description: String {
            "timed out waiting for \(expectation); the pane shows:\n" + screen.joined(separator: "\n")
        }
    }

    private let socket: String
    private let tmux: String

    /// Starts a server with a `width`×`height` window running `sh` with a known prompt, a UTF-8
    /// locale, a 256-colour TERM and a non-interactive Swift backtracer.
    init(width: Int = 100, height: Int = 30) throws {
        guard let tmux = Self.executable else { throw CocoaError(.fileNoSuchFile) }
        self.tmux = tmux
        socket = "\(Self.socketPrefix)\(getpid())-\(UUID().uuidString.prefix(8))"
        Self.removeOrphanedServers
        let shell =
            "env PS1='\(Self.prompt) ' TERM=\(Self.terminalType) LANG=C.UTF-8 LC_ALL= NO_COLOR= "
            + "SWIFT_BACKTRACE=interactive=no,color=no sh"
        try run(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", shell])
        _ = try waitForLine("the shell prompt") { $0.hasPrefix(Self.prompt) }
    }

    /// Socket names start with this, then the test process id.
    private static let socketPrefix = "recurses-"

    /// Stops servers that earlier test processes left behind when they died mid-test (their
    /// socket names carry the pid of a process that no longer exists). Runs once.
    private static let removeOrphanedServers: Void = {
        guard let tmux = executable else { return }
        let base = ProcessEnvironment.value("TMUX_TMPDIR") ?? "/tmp"
        let directory = "\(base)/tmux-\(getuid())"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(socketPrefix) {
            let owner = name.dropFirst(socketPrefix.count).prefix { $0.isNumber }
            guard let pid = Int32(owner), kill(pid, 0) != 0, errno == ESRCH else { continue }
            _ = try? ChildProcess.output(of: [tmux, "-L", name, "kill-server"], environment: [:])
        }
    }()

    /// Stops the server.
    func close() {
        _ = try? run(["kill-server"])
    }

    /// Runs a tmux command against this server and returns its output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        // Read under the lock that tests changing the environment hold, so tmux never gets their values.
        var environment = ProcessEnvironment.reading { ProcessInfo.processInfo.environment }
        environment.removeValue(forKey: "TMUX")
        environment["LANG"] = "C.UTF-8"
        return try ChildProcess.output(of: [tmux, "-u", "-L", socket] + arguments, environment: environment)
    }

    /// Types text literally, then presses Enter.
    func typeLine(_ text: String) throws {
        try run(["send-keys", "-l", text])
        try run(["send-keys", "Enter"])
    }

    /// Presses keys by tmux name (`C-z`, `Escape`, `a`).
    func press(_ keys: String...) throws {
        try run(["send-keys"] + keys)
    }

    /// Sends raw bytes, given in hex (`ff`).
    func sendBytes(_ hex: String...) throws {
        try run(["send-keys", "-H"] + hex)
    }

    /// Resizes the window.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pane's lines as text (wide glyphs once, trailing spaces trimmed).
    func capture() throws -> [String] {
        try run(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The pane's scrollback and screen, wrapped lines joined.
    func history() throws -> [String] {
        try run(["capture-pane", "-p", "-J", "-S", "-1000"]).split(separator: "\n").map(String.init)
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
    func format(_ format: String) throws -> String {
        try run(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls until `condition` holds for the pane's lines; at most `attempts` captures, 20 ms apart.
    @discardableResult
    func waitUntil(_ expectation: String, attempts: Int = 500, _ condition: ([String]) throws -> Bool) throws
        -> [String]
    {
        var screen: [String] = []
        for _ in 0..<attempts {
            screen = try capture()
            if try condition(screen) { return screen }
            usleep(20_000)
        }
        throw Timeout(expectation: expectation, screen: screen)
    }

    /// Polls until some line satisfies `condition` and returns that line.
    func waitForLine(_ expectation: String, attempts: Int = 500, _ condition: (String) -> Bool) throws -> String {
        let screen = try waitUntil(expectation, attempts: attempts) { $0.contains(where: condition) }
        return screen.first(where: condition) ?? ""
    }

    /// Polls until a tmux format has a value.
    func waitForFormat(_ format: String, toBe value: String) throws {
        try waitUntil("\(format) = \(value)") { _ in try self.format(format) == value }
    }
}
