import TerminalCore

/// Where the glyphs of a run go on a screen of a given size: continuation cells are left to the
/// wide glyph before them, cells outside the screen are dropped, and a wide glyph that would
/// straddle the right edge becomes a blank so that column is not left stale.
enum RunLayout {
    /// One glyph to write.
    struct Placement: Equatable {
        /// The column.
        var x: Int
        /// The row.
        var y: Int
        /// What to write there.
        var cell: Cell
    }

    /// The glyphs of `run` that fall on a screen of `size`, left to right.
    static func placements(of run: CellRun, within size: Size) -> [Placement] {
        var result: [Placement] = []
        run.cells.withUnsafeBufferPointer { cells in
            forEachPlacement(of: cells, at: run.origin, within: size) { result.append($0) }
        }
        return result
    }

    /// Calls `body` with each glyph of the cells starting at `origin` that falls on a screen of
    /// `size`, left to right, building nothing on the way.
    static func forEachPlacement(
        of cells: UnsafeBufferPointer<Cell>, at origin: Point, within size: Size, _ body: (Placement) -> Void
    ) {
        let y = origin.y
        guard y >= 0, y < size.height else { return }
        for offset in 0..<cells.count {
            let cell = cells[offset]
            if cell.isContinuation { continue }
            let x = origin.x + offset
            guard x >= 0 else { continue }
            guard x < size.width else { break }
            if x + max(cell.width, 1) > size.width {
                body(Placement(x: x, y: y, cell: .blank(style: cell.style)))
            } else {
                body(Placement(x: x, y: y, cell: cell))
            }
        }
    }
}
