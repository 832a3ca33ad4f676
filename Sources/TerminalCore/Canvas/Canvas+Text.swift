extension Canvas {
    /// Draws one line of text at a local position and returns the columns it covers from `point`
    /// (up to the right clip edge; 0 when the row is clipped away). Control characters are drawn as
    /// visible symbols and clusters that draw nothing are skipped. The text is cut at `maxWidth`
    /// columns; with `ellipsis`, text that does not fit in `maxWidth` (or, without one, before the
    /// right clip edge) ends in "…". A wide glyph that does not fit is dropped, never split.
    @discardableResult
    public mutating func put(
        _ text: String, at point: Point, style: Style = .plain,
        maxWidth: Int? = nil, ellipsis: Bool = false
    ) -> Int {
        drawCalls &+= 1
        let x = origin.x.addingSaturated(point.x)
        let y = origin.y.addingSaturated(point.y)
        guard y >= clipRect.minY, y < clipRect.maxY, x < clipRect.maxX, !text.isEmpty else { return 0 }
        var limit = max(0, maxWidth ?? Int.max)
        let visibleColumns = clipRect.maxX.subtractingSaturated(x)
        if ellipsis { limit = min(limit, visibleColumns) }
        // Past the clip nothing is drawn, but one more column lets a wide glyph on the edge become a space.
        let layoutLimit = ellipsis ? limit : min(limit, visibleColumns.addingSaturated(1))
        // Text that is printable ASCII up to where it is cut lays out byte by byte; what lies past
        // the cut cannot change that.
        let asciiWidth = text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.isPrintableASCII(UnsafeBufferPointer(rebasing: bytes.prefix(layoutLimit.addingSaturated(1))))
                ? putPrintableASCII(bytes, x: x, y: y, style: style, limit: layoutLimit, ellipsis: ellipsis) : nil
        }
        if let asciiWidth = asciiWidth ?? nil {
            return max(0, min(asciiWidth, clipRect.maxX.subtractingSaturated(x)))
        }
        let layout = Self.layout(text, style: style, limit: layoutLimit, ellipsis: ellipsis)
        var column = x
        for cell in layout.cells {
            if column >= clipRect.maxX { break }
            write(cell, x: column, y: y)
            column &+= cell.width
        }
        return max(0, min(layout.width, clipRect.maxX.subtractingSaturated(x)))
    }

    /// Whether every byte is printable ASCII (0x20–0x7E): one cell a byte, one column each.
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte &- 0x20 >= 0x5F { return false }
        return true
    }

    /// `put` for printable ASCII, laid out as `layout` would without building cells of text:
    /// writes from absolute `x` up to the right clip edge and returns the laid-out width.
    private mutating func putPrintableASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: Style, limit: Int, ellipsis: Bool
    ) -> Int {
        var count = bytes.count
        var endsInEllipsis = false
        if count > limit {
            endsInEllipsis = ellipsis && limit > 0
            count = endsInEllipsis ? limit - 1 : limit
        }
        let end = min(clipRect.maxX, x.addingSaturated(count))
        let start = max(x, clipRect.minX)
        if start < end {
            // Only the two ends can cut a wide glyph: they go through `write`, the rest is stored as is.
            let template = Cell(asciiByte: 0x20, style: style)
            write(template.withASCII(bytes[start &- x]), x: start, y: y)
            if end - start > 1 { write(template.withASCII(bytes[end &- 1 &- x]), x: end - 1, y: y) }
            if end - start > 2 {
                let rowStart = y * size.width
                cells.withUnsafeMutableBufferPointer { cells in
                    for column in (start + 1)..<(end - 1) {
                        cells[rowStart &+ column] = template.withASCII(bytes[column &- x])
                    }
                }
            }
        }
        if endsInEllipsis && end < clipRect.maxX {
            write(Cell(scalar: "…", width: 1, style: style), x: end, y: y)
        }
        return endsInEllipsis ? count + 1 : count
    }

    /// The cells of `text` that fit in `limit` columns, with a trailing "…" when cut and `ellipsis` is set.
    static func layout(_ text: String, style: Style, limit: Int, ellipsis: Bool) -> (cells: [Cell], width: Int) {
        var cells: [Cell] = []
        var width = 0
        var widthBeforeEllipsis = 0
        var countBeforeEllipsis = 0
        for character in text {
            let glyph = character.sanitizedForTerminal
            if glyph.isEmpty { continue }
            let cell = Cell(grapheme: glyph, width: min(2, max(1, character.displayWidth)), style: style)
            if width + cell.width > limit {
                guard ellipsis, limit > 0 else { return (cells, width) }
                cells.removeLast(cells.count - countBeforeEllipsis)
                cells.append(Cell(grapheme: "…", width: 1, style: style))
                return (cells, widthBeforeEllipsis + 1)
            }
            cells.append(cell)
            width += cell.width
            if width <= limit - 1 {
                widthBeforeEllipsis = width
                countBeforeEllipsis = cells.count
            }
        }
        return (cells, width)
    }
}
