import Testing

@testable import CursesTerminal

extension ProcessWideTerminalState {
    @MainActor
    @Suite("Starting without a terminal")
    struct CursesTerminalStartTests {
        @Test("a missing terminal device is a clear error, and nothing is left started")
        func missingDevice() {
            let terminal = CursesTerminal(options: CursesTerminalOptions(ttyPath: "/nonexistent/recurses-tty"))
            #expect(throws: CursesTerminalError.self) { try terminal.start { _ in } }
            #expect(!terminal.isStarted)
            terminal.stop()
        }

        @Test("a device that is not a terminal is refused")
        func notATerminal() {
            let terminal = CursesTerminal(options: CursesTerminalOptions(ttyPath: "/dev/null"))
            #expect(throws: CursesTerminalError.notATerminal(path: "/dev/null")) { try terminal.start { _ in } }
            #expect(!terminal.isStarted)
        }

        @Test("errors tell the user what to do")
        func messages() {
            let error = CursesTerminalError.noTerminal(path: "/dev/tty", reason: "No such device or address")
            #expect(error.description.contains("/dev/tty"))
            #expect(error.description.contains("interactive terminal"))
            #expect(CursesTerminalError.unknownTerminalType("vt-nope").description.contains("TERM"))
        }
    }
}
