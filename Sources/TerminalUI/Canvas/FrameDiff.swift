/// Computes what must be written to turn one frame into the next.
public enum FrameDiff {
    /// The runs of cells that differ between `old` and `new`, row by row, left to right. Each run
    /// holds only changed cells, except that a wide glyph and its continuation cell always travel
    /// together. A nil `old`, or one of another size, yields every row of `new` as one run.
    public static func runs(from old: Canvas?, to new: Canvas) -> [CellRun] {
        guard let old, old.size == new.size else {
            guard new.size.width > 0 else { return [] }
            return (0..<new.size.height).map { CellRun(origin: Point(x: 0, y: $0), cells: Array(new.row($0))) }
        }
        return (0..<new.size.height).flatMap { y in
            changedRuns(from: old.row(y), to: new.row(y), y: y)
        }
    }

    /// The changed runs of one row.
    private static func changedRuns(from oldRow: ArraySlice<Cell>, to newRow: ArraySlice<Cell>, y: Int) -> [CellRun] {
        guard oldRow != newRow else { return [] }
        let old = Array(oldRow)
        let new = Array(newRow)
        var runs: [CellRun] = []
        var x = 0
        while x < new.count {
            guard old[x] != new[x] else {
                x += 1
                continue
            }
            var start = x
            var end = x + 1
            while end < new.count && old[end] != new[end] { end += 1 }
            if new[start].isContinuation && start > 0 { start -= 1 }
            if end < new.count && new[end].isContinuation { end += 1 }
            if let last = runs.last { start = max(start, last.origin.x + last.cells.count) }
            if start < end { runs.append(CellRun(origin: Point(x: start, y: y), cells: Array(new[start..<end]))) }
            x = end
        }
        return runs
    }
}
