import Foundation
import TerminalUI
import Testing

/// CursesTerminal on a real pseudo-terminal: `curses-probe` runs in a tmux pane that the tests
/// type into, resize and read back.
@Suite(
    "ncurses backend in a pseudo-terminal (tmux)", .serialized,
    .enabled(if: TmuxSession.executable != nil, "tmux is not installed; the pseudo-terminal tests need it"))
struct PseudoTerminalTests {
    /// Runs the probe in a tmux pane. `crashReports: false` turns the runtime's backtracer off: a fatal
    /// signal sent from outside starts one that never ends (it outlives the probe, blocked on its socket).
    /// `environment` goes before the probe's command line (`NAME=value `).
    private func withProbe(
        crashReports: Bool = true, environment: String = "", _ body: (TmuxSession, ProbeInPane) throws -> Void
    ) throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.typeLine("echo before-the-probe")
        _ = try session.waitForLine("the shell's output before the probe") { $0 == "before-the-probe" }
        let probe = try ProbeInPane(
            in: session, prefix: environment + (crashReports ? "" : "SWIFT_BACKTRACE=enable=no "))
        try body(session, probe)
    }

    @Test("draws CJK, emoji and combining marks aligned, in the alternate screen, with the cursor placed")
    func drawsWideText() throws {
        try withProbe { session, probe in
            let screen = try probe.waitForCompleteFrame("the first frame") { _ in true }
            #expect(screen[1] == "漢字テスト😀🎉|")
            #expect(screen[2] == "cafe\u{301} na\u{EF}ve|")
            #expect(screen[3] == "red bold rgb")
            #expect(screen[29] == String(repeating: " ", count: 99) + "#")
            #expect(try session.format("#{alternate_on}") == "1")
            #expect(try session.format("#{cursor_flag} #{cursor_x},#{cursor_y}") == "1 6,4")
            let styled = try session.run(["capture-pane", "-p", "-e"])
            #expect(styled.contains("\u{1B}[31mred"))
            #expect(styled.contains("\u{1B}[1mbold"))
        }
    }

    @Test("a resize is picked up without a key press and redraws the size line")
    func redrawsOnResize() throws {
        try withProbe { session, probe in
            try session.resize(width: 72, height: 20)
            try probe.waitForCompleteFrame("the new size") { $0.first?.contains("size 72x20") == true }
            try session.resize(width: 1, height: 1)
            try session.resize(width: 90, height: 25)
            let screen = try probe.waitForCompleteFrame("the size after a tiny window") {
                $0.first?.contains("size 90x25") == true
            }
            #expect(screen[1] == "漢字テスト😀🎉|")
        }
    }

    @Test("keys are echoed, including after an invalid UTF-8 byte; Ctrl-C is a key")
    func echoesKeys() throws {
        try withProbe { session, _ in
            try session.press("a")
            try session.sendBytes("ff")
            try session.press("b", "C-c")
            let expected = ["a", Key.character("\u{FFFD}").label, "b", Key.ctrl("c").label].joined(separator: " ")
            _ = try session.waitForLine("the keys") { $0 == "keys: " + expected }
            try session.press("Escape")
            _ = try session.waitForLine("Escape after its timeout") { $0 == "keys: \(expected) \(Key.escape.label)" }
            try session.sendBytes("e6", "bc", "a2")
            _ = try session.waitForLine("a UTF-8 key") { $0.hasSuffix("\(Key.escape.label) 漢") }
        }
    }

    @Test("stop() then start() again takes the screen over again, input included")
    func restarts() throws {
        try withProbe { session, probe in
            try session.press("a", "r")
            _ = try session.waitForLine("the restart") { $0.hasSuffix("restarts 1") }
            try session.waitForFormat("#{alternate_on}", toBe: "1")
            try session.press("b")
            _ = try session.waitForLine("a key after the restart") { $0 == "keys: a b" }
            #expect(try session.capture()[1] == "漢字テスト😀🎉|")
            try session.press("q")
            try probe.waitUntilBackAtShell()
            try probe.expectSaneTerminalModes()
        }
    }

    @Test("a paste arrives as one event (bracketed paste is on)")
    func bracketedPaste() throws {
        try withProbe { session, _ in
            try session.run(["set-buffer", "pasted text"])
            try session.run(["paste-buffer", "-p"])
            _ = try session.waitForLine("the paste") { $0 == "keys: paste:pasted text" }
        }
    }

    @Test("NO_COLOR drops colours but keeps attributes")
    func noColor() throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        let probe = try ProbeInPane(in: session, prefix: "NO_COLOR=1 ")
        let styled = try session.run(["capture-pane", "-p", "-e"])
        #expect(styled.contains("\u{1B}[1mbold"))
        #expect(!styled.contains("\u{1B}[31m"))
        #expect(!styled.contains("38;5;"))
        try session.press("q")
        try probe.waitUntilBackAtShell()
    }

    @Test(
        "without a quit handler, a terminating signal restores the terminal and ends the probe at once",
        arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
    func restoresAfterSignal(signal: Int32) throws {
        try withProbe(crashReports: false) { session, probe in
            #expect(kill(probe.pid, signal) == 0)
            try probe.waitUntilBackAtShell()
            #expect(try session.history().contains("before-the-probe"))
            try probe.expectSaneTerminalModes()
        }
    }

    @Test(
        "a quit request that gets stuck on the main thread ends at the deadline, by the signal, terminal restored",
        arguments: [SIGTERM, SIGHUP])
    func stuckQuitEndsAtDeadline(signal: Int32) throws {
        // Long enough to see the request taken (drawn just before the main thread gets stuck).
        let environment = "CURSES_PROBE_QUIT_REQUESTS=stuck CURSES_PROBE_QUIT_DEADLINE_MS=1500 "
        try withProbe(crashReports: false, environment: environment) { session, probe in
            #expect(kill(probe.pid, signal) == 0)
            try probe.waitForCompleteFrame("the request taken") { $0.contains { $0.hasPrefix("quit requested: ") } }
            try probe.waitUntilBackAtShell()
            try session.typeLine("echo status=$?")
            _ = try session.waitForLine("the exit status") { $0 == "status=\(128 + signal)" }
            try probe.expectSaneTerminalModes()
        }
    }

    @Test("a second SIGTERM or SIGHUP ends the process at once, long before the deadline")
    func secondSignalEndsAtOnce() throws {
        let environment = "CURSES_PROBE_QUIT_REQUESTS=ignore CURSES_PROBE_QUIT_DEADLINE_MS=600000 "
        try withProbe(crashReports: false, environment: environment) { session, probe in
            #expect(kill(probe.pid, SIGHUP) == 0)
            try probe.waitForCompleteFrame("the request shown") { $0.contains("quit requested: hungUp") }
            #expect(kill(probe.pid, SIGTERM) == 0)
            try probe.waitUntilBackAtShell()
            try session.typeLine("echo status=$?")
            _ = try session.waitForLine("the exit status") { $0 == "status=\(128 + SIGTERM)" }
            try probe.expectSaneTerminalModes()
        }
    }

    @Test(
        "a fatal signal sent by another process restores the terminal and ends the probe by that signal",
        arguments: [SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGTRAP])
    func endsBySentFatalSignal(signal: Int32) throws {
        try withProbe(crashReports: false) { session, probe in
            #expect(kill(probe.pid, signal) == 0)
            try probe.waitUntilBackAtShell()
            try session.typeLine("echo status=$?")
            _ = try session.waitForLine("the exit status") { $0 == "status=\(128 + signal)" }
            #expect(kill(probe.pid, 0) != 0)
            try probe.expectSaneTerminalModes()
        }
    }

    @Test(
        "a real crash (null write, fatalError on another thread) restores the terminal and ends the probe",
        arguments: [("n", SIGSEGV), ("t", SIGILL)])
    func endsByRealCrash(key: String, signal: Int32) throws {
        try withProbe { session, probe in
            try session.press(key)
            // The runtime's backtracer may still be writing its report after the shell's prompt is back
            // (its rows can overlap the shell's), and it takes seconds on a busy machine: wait for its
            // last line, then clear the pane (`clear -x` keeps the scrollback) before reading the status
            // and the modes.
            try session.waitForFormat("#{alternate_on}", toBe: "0")
            _ = try session.waitForLine("the end of the crash report", attempts: 2_000) {
                $0.hasPrefix("Backtrace took")
            }
            #expect(try session.history().contains("before-the-probe"))
            try session.typeLine("s=$?; clear -x; echo \"status=[$s]\"")
            _ = try session.waitForLine("the exit status", attempts: 2_000) {
                $0.contains("status=[\(128 + signal)]")
            }
            try probe.expectSaneTerminalModes()
        }
    }

    @Test("the terminal is restored after a fatalError, and the error shows on the main screen")
    func restoresAfterFatalError() throws {
        try withProbe { session, probe in
            try session.press("!")
            try probe.waitUntilBackAtShell()
            let history = try session.history()
            #expect(history.contains { $0.contains("deliberate crash of curses-probe") })
            #expect(history.contains("before-the-probe"))
            try probe.expectSaneTerminalModes()
        }
    }

    @Test("the terminal is restored by stop() and by exit(); stderr shows afterwards", arguments: ["q", "x"])
    func restoresOnExit(key: String) throws {
        try withProbe { session, probe in
            try session.press("e", "z")
            _ = try session.waitForLine("the keys") { $0 == "keys: z" }
            #expect(try session.capture().first?.hasPrefix("pid ") == true)
            try session.press(key)
            try probe.waitUntilBackAtShell()
            let screen = try session.capture()
            #expect(screen.contains("before-the-probe"))
            #expect(screen.contains("curses-probe wrote this to stderr"))
            #expect(screen.contains("curses-probe finished") == (key == "q"))
            try probe.expectSaneTerminalModes()
        }
    }

    @Test(
        "Ctrl-Z and kill -TSTP suspend with the shell's modes back; fg resumes with a full repaint",
        arguments: [true, false])
    func suspendsAndResumes(byKey: Bool) throws {
        try withProbe { session, probe in
            try session.press("a")
            _ = try session.waitForLine("the key before suspending") { $0 == "keys: a" }
            if byKey {
                try session.press("C-z")
            } else {
                _ = kill(probe.pid, SIGTSTP)
            }
            _ = try session.waitForLine("the job stopped") { $0.contains("Stopped") }
            try probe.waitUntilBackAtShell()
            try probe.expectSaneTerminalModes()
            try session.typeLine("fg")
            try session.waitForFormat("#{alternate_on}", toBe: "1")
            let screen = try probe.waitForCompleteFrame("the repainted probe") {
                $0.first?.hasSuffix("repaints 1") == true
            }
            #expect(screen[1] == "漢字テスト😀🎉|")
            #expect(screen[4] == "keys: a")
            try session.press("b")
            _ = try session.waitForLine("a key after resuming") { $0 == "keys: a b" }
            try session.press("q")
            try probe.waitUntilBackAtShell()
            try probe.expectSaneTerminalModes()
        }
    }

    @Test("an unknown TERM is a clear error and leaves the terminal alone")
    func unknownTerminalType() throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        guard let executable = ProbeInPane.executable else { throw ProbeInPane.NotBuilt() }
        try session.typeLine("TERM=no-such-terminal \(executable); echo exit=$?")
        _ = try session.waitForLine("the exit status") { $0 == "exit=1" }
        #expect(try session.capture().contains { $0.contains("\"no-such-terminal\" is unknown to ncurses") })
        #expect(try session.format("#{alternate_on}") == "0")
        try ProbeInPane.expectSaneModes(in: session)
    }
}
