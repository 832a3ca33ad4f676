/// Computes what must be written to turn one frame into the next.
public enum FrameDiff {
    /// The runs of cells that differ between `old` and `new`, row by row, left to right. Each run
    /// holds only changed cells, except that a wide glyph and its continuation cell always travel
    /// together. A nil `old`, or one of another size, yields every row of `new` as one run.
    public static func runs(from old: Canvas?, to new: Canvas) -> [CellRun] {
        let width = new.size.width
        guard let old, old.size == new.size else {
            return (0..<new.size.height).compactMap { y in
                width > 0 ? CellRun(origin: Point(x: 0, y: y), cells: Array(new.row(y))) : nil
            }
        }
        var runs: [CellRun] = []
        for y in 0..<new.size.height {
            let oldRow = old.row(y)
            let newRow = new.row(y)
            if oldRow == newRow { continue }
            var x = 0
            while x < width {
                guard needsWrite(x, oldRow, newRow) else {
                    x += 1
                    continue
                }
                var start = x
                if newRow[newRow.startIndex + start].isContinuation && start > 0 { start -= 1 }
                var end = x + 1
                while end < width && needsWrite(end, oldRow, newRow) { end += 1 }
                if end < width && newRow[newRow.startIndex + end].isContinuation { end += 1 }
                let base = newRow.startIndex
                if let last = runs.last, last.origin.y == y, last.origin.x + last.cells.count > start {
                    start = last.origin.x + last.cells.count
                }
                if start < end {
                    runs.append(CellRun(origin: Point(x: start, y: y), cells: Array(newRow[(base + start)..<(base + end)])))
                }
                x = end
            }
        }
        return runs
    }

    private static func needsWrite(_ x: Int, _ oldRow: ArraySlice<Cell>, _ newRow: ArraySlice<Cell>) -> Bool {
        oldRow[oldRow.startIndex + x] != newRow[newRow.startIndex + x]
    }
}
