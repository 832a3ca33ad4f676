import Foundation

/// `curses-probe` started from the shell of a tmux pane.
struct ProbeInPane {
    /// The probe binary next to the test binary (both are built by `swift build --build-tests`).
    static let executable: String? = {
        let candidates = [
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "",
            CommandLine.arguments.first ?? "",
        ]
        for binary in candidates where !binary.isEmpty {
            var directory = URL(fileURLWithPath: binary).deletingLastPathComponent()
            for _ in 0..<4 {
                let probe = directory.appendingPathComponent("curses-probe").path
                if FileManager.default.isExecutableFile(atPath: probe) { return probe }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// The probe is not built.
    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "curses-probe is not built; run `swift build --build-tests` first" }
    }

    /// The pane it runs in.
    let session: TmuxSession
    /// Its process id, as it shows it.
    let pid: Int32

    /// Types the probe's command line (with `prefix`, e.g. variable assignments) and waits until it draws.
    init(in session: TmuxSession, prefix: String = "") throws {
        guard let executable = Self.executable else { throw NotBuilt() }
        self.session = session
        try session.typeLine("\(prefix)\(executable)")
        let header = try session.waitForLine("the probe's first frame") {
            $0.hasPrefix("pid ") && $0.contains(" size ")
        }
        pid = Int32(header.split(separator: " ")[1]) ?? 0
        try session.waitForFormat("#{alternate_on}", toBe: "1")
        try waitForCompleteFrame("the whole first frame") { _ in true }
    }

    /// Waits until a frame is completely on screen (its last row, with the bottom-right "#", is drawn
    /// last) and `condition` holds for it; returns its lines.
    @discardableResult
    func waitForCompleteFrame(_ expectation: String, _ condition: @escaping ([String]) -> Bool) throws -> [String] {
        try session.waitUntil(expectation) { lines in
            let height = Int(try session.format("#{pane_height}")) ?? 0
            return height > 0 && lines.count >= height && lines[height - 1].hasSuffix("#") && condition(lines)
        }
    }

    /// Waits until the probe is gone and the shell prompts on the main screen again.
    func waitUntilBackAtShell() throws {
        try session.waitForFormat("#{alternate_on}", toBe: "0")
        try session.waitUntil("the shell prompt after the probe") { lines in
            lines.last(where: { !$0.isEmpty }) == TmuxSession.prompt
        }
    }

    /// Checks in the pane's shell that the terminal is in its sane modes again: canonical input and
    /// echo on (if they were not, the typed command would not even run).
    func expectSaneTerminalModes() throws {
        try Self.expectSaneModes(in: session)
    }

    /// Checks the modes of the terminal of `session`'s shell (see `expectSaneTerminalModes`).
    static func expectSaneModes(in session: TmuxSession) throws {
        try session.typeLine("stty -a | tr ' ;' '\\n\\n' | grep -cxE 'icanon|echo' | sed 's/^/modes-on=/'")
        _ = try session.waitForLine("icanon and echo in stty -a") { $0 == "modes-on=2" }
    }
}
