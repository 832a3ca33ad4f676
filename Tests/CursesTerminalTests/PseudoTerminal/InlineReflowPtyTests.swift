import Foundation
import InlineTerminal
import ReCursesTesting
import TerminalCore
import TerminalIO
import Testing

/// The inline terminal on a pseudo-terminal that narrows from 100 to 60 to 40 columns while a text
/// field's cursor is shown inside the live area, its bytes played on a terminal model that re-wraps
/// its rows as tmux, VTE and kitty do.
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "inline narrowing on a pseudo-terminal",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct InlineReflowPtyTests {
        private func rows(width: Int) -> [String] {
            [
                "Host: " + String(repeating: "h", count: width - 12),
                "Message: " + String(repeating: "m", count: width - 10),
                "Enter sends, Ctrl-C quits (\(width))",
            ]
        }

        private func present(_ terminal: InlineTerminal, width: Int, cursor: Point) {
            var canvas = Canvas(size: terminal.size)
            for (y, line) in rows(width: width).enumerated() { canvas.put(line, at: Point(x: 0, y: y)) }
            terminal.present(FrameDiff.runs(from: nil, to: canvas), cursor: .at(cursor))
        }

        @Test("100 → 60 → 40 columns with a visible cursor: the re-wrapped old rows are all erased")
        func narrowsWithoutStaleRows() throws {
            let pty = try PseudoTerminalPair(rows: 16, columns: 100)
            defer { pty.close() }
            let terminal = InlineTerminal(
                options: InlineTerminalOptions(
                    height: 3, noColor: true, ttyPath: pty.slavePath, suspendOnCtrlZ: false, reflowsWhenNarrowed: true))
            var emulator = TerminalEmulatorModel(width: 100, height: 16)
            let shell = (1...12).map { "$ line \($0)" }
            emulator.printShellLines(shell)
            try terminal.start { _ in }
            terminal.printAbove(["joined #general"])
            present(terminal, width: 100, cursor: Point(x: 70, y: 1))
            emulator.feed(try pty.takeOutput())
            #expect(emulator.transcript == shell + ["joined #general"] + rows(width: 100))
            for (width, cursor) in [(60, Point(x: 40, y: 1)), (40, Point(x: 20, y: 1))] {
                var window = winsize(ws_row: 16, ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
                _ = ioctl(pty.master, UInt(TIOCSWINSZ), &window)
                emulator.resizeReflowing(width: width, height: 16)
                terminal.followResize()
                #expect(terminal.size.width == width)
                present(terminal, width: width, cursor: cursor)
                emulator.feed(try pty.takeOutput())
                #expect(
                    emulator.transcript == shell + ["joined #general"] + rows(width: width), "at \(width) columns")
                #expect(emulator.cursor.x == cursor.x && emulator.cursorVisible)
                #expect(emulator.lines[emulator.cursor.y] == rows(width: width)[cursor.y])
            }
            terminal.stop()
        }
    }
}
