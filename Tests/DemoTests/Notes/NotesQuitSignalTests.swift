import Foundation
import ReCursesTesting
import Testing

/// The real `recurses-demo` on a pseudo-terminal, in the Notes example on a temporary folder: text is
/// typed into a note and the process is told to end 100 ms later, inside the half-second pause
/// before the note is saved. The quit is orderly, so every character is on disk.
@Suite(
    "Notes: SIGTERM and SIGHUP save what was typed", .serialized,
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
struct NotesQuitSignalTests {
    /// How the process is told to end.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        /// `kill -TERM`.
        case terminate
        /// `kill -HUP`, the terminal still there.
        case hangUpSignal
        /// The terminal's master side closed, as when its window goes: the kernel hangs the terminal
        /// up, the demo's input ends, and nothing can be written to it any more.
        case terminalClosed

        var testDescription: String { rawValue }
    }

    /// What is typed: CJK, an emoji, and an ASCII end to look for in the output.
    static let typed = "終わり 🎉 の前に end-of-typing"

    @Test("the typed text is on disk and the demo exits normally", arguments: Ending.allCases)
    func typedTextIsSaved(ending: Ending) throws {
        let executable = try #require(
            NotesKillTests.demoExecutable, "recurses-demo is not built; run `swift build --build-tests`")
        let fixture = try NotesFixture()
        try fixture.put("draft.md", text: "")
        let pty = try PseudoTerminalPair(rows: 30, columns: 100)
        defer { pty.close() }
        let pid = try start(executable, on: pty, notesIn: fixture)
        var reaped = false
        defer { if !reaped { pty.interruptAndReap(pid) } }
        try waitForOutput(on: pty, containing: "type here")
        try pty.send([0x0D])
        try pty.send(Array(Self.typed.utf8))
        try waitForOutput(on: pty, containing: "end-of-typing")
        usleep(100_000)
        #expect(fixture.text("draft.md") == "", "the text was saved before the signal: it proves nothing")
        switch ending {
        case .terminate: kill(pid, SIGTERM)
        case .hangUpSignal: kill(pid, SIGHUP)
        case .terminalClosed: pty.closeMaster()
        }
        let status = try #require(reap(pid, on: pty), "the demo did not end")
        reaped = true
        #expect(status & 0x7F == 0, "ended by signal \(status & 0x7F)")
        #expect((status >> 8) & 0xFF == 0)
        #expect(fixture.text("draft.md") == Self.typed)
    }

    /// Starts the demo on `pty` as its controlling terminal, in the Notes example on `fixture`.
    private func start(_ executable: String, on pty: PseudoTerminalPair, notesIn fixture: NotesFixture) throws
        -> pid_t
    {
        try ChildSpawn.startOnTerminal(
            [executable, "--screen", "notes", "--data-dir", fixture.directory],
            environment: ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(fixture.base)", "SWIFT_BACKTRACE=enable=no"],
            terminalPath: pty.slavePath)
    }

    /// The demo's output lacked what was awaited.
    struct MissingOutput: Error, CustomStringConvertible {
        /// What was awaited.
        let text: String
        var description: String { "no \"\(text)\" in the demo's output" }
    }

    /// Reads the terminal until its output so far contains `text`; throws after 10 s.
    private func waitForOutput(on pty: PseudoTerminalPair, containing text: String) throws {
        var output: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(10)
        while !String(decoding: output, as: UTF8.self).contains(text) {
            guard ContinuousClock.now < deadline else { throw MissingOutput(text: text) }
            output += try pty.takeOutput()
            usleep(10_000)
        }
    }

    /// Waits for `pid` to end (reading its terminal meanwhile) and returns its wait status; nil
    /// when it is still running after 10 s (it is killed then).
    private func reap(_ pid: pid_t, on pty: PseudoTerminalPair) -> Int32? {
        let deadline = ContinuousClock.now + .seconds(10)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result < 0, errno != EINTR { return nil }
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return nil
            }
            pty.drain(waitingMilliseconds: 10)
            usleep(5_000)
        }
    }
}
