import TerminalCore

/// Encodes presented frames as the escape sequences a minimal renderer would write (cursor moves,
/// SGR changes, UTF-8 text), so `FakeTerminal.bytesWritten` is a realistic byte count. It remembers
/// the pen style and cursor between frames, as a real terminal does. It appends to a buffer its
/// caller reuses, so encoding a frame allocates nothing in steady state.
struct AnsiFrameEncoder {
    private var penStyle: Style?
    private var cursorPosition: Point?
    private var cursorVisible: Bool?
    /// The last style looked up and its reduction, since neighbouring cells mostly share a style.
    private var lastStyle: (cell: Style, reduced: Style, depth: ColorDepth)?

    /// Forgets the remembered pen and cursor (the next frame starts from an unknown state).
    mutating func invalidate() {
        penStyle = nil
        cursorPosition = nil
        cursorVisible = nil
    }

    /// Appends to `output` the bytes that write the on-screen part of `update` on a screen of
    /// `screenSize` and then place the cursor, with colours reduced to `depth`.
    mutating func encode(
        _ update: FrameUpdate, cursor: CursorState, depth: ColorDepth, screenSize: Size, into output: inout [UInt8]
    ) {
        for span in update.spans where span.origin.y >= 0 && span.origin.y < screenSize.height {
            update.withCells(of: span) { cells in
                var x = span.origin.x
                for cell in cells {
                    defer { x += max(cell.width, 0) }
                    if cell.isContinuation || x < 0 || x >= screenSize.width { continue }
                    moveCursor(to: Point(x: x, y: span.origin.y), into: &output)
                    let style = reduced(cell.style, to: depth)
                    if style != penStyle {
                        StyleSequence.appendFull(style, to: &output)
                        penStyle = style
                    }
                    if let scalar = cell.scalar {
                        output.append(contentsOf: scalar.utf8)
                    } else {
                        output.append(contentsOf: cell.grapheme.utf8)
                    }
                    let advanced = x + cell.width
                    cursorPosition = advanced < screenSize.width ? Point(x: advanced, y: span.origin.y) : nil
                }
            }
        }
        if let position = cursor.position {
            moveCursor(to: position, into: &output)
            if cursorVisible != true { output.append(contentsOf: "\u{1B}[?25h".utf8) }
            cursorVisible = true
        } else if cursorVisible != false {
            output.append(contentsOf: "\u{1B}[?25l".utf8)
            cursorVisible = false
        }
    }

    private mutating func reduced(_ style: Style, to depth: ColorDepth) -> Style {
        if let last = lastStyle, last.cell == style, last.depth == depth { return last.reduced }
        let reduced = style.reduced(to: depth)
        lastStyle = (style, reduced, depth)
        return reduced
    }

    private mutating func moveCursor(to target: Point, into output: inout [UInt8]) {
        guard cursorPosition != target else { return }
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        if let current = cursorPosition, current.y == target.y, target.x > current.x {
            StyleSequence.appendDecimal(target.x - current.x, to: &output)
            output.append(UInt8(ascii: "C"))
        } else {
            StyleSequence.appendDecimal(target.y + 1, to: &output)
            output.append(UInt8(ascii: ";"))
            StyleSequence.appendDecimal(target.x + 1, to: &output)
            output.append(UInt8(ascii: "H"))
        }
        cursorPosition = target
    }
}
