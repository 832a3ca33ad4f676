extension Canvas {
    /// Fills a local rectangle (clipped) with copies of `cell`. A wide cell is repeated every two
    /// columns, and a last column too narrow for it gets a space.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        drawCalls &+= 1
        let filler = cell.normalized
        let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
        let visible = absolute.intersection(clipRect)
        guard !visible.isEmpty else { return }
        for y in visible.minY..<visible.maxY {
            if filler.isWide {
                let skipped = visible.minX.subtractingSaturated(absolute.minX).subtractingSaturated(1) / 2 * 2
                var x = absolute.minX.addingSaturated(max(0, skipped))
                while x < visible.maxX {
                    write(x + 1 < absolute.maxX ? filler : .blank(style: filler.style), x: x, y: y)
                    x += 2
                }
            } else {
                fillRow(y, from: visible.minX, to: visible.maxX, with: filler)
            }
        }
    }

    /// Stores a narrow cell in absolute columns `minX..<maxX` of row `y` (inside the clip): only the
    /// two ends can cut a wide glyph, so only they go through `write`.
    private mutating func fillRow(_ y: Int, from minX: Int, to maxX: Int, with filler: Cell) {
        write(filler, x: minX, y: y)
        guard maxX - minX > 1 else { return }
        write(filler, x: maxX - 1, y: y)
        let rowStart = y * size.width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress, maxX - minX > 2 else { return }
            (base + rowStart + minX + 1).update(repeating: filler, count: maxX - minX - 2)
        }
    }

    /// Fills a local rectangle (clipped) with spaces in `style`.
    public mutating func clear(_ rect: Rect, style: Style = .plain) {
        fill(rect, with: .blank(style: style))
    }

    /// Fills the whole current region (clipped) with spaces in `style`.
    public mutating func clear(style: Style = .plain) {
        fill(bounds, with: .blank(style: style))
    }
}
