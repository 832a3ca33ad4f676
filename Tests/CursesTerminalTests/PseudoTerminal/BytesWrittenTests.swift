import CursesTerminal
import Foundation
import ReCursesTesting
import TerminalUI
import Testing

/// What the real ncurses backend writes for small changes, counted on a pseudo-terminal (the
/// performance budget's byte rules, as tests: counts, not times).
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "bytes CursesTerminal writes to a pseudo-terminal",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct BytesWrittenTests {
        /// A text field with a label above it, on a started CursesTerminal drawing on `pty`.
        @MainActor
        private final class Screen {
            let pty: PseudoTerminalPair
            let terminal: CursesTerminal
            let field = TextField(text: "hello")
            let window: Window
            private var presented: Canvas?

            init() throws {
                pty = try PseudoTerminalPair(rows: 10, columns: 40)
                terminal = CursesTerminal(
                    options: CursesTerminalOptions(
                        noColor: false, ttyPath: pty.slavePath, suspendOnCtrlZ: false, terminalType: "xterm-256color"))
                try terminal.start { _ in }
                window = Window(
                    size: terminal.size, theme: .default, content: VStack(spacing: 1, [Label("Name"), field]))
                _ = field.becomeFocused()
            }

            /// Renders, presents the difference (as the application's presenter does) and returns the
            /// bytes that reached the terminal.
            func frame() throws -> [UInt8] {
                window.render()
                terminal.present(
                    FrameDiff.runs(from: presented, to: window.currentFrame),
                    cursor: CursorState(position: window.cursorPosition))
                presented = window.currentFrame
                return try pty.takeOutput()
            }

            func close() {
                terminal.stop()
                pty.close()
            }
        }

        @Test("typing one character in a focused text field writes at most 8 bytes: the character itself")
        func typingOneCharacter() throws {
            let screen = try Screen()
            defer { screen.close() }
            #expect(try screen.frame().count > 0)
            screen.window.dispatch(.key(.character("!")))
            let bytes = try screen.frame()
            #expect(bytes.count <= 8)
            #expect(bytes == Array("!".utf8))
        }

        @Test("a frame with nothing changed writes nothing and calls no doupdate")
        func noOpFrame() throws {
            let screen = try Screen()
            defer { screen.close() }
            _ = try screen.frame()
            let updates = screen.terminal.updateCount
            screen.window.invalidateAll()
            #expect(try screen.frame().isEmpty)
            #expect(screen.terminal.updateCount == updates)
            screen.terminal.present([], cursor: CursorState(position: screen.window.cursorPosition))
            #expect(try screen.pty.takeOutput().isEmpty)
            #expect(screen.terminal.updateCount == updates)
        }
    }
}
