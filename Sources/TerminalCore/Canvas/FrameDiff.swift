#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Computes what must be written to turn one frame into the next.
public enum FrameDiff {
    /// The runs of cells that differ between `old` and `new`, row by row, left to right. Each run
    /// holds only changed cells, except that a wide glyph and its continuation cell always travel
    /// together. A nil `old`, or one of another size, yields every row of `new` as one run.
    public static func runs(from old: Canvas?, to new: Canvas) -> [CellRun] {
        var spans: [FrameUpdate.Span] = []
        appendSpans(from: old, to: new, into: &spans)
        return FrameUpdate(storage: new.cells, spans: spans).runs
    }

    /// The changes from `old` to `new` as an update over `new`'s cells, with `spans` (emptied first,
    /// its capacity kept) holding the spans: the allocation-free form of `runs(from:to:)`.
    ///
    /// Cells are compared in place, without copying a row, so an unchanged row costs one pass of
    /// comparisons and no allocation.
    public static func update(from old: Canvas?, to new: Canvas, reusing spans: inout [FrameUpdate.Span])
        -> FrameUpdate
    {
        spans.removeAll(keepingCapacity: true)
        appendSpans(from: old, to: new, into: &spans)
        return FrameUpdate(storage: new.cells, spans: spans)
    }

    private static func appendSpans(from old: Canvas?, to new: Canvas, into spans: inout [FrameUpdate.Span]) {
        let width = new.size.width
        guard width > 0 else { return }
        guard let old, old.size == new.size else {
            for y in 0..<new.size.height {
                spans.append(FrameUpdate.Span(origin: Point(x: 0, y: y), count: width, start: y * width))
            }
            return
        }
        old.cells.withUnsafeBufferPointer { oldCells in
            new.cells.withUnsafeBufferPointer { newCells in
                for y in 0..<new.size.height {
                    appendChangedSpans(of: y, width: width, old: oldCells, new: newCells, to: &spans)
                }
            }
        }
    }

    /// Appends the changed spans of row `y` (cells `y * width ..< (y + 1) * width`).
    private static func appendChangedSpans(
        of y: Int, width: Int, old: UnsafeBufferPointer<Cell>, new: UnsafeBufferPointer<Cell>,
        to spans: inout [FrameUpdate.Span]
    ) {
        let rowStart = y * width
        // Cells are plain 16-byte values without padding: an unchanged row compares as memory at once.
        if let oldBase = old.baseAddress, let newBase = new.baseAddress,
            memcmp(oldBase + rowStart, newBase + rowStart, width * MemoryLayout<Cell>.stride) == 0
        {
            return
        }
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
                spans.append(
                    FrameUpdate.Span(origin: Point(x: start, y: y), count: end - start, start: rowStart + start))
                rowEnd = end
            }
            x = end
        }
    }
}
