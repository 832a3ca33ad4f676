/// Encodes presented frames as the escape sequences a minimal full-screen renderer writes (absolute
/// cursor moves, SGR changes, OSC 8 links, UTF-8 text): what a remote session's terminal sends, and
/// what `FakeTerminal` counts as its bytes written. It remembers the pen style and cursor between
/// frames, as a real terminal does; a link is ended before the frame ends, so nothing written
/// between frames is linked. It appends to a buffer its caller reuses, so encoding a frame allocates
/// nothing in steady state.
package struct AnsiFrameEncoder {
    private var penStyle: Style?
    /// The link the text written next carries.
    private var penLink: Hyperlink?
    private var cursorPosition: Point?
    private var cursorVisible: Bool?
    /// The last few cell styles met, with their reductions and SGR sequences: a frame mostly switches
    /// between a few styles (text, separators, a highlight), so a switch back finds its sequence made.
    private var recentStyles: [RecentStyle] = []
    /// The entry of `recentStyles` a style not among them replaces next.
    private var nextReplacedStyle = 0
    /// How many styles `recentStyles` keeps.
    private static let recentStyleCount = 4

    /// A cell style met recently (`cell` holds it), reduced to `depth` without its link, and its SGR
    /// sequence.
    private struct RecentStyle {
        var cell: Cell
        var depth: ColorDepth
        var reduced: Style
        var sequence: [UInt8]
    }

    /// An encoder that knows nothing of the screen yet.
    package init() {}

    /// Forgets the remembered pen and cursor (the next frame starts from an unknown state).
    package mutating func invalidate() {
        penStyle = nil
        cursorPosition = nil
        cursorVisible = nil
    }

    /// Appends to `output` the bytes that write the on-screen part of `update` on a screen of
    /// `screenSize` and then place the cursor, with colours reduced to `depth`.
    package mutating func encode(
        _ update: FrameUpdate, cursor: CursorState, depth: ColorDepth, screenSize: Size, into output: inout [UInt8]
    ) {
        encodeCells(of: update, depth: depth, screenSize: screenSize, into: &output)
        if let position = cursor.position {
            moveCursor(to: position, into: &output)
            if cursorVisible != true { output.append(contentsOf: "\u{1B}[?25h".utf8) }
            cursorVisible = true
        } else {
            if cursorVisible != false {
                output.append(contentsOf: "\u{1B}[?25l".utf8)
                cursorVisible = false
            }
            if let resting = cursor.restingPosition, resting.x >= 0, resting.y >= 0, resting.x < screenSize.width,
                resting.y < screenSize.height
            {
                moveCursor(to: resting, into: &output)
            }
        }
    }

    /// Appends to `output` the bytes that write the on-screen part of `update` on a screen of
    /// `screenSize`, with colours reduced to `depth`, ending any link; the cursor stays after the last
    /// cell written and its visibility is left alone.
    package mutating func encodeCells(
        of update: FrameUpdate, depth: ColorDepth, screenSize: Size, into output: inout [UInt8]
    ) {
        for span in update.spans where span.origin.y >= 0 && span.origin.y < screenSize.height {
            update.withCells(of: span) { cells in
                var x = span.origin.x
                // The cell whose style set the pen last in this span: a neighbour in the same style
                // needs no style work at all.
                var penCell: Cell?
                let y = span.origin.y
                var index = 0
                while index < cells.count {
                    let cell = cells[index]
                    // The commonest cells: ASCII in the pen's style from where the cursor is, copied as
                    // one stretch of bytes.
                    if let pen = penCell, x >= 0, cursorPosition == Point(x: x, y: y) {
                        let stretch = Self.asciiStretch(of: cells, from: index, style: pen, room: screenSize.width - x)
                        if stretch > 0 {
                            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stretch) { bytes in
                                for offset in 0..<stretch {
                                    bytes[offset] = cells[index + offset].printableASCII ?? 0x20
                                }
                                output.append(contentsOf: UnsafeBufferPointer(bytes))
                            }
                            index += stretch
                            x += stretch
                            cursorPosition = x < screenSize.width ? Point(x: x, y: y) : nil
                            continue
                        }
                    }
                    index += 1
                    defer { x += max(cell.width, 0) }
                    if cell.isContinuation || x < 0 || x >= screenSize.width { continue }
                    moveCursor(to: Point(x: x, y: y), into: &output)
                    if penCell.map({ !cell.hasSameStyle(as: $0) }) ?? true {
                        let entry = recentStyle(of: cell, depth: depth)
                        if recentStyles[entry].reduced != penStyle {
                            output.append(contentsOf: recentStyles[entry].sequence)
                            penStyle = recentStyles[entry].reduced
                        }
                        if penLink != cell.link {
                            HyperlinkSequence.appendChange(from: penLink, to: cell.link, to: &output)
                            penLink = cell.link
                        }
                        penCell = cell
                    }
                    Self.appendGlyph(of: cell, to: &output)
                    let advanced = x + cell.width
                    cursorPosition = advanced < screenSize.width ? Point(x: advanced, y: y) : nil
                }
            }
        }
        if penLink != nil {
            output.append(contentsOf: HyperlinkSequence.end)
            penLink = nil
        }
    }

    /// How many cells from `cells[first]` on are printable ASCII in `style`'s cell style, at most `room`.
    private static func asciiStretch(of cells: UnsafeBufferPointer<Cell>, from first: Int, style: Cell, room: Int)
        -> Int
    {
        var count = 0
        while first + count < cells.count, count < room {
            let cell = cells[first + count]
            guard cell.printableASCII != nil, cell.hasSameStyle(as: style) else { break }
            count += 1
        }
        return count
    }

    /// Appends the UTF-8 bytes of the cell's glyph (ASCII as one byte, without a detour).
    private static func appendGlyph(of cell: Cell, to output: inout [UInt8]) {
        guard let scalar = cell.scalar else {
            output.append(contentsOf: cell.grapheme.utf8)
            return
        }
        let value = scalar.value
        if value < 0x80 {
            output.append(UInt8(truncatingIfNeeded: value))
        } else if value < 0x800 {
            output.append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            output.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else if value < 0x1_0000 {
            output.append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            output.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            output.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else {
            output.append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            output.append(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            output.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            output.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }

    /// The index in `recentStyles` of `cell`'s style reduced to `depth`, made in place of the oldest
    /// entry when it is not there.
    private mutating func recentStyle(of cell: Cell, depth: ColorDepth) -> Int {
        for index in recentStyles.indices
        where recentStyles[index].cell.hasSameStyle(as: cell) && recentStyles[index].depth == depth {
            return index
        }
        let reduced = cell.style.withoutLink.reduced(to: depth)
        let index = recentStyles.count < Self.recentStyleCount ? recentStyles.count : nextReplacedStyle
        nextReplacedStyle = (index + 1) % Self.recentStyleCount
        if index == recentStyles.count {
            recentStyles.append(RecentStyle(cell: cell, depth: depth, reduced: reduced, sequence: []))
        } else {
            recentStyles[index].cell = cell
            recentStyles[index].depth = depth
            recentStyles[index].reduced = reduced
            recentStyles[index].sequence.removeAll(keepingCapacity: true)
        }
        StyleSequence.appendFull(reduced, to: &recentStyles[index].sequence)
        return index
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
