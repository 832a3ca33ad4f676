import TerminalCore

/// Encodes presented frames as the escape sequences a minimal renderer would write (cursor moves,
/// SGR changes, UTF-8 text), so `FakeTerminal.bytesWritten` is a realistic byte count. It remembers
/// the pen style and cursor between frames, as a real terminal does.
struct AnsiFrameEncoder {
    private var penStyle: Style?
    private var cursorPosition: Point?
    private var cursorVisible: Bool?

    /// Forgets the remembered pen and cursor (the next frame starts from an unknown state).
    mutating func invalidate() {
        penStyle = nil
        cursorPosition = nil
        cursorVisible = nil
    }

    /// The bytes that write `runs` and then place the cursor, with colours reduced to `depth`.
    mutating func encode(_ runs: [CellRun], cursor: CursorState, depth: ColorDepth, screenWidth: Int) -> [UInt8] {
        var output: [UInt8] = []
        for run in runs where !run.cells.isEmpty {
            var x = run.origin.x
            for cell in run.cells {
                defer { x += max(cell.width, 0) }
                if cell.isContinuation { continue }
                moveCursor(to: Point(x: x, y: run.origin.y), into: &output)
                let style = cell.style.reduced(to: depth)
                if style != penStyle {
                    output += StyleSequence.full(style)
                    penStyle = style
                }
                output += Array(cell.grapheme.utf8)
                let advanced = x + cell.width
                cursorPosition = advanced < screenWidth ? Point(x: advanced, y: run.origin.y) : nil
            }
        }
        if let position = cursor.position {
            moveCursor(to: position, into: &output)
            if cursorVisible != true { output += Array("\u{1B}[?25h".utf8) }
            cursorVisible = true
        } else if cursorVisible != false {
            output += Array("\u{1B}[?25l".utf8)
            cursorVisible = false
        }
        return output
    }

    private mutating func moveCursor(to target: Point, into output: inout [UInt8]) {
        guard cursorPosition != target else { return }
        if let current = cursorPosition, current.y == target.y, target.x > current.x {
            output += Array("\u{1B}[\(target.x - current.x)C".utf8)
        } else {
            output += Array("\u{1B}[\(target.y + 1);\(target.x + 1)H".utf8)
        }
        cursorPosition = target
    }
}
