import Foundation
import ReCursesTesting
import Testing

/// The run loop of `try app.run()` as a real process shows it: `recurses-list` (built beside the test
/// bundle) on a pseudo-terminal, its threads' context switches read from `/proc` around Down keys.
@Suite(
    "main-thread run loop in a process",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
struct MainThreadLoopTests {
    /// `recurses-list` beside the running test bundle.
    private static var listExample: String {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("recurses-list").path
    }

    @Test("a key is read, handled and drawn by the main thread alone: no other thread wakes up")
    func keysWakeOnlyTheMainThread() throws {
        let path = Self.listExample
        try #require(access(path, X_OK) == 0, "\(path) is missing: swift build builds it")
        let pty = try PseudoTerminalPair(rows: 24, columns: 80)
        defer { pty.close() }
        let pid = try ChildSpawn.startOnTerminal(
            [path], environment: ["TERM=xterm-256color", "LANG=C.UTF-8"], terminalPath: pty.slavePath)
        defer { pty.interruptAndReap(pid) }
        try #require(Self.waitForOutput(on: pty, ending: "Quit"), "no first frame")
        Self.waitUntilQuiet(pty)
        let before = Self.contextSwitches(of: pid)
        let keys = 40
        for _ in 0..<keys {
            try pty.send(Array("\u{1B}[B".utf8))
            try #require(Self.waitForOutput(on: pty, ending: nil), "a Down key drew nothing")
            Self.waitUntilQuiet(pty)
        }
        let after = Self.contextSwitches(of: pid)
        let mainThread = (after[pid] ?? 0) - (before[pid] ?? 0)
        let otherThreads = after.filter { $0.key != pid }.map { $0.value - (before[$0.key] ?? 0) }.reduce(0, +)
        #expect(mainThread >= keys)
        #expect(otherThreads <= 4, "other threads switched \(otherThreads) times for \(keys) keys")
    }

    /// Each thread's voluntary and involuntary context switches so far, by thread id.
    private static func contextSwitches(of pid: pid_t) -> [pid_t: Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var switches: [pid_t: Int] = [:]
        for task in tasks {
            guard let id = pid_t(task),
                let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            else { continue }
            switches[id] = status.split(separator: "\n")
                .filter { $0.contains("ctxt_switches:") }
                .compactMap { Int($0.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") }
                .reduce(0, +)
        }
        return switches
    }

    /// Reads until output arrives (ending with `text`, when given) or 5 s pass; false on timeout.
    private static func waitForOutput(on pty: PseudoTerminalPair, ending text: String?) -> Bool {
        var output: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            guard read(pty, into: &output, waitingMilliseconds: 100) else { continue }
            guard let text else { return true }
            if String(decoding: output, as: UTF8.self).contains(text) { return true }
        }
        return false
    }

    /// Reads until the terminal has been quiet for 30 ms.
    private static func waitUntilQuiet(_ pty: PseudoTerminalPair) {
        var ignored: [UInt8] = []
        while read(pty, into: &ignored, waitingMilliseconds: 30) { ignored.removeAll(keepingCapacity: true) }
    }

    private static func read(_ pty: PseudoTerminalPair, into output: inout [UInt8], waitingMilliseconds: Int32) -> Bool
    {
        var request = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, waitingMilliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(pty.master, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        output.append(contentsOf: buffer[..<count])
        return true
    }
}
