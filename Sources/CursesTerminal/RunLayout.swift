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
        let y = run.origin.y
        guard y >= 0, y < size.height else { return [] }
        var result: [Placement] = []
        result.reserveCapacity(run.cells.count)
        for (offset, cell) in run.cells.enumerated() where !cell.isContinuation {
            let x = run.origin.x + offset
            guard x >= 0 else { continue }
            guard x < size.width else { break }
            if x + max(cell.width, 1) > size.width {
                result.append(Placement(x: x, y: y, cell: .blank(style: cell.style)))
            } else {
                result.append(Placement(x: x, y: y, cell: cell))
            }
        }
        return result
    }
}
