/// Computes what must be written to turn one frame into the next.
public enum FrameDiff {
    /// The runs of cells that differ between `old` and `new`, row by row, left to right. Each run
    /// holds only changed cells, except that a wide glyph and its continuation cell always travel
    /// together. A nil `old`, or one of another size, yields every row of `new` as one run.
    ///
    /// Cells are compared in place, without copying a row, so an unchanged row costs one pass of
    /// comparisons and no allocation.
    public static func runs(from old: Canvas?, to new: Canvas) -> [CellRun] {
        let width = new.size.width
        guard let old, old.size == new.size else {
            guard width > 0 else { return [] }
            return (0..<new.size.height).map { CellRun(origin: Point(x: 0, y: $0), cells: Array(new.row($0))) }
        }
        var runs: [CellRun] = []
        old.cells.withUnsafeBufferPointer { oldCells in
            new.cells.withUnsafeBufferPointer { newCells in
                for y in 0..<new.size.height {
                    appendChangedRuns(of: y, width: width, old: oldCells, new: newCells, to: &runs)
                }
            }
        }
        return runs
    }

    /// Appends the changed runs of row `y` (cells `y * width ..< (y + 1) * width`).
    private static func appendChangedRuns(
        of y: Int, width: Int, old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>, to runs: inout [CellRun]
    ) {
        let rowStart = y * width
        var x = 0
        var rowEnd = 0
        while x < width {
            guard old[rowStart + x] != new[rowStart + x] else {
                x += 1
                continue
            }
            var start = x
            var end = x + 1
            while end < width && old[rowStart + end] != new[rowStart + end] { end += 1 }
            if new[rowStart + start].isContinuation && start > 0 { start -= 1 }
            if end < width && new[rowStart + end].isContinuation { end += 1 }
            start = max(start, rowEnd)
            if start < end {
                runs.append(
                    CellRun(
                        origin: Point(x: start, y: y),
                        cells: Array(new[(rowStart + start)..<(rowStart + end)])))
                rowEnd = end
            }
            x = end
        }
    }
}
