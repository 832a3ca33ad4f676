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
            let label = Label("Name")
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
                    size: terminal.size, theme: .default, content: VStack(spacing: 1, [label, field]))
                _ = field.becomeFocused()
            }

            /// Renders, presents the difference (as the application's presenter does) and returns the
            /// bytes that reached the terminal.
            func frame() throws -> [UInt8] {
                try countedFrame().output
            }

            /// A frame as `frame()` makes it, with the bytes and write calls the terminal counted while
            /// presenting it.
            func countedFrame() throws -> (output: [UInt8], counted: Int, writeCalls: Int) {
                window.render()
                let before = terminal.bytesWritten
                let callsBefore = terminal.writeCalls
                terminal.present(
                    FrameDiff.runs(from: presented, to: window.currentFrame),
                    cursor: CursorState(position: window.cursorPosition))
                let calls = terminal.writeCalls - callsBefore
                let counted = terminal.bytesWritten - before
                presented = window.currentFrame
                return (try pty.takeOutput(), counted, calls)
            }

            func close() {
                terminal.stop()
                pty.close()
            }
        }

        @Test("the terminal counts what a frame wrote: exactly the bytes that reach the pseudo-terminal")
        func countsTheBytesOfAFrame() throws {
            let screen = try Screen()
            defer { screen.close() }
            _ = try screen.pty.takeOutput()  // what start wrote
            let first = try screen.countedFrame()
            #expect(first.output.count > 40)
            #expect(first.counted == first.output.count)
            screen.window.dispatch(.key(.character("!")))
            let typed = try screen.countedFrame()
            #expect(typed.counted == typed.output.count)
            #expect(typed.counted == 1)
        }

        @Test("a frame reaches the terminal in one write, however many rows and styles it changes")
        func oneWriteAFrame() throws {
            // Showing or hiding the cursor is written at once by ncurses: one more write on such a frame.
            let screen = try Screen()
            defer { screen.close() }
            _ = try screen.pty.takeOutput()  // what start wrote
            let first = try screen.countedFrame()
            #expect(first.output.count > 40)
            #expect(first.writeCalls <= 2)
            screen.label.text = "Full name, as on the card"
            screen.label.customStyle = Style(foreground: .red, attributes: .bold)
            screen.field.text = "a longer name than before"
            let changed = try screen.countedFrame()
            #expect(changed.output.count > 40)
            #expect(changed.writeCalls == 1)
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

        @Test("a spinner tick writes its new glyph and cursor moves alone: at most 16 bytes, no style sequences")
        func spinnerTick() throws {
            let screen = try Screen()
            defer { screen.close() }
            let spinner = ActivityIndicator(title: "Fetching", isAnimating: true)
            // One glyph a style: the glyph shown follows the real clock, and a loaded machine must not
            // show the next glyph before the test sets it.
            spinner.style = ActivityIndicatorStyle(frames: ["·"], interval: .milliseconds(80))
            (screen.window.content as? VStack)?.add(spinner)
            _ = try screen.frame()
            for (index, glyph) in ["⠙", "⠹", "⠸", "⠼"].enumerated() {
                if index == 2 {
                    screen.field.resignFocus()
                    _ = try screen.frame()
                }
                spinner.style = ActivityIndicatorStyle(frames: [glyph], interval: .milliseconds(80))
                let bytes = try screen.frame()
                #expect(bytes.count <= 16)
                #expect(Self.printed(bytes) == glyph, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
        }

        /// What `bytes` show on screen: without control sequences (cursor moves, styles) and controls.
        private static func printed(_ bytes: [UInt8]) -> String {
            var text = ""
            var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                if scalar == "\u{1B}" {
                    switch scalars.next() {
                    case "[": while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
                    case "(", ")": _ = scalars.next()
                    default: break
                    }
                } else if scalar.value >= 0x20 {
                    text.unicodeScalars.append(scalar)
                }
            }
            return text
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
