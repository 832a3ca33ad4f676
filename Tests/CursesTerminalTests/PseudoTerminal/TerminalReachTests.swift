import CursesTerminal
import Foundation
import InlineTerminal
import ReCursesTesting
import TerminalCore
import TerminalIO
import TerminalUI
import Testing

/// Both terminals on a pseudo-terminal: the inline live area, colour depths, and terminals without an
/// alternate screen or without cursor addressing.
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "terminal reach on a pseudo-terminal",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct TerminalReachTests {
        private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

        private func localModes(_ path: String) -> tcflag_t {
            let descriptor = open(path, O_RDWR | O_NOCTTY)
            defer { close(descriptor) }
            var modes = termios()
            tcgetattr(descriptor, &modes)
            return modes.c_lflag
        }

        @Test("inline: a live area at the cursor, lines printed above it, no alternate screen, modes restored")
        func inlineSession() throws {
            let pty = try PseudoTerminalPair(rows: 8, columns: 30)
            defer { pty.close() }
            let shellModes = localModes(pty.slavePath)
            let terminal = InlineTerminal(
                options: InlineTerminalOptions(
                    height: 2, noColor: false, colorDepth: .trueColor, ttyPath: pty.slavePath, suspendOnCtrlZ: false))
            terminal.printAbove(["queued before start"])
            try terminal.start { _ in }
            #expect(terminal.size == Size(width: 30, height: 2))
            #expect(localModes(pty.slavePath) & tcflag_t(ICANON | ECHO) == 0)
            var canvas = Canvas(size: terminal.size)
            canvas.put("compiling", at: Point(x: 0, y: 0), style: .foreground(.rgb(1, 2, 250)))
            canvas.put("[##  ] 50%", at: Point(x: 0, y: 1))
            terminal.present(FrameDiff.runs(from: nil, to: canvas), cursor: .hidden)
            terminal.printAbove([StyledLine("✓ step one", style: .bold)])
            terminal.stop()
            let output = try pty.takeOutput()
            var emulator = TerminalEmulatorModel(width: 30, height: 8)
            emulator.feed(output)
            #expect(!emulator.alternateScreenUsed)
            #expect(!text(output).contains("\u{1B}[?1049h"))
            #expect(!text(output).contains("\u{1B}[6n") && !text(output).contains("\u{1B}[?1000h"))
            #expect(text(output).contains("38;2;1;2;250"))
            #expect(emulator.transcript == ["queued before start", "✓ step one", "compiling", "[##  ] 50%"])
            #expect(emulator.cursor == (0, 4))
            #expect(emulator.cursorVisible)
            #expect(localModes(pty.slavePath) == shellModes)
        }

        @Test("inline with the mouse: the area is located with a position query, clicks arrive in its coordinates")
        func inlineMouse() async throws {
            let pty = try PseudoTerminalPair(rows: 10, columns: 30)
            defer { pty.close() }
            let terminal = InlineTerminal(
                options: InlineTerminalOptions(
                    height: 3, ttyPath: pty.slavePath, suspendOnCtrlZ: false, mouse: true))
            var received: [Event] = []
            try terminal.start { received += $0 }
            defer { terminal.stop() }
            #expect(terminal.capabilities.supportsMouse)
            let started = text(try pty.takeOutput())
            #expect(started.contains("\u{1B}[?1000h") && started.contains("\u{1B}[?1006h"))
            #expect(started.hasSuffix("\u{1B}[6n\u{1B}[c"))
            // The area's top row is screen row 5 (1-based); a press above it, then one on its last row.
            try pty.send(Array("\u{1B}[5;1R\u{1B}[?62;22c\u{1B}[<0;3;2M\u{1B}[<0;8;7Mk".utf8))
            for _ in 0..<500 where !received.contains(.key(.character("k"))) {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(received == [.mouse(.press(.left, at: Point(x: 7, y: 2))), .key(.character("k"))])
            terminal.stop()
            let output = text(try pty.takeOutput())
            #expect(output.hasPrefix("\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"))
        }

        @Test("TERM=dumb cannot address the cursor: both terminals refuse it with a clear error")
        func dumbIsRefused() throws {
            let pty = try PseudoTerminalPair(rows: 8, columns: 30)
            defer { pty.close() }
            let curses = CursesTerminal(options: CursesTerminalOptions(ttyPath: pty.slavePath, terminalType: "dumb"))
            #expect(throws: TerminalError.cannotAddressCursor(terminalType: "dumb")) { try curses.start { _ in } }
            #expect(!curses.isStarted)
            let inline = InlineTerminal(
                options: InlineTerminalOptions(
                    height: 2, ttyPath: pty.slavePath, terminalType: "dumb"))
            #expect(throws: TerminalError.cannotAddressCursor(terminalType: "dumb")) { try inline.start { _ in } }
            #expect(TerminalError.cannotAddressCursor(terminalType: "dumb").description.contains("TERM="))
        }

        @Test("a terminal without an alternate screen (vt100, linux) is cleared on exit")
        func clearedWithoutAlternateScreen() throws {
            for (type, clear) in [("vt100", "\u{1B}[H\u{1B}[J"), ("linux", "\u{1B}[H\u{1B}[J")] {
                let pty = try PseudoTerminalPair(rows: 8, columns: 30)
                defer { pty.close() }
                let terminal = CursesTerminal(
                    options: CursesTerminalOptions(
                        ttyPath: pty.slavePath, suspendOnCtrlZ: false, terminalType: type))
                try terminal.start { _ in }
                var canvas = Canvas(size: terminal.size)
                canvas.put("status line", at: Point(x: 0, y: 7))
                terminal.present(FrameDiff.runs(from: nil, to: canvas), cursor: .hidden)
                _ = try pty.takeOutput()
                terminal.stop()
                let output = text(try pty.takeOutput())
                #expect(output.hasSuffix(clear) || output.contains(clear), "\(type)")
            }
        }

        @Test("RGB through ncurses: 256 colours as the palette, 16 as ANSI, NO_COLOR as none")
        func cursesColourDepths() throws {
            let cases: [(String, Bool, String?)] = [
                ("xterm-256color", false, "38;5;208"), ("xterm", false, "\u{1B}[33m"),
                ("xterm-256color", true, nil),
            ]
            for (type, noColor, expected) in cases {
                let pty = try PseudoTerminalPair(rows: 4, columns: 20)
                defer { pty.close() }
                let terminal = CursesTerminal(
                    options: CursesTerminalOptions(
                        noColor: noColor, ttyPath: pty.slavePath, suspendOnCtrlZ: false, terminalType: type,
                        trueColor: false))
                try terminal.start { _ in }
                _ = try pty.takeOutput()
                var canvas = Canvas(size: terminal.size)
                canvas.put("hot", at: Point(x: 0, y: 0), style: .foreground(.rgb(255, 135, 0)))
                terminal.present(FrameDiff.runs(from: nil, to: canvas), cursor: .hidden)
                let output = text(try pty.takeOutput())
                terminal.stop()
                if let expected {
                    #expect(output.contains(expected), "\(type)")
                } else {
                    #expect(!output.contains("38;") && !output.contains("[3"), "NO_COLOR")
                }
            }
        }

        nonisolated private static let hasXtermDirect = [
            "/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct",
        ]
        .contains { FileManager.default.fileExists(atPath: $0) }

        @Test(
            "24-bit through ncurses' direct-colour description, where it is installed",
            .enabled(if: hasXtermDirect, "xterm-direct is not installed (make deps installs ncurses-term)"))
        func cursesDirectColour() throws {
            // noColor is explicit: `swift test` runs the tests with NO_COLOR set.
            let pty = try PseudoTerminalPair(rows: 4, columns: 20)
            defer { pty.close() }
            let terminal = CursesTerminal(
                options: CursesTerminalOptions(
                    noColor: false, ttyPath: pty.slavePath, suspendOnCtrlZ: false, terminalType: "xterm-256color",
                    trueColor: true))
            try terminal.start { _ in }
            #expect(terminal.capabilities.colorDepth == .trueColor)
            _ = try pty.takeOutput()
            var canvas = Canvas(size: terminal.size)
            canvas.put("hot", at: Point(x: 0, y: 0), style: .foreground(.rgb(255, 135, 0)))
            terminal.present(FrameDiff.runs(from: nil, to: canvas), cursor: .hidden)
            let output = text(try pty.takeOutput())
            terminal.stop()
            #expect(output.contains("255:135:0") || output.contains("255;135;0"))
        }

        /// The bytes a keystroke in a focused text field writes on `terminal` drawing on `pty`.
        private func keystrokeBytes(_ terminal: any Terminal, _ pty: PseudoTerminalPair) throws -> (Int, Int) {
            try terminal.start { _ in }
            let field = TextField(text: "hello")
            let content = VStack(spacing: 1, [Label("Name"), field])
            let window = Window(size: terminal.size, theme: .default, content: content)
            _ = field.becomeFocused()
            let presenter = FramePresenter()
            window.render()
            presenter.present(window.currentFrame, cursor: CursorState(position: window.cursorPosition), to: terminal)
            _ = try pty.takeOutput()
            window.dispatch(.key(.character("!")))
            window.render()
            presenter.present(window.currentFrame, cursor: CursorState(position: window.cursorPosition), to: terminal)
            let typed = try pty.takeOutput().count
            window.dispatch(.key(.left))
            window.render()
            presenter.present(window.currentFrame, cursor: CursorState(position: window.cursorPosition), to: terminal)
            let moved = try pty.takeOutput().count
            terminal.stop()
            return (typed, moved)
        }

        @Test("a keystroke inline writes no more bytes than the same change full screen")
        func inlineKeystrokeBudget() throws {
            let fullPty = try PseudoTerminalPair(rows: 10, columns: 40)
            defer { fullPty.close() }
            let full = try keystrokeBytes(
                CursesTerminal(
                    options: CursesTerminalOptions(
                        noColor: false, ttyPath: fullPty.slavePath, suspendOnCtrlZ: false,
                        terminalType: "xterm-256color")),
                fullPty)
            let inlinePty = try PseudoTerminalPair(rows: 10, columns: 40)
            defer { inlinePty.close() }
            let inline = try keystrokeBytes(
                InlineTerminal(
                    options: InlineTerminalOptions(
                        height: 10, noColor: false, colorDepth: .palette256, ttyPath: inlinePty.slavePath,
                        suspendOnCtrlZ: false)), inlinePty)
            #expect(inline.0 <= full.0)
            #expect(inline.1 <= full.1)
        }
    }
}
