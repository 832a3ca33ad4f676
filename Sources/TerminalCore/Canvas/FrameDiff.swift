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
    /// comparisons and no allocation. With `detectingScrolls`, a block of changed rows most of which
    /// are rows of `old` moved up or down by the same few rows (a list or a log scrolled) comes out
    /// as a `FrameScroll`, and the spans then hold what differs from `old` so moved.
    public static func update(
        from old: Canvas?, to new: Canvas, reusing spans: inout [FrameUpdate.Span], detectingScrolls: Bool = false
    ) -> FrameUpdate {
        spans.removeAll(keepingCapacity: true)
        // Rows are compared as memory (cells are plain bytes compared field by field, so a row that
        // differs so has a changed span), and a run of changed rows cell by cell once it ends short
        // of what a scroll needs to pay: most frames (a cursor moved, a field typed in) change a row
        // or two and never get there. A frame that does is looked at for a scroll and, when it
        // scrolled, compared cell by cell only against the moved rows; otherwise the comparison goes
        // on where it stopped.
        guard
            let stoppedAt = appendSpans(
                from: old, to: new, stoppingAfterChangedRows: detectingScrolls ? smallestScrolledRegion : nil,
                into: &spans)
        else { return FrameUpdate(storage: new.cells, spans: spans, scroll: nil, frameWidth: new.size.width) }
        if let scroll = detectScroll(from: old, to: new) {
            spans.removeAll(keepingCapacity: true)
            appendSpans(from: old, to: new, scroll: scroll, into: &spans)
            return FrameUpdate(storage: new.cells, spans: spans, scroll: scroll, frameWidth: new.size.width)
        }
        appendSpans(from: old, to: new, startingAt: stoppedAt, into: &spans)
        return FrameUpdate(storage: new.cells, spans: spans, scroll: nil, frameWidth: new.size.width)
    }

    /// The fewest rows a scroll moves: below that, rewriting the changed cells is as cheap.
    static let smallestScrolledRegion = 4
    /// The farthest a scroll is looked for, in rows either way.
    static let farthestScroll = 3

    /// The scroll that explains the longest block of changed rows, if any: the shift (up to
    /// `farthestScroll` rows either way) under which most of the block's rows equal rows of `old`.
    static func detectScroll(from old: Canvas?, to new: Canvas) -> FrameScroll? {
        guard let old, old.size == new.size, new.size.width > 0 else { return nil }
        let width = new.size.width
        let rowBytes = width * MemoryLayout<Cell>.stride
        return old.cells.withUnsafeBufferPointer { oldCells in
            new.cells.withUnsafeBufferPointer { newCells -> FrameScroll? in
                guard let oldBase = oldCells.baseAddress, let newBase = newCells.baseAddress else { return nil }
                func same(_ newRow: Int, _ oldRow: Int) -> Bool {
                    memcmp(newBase + newRow * width, oldBase + oldRow * width, rowBytes) == 0
                }
                // The longest block of consecutive changed rows.
                var block = 0..<0
                var start: Int?
                for y in 0...new.size.height {
                    if y < new.size.height && !same(y, y) {
                        if start == nil { start = y }
                        continue
                    }
                    if let first = start, y - first > block.count { block = first..<y }
                    start = nil
                }
                guard block.count >= smallestScrolledRegion else { return nil }
                // The shift most rows of the block are found under, and the rows found.
                var best: (count: Int, matches: Int, first: Int, last: Int)?
                for distance in 1...farthestScroll where distance < block.count {
                    for sign in stride(from: 1, through: -1, by: -2) {
                        let count = sign * distance
                        var matches = 0
                        var first = block.upperBound
                        var last = block.lowerBound
                        for y in block where block.contains(y + count) && same(y, y + count) {
                            matches += 1
                            first = min(first, y)
                            last = max(last, y)
                        }
                        if matches > (best?.matches ?? 0) { best = (count, matches, first, last) }
                    }
                    // Most rows already found where they moved: a farther shift cannot explain more.
                    if let found = best, found.matches * 2 > block.count { break }
                }
                guard let found = best, found.matches >= smallestScrolledRegion - 1, found.matches * 2 >= block.count
                else { return nil }
                // The region spans the rows found and the rows they came from; changed rows beyond
                // (a status line below a list) stay out of it.
                let rows =
                    found.count > 0
                    ? found.first..<(found.last + found.count + 1) : (found.first + found.count)..<(found.last + 1)
                return FrameScroll(rows: rows.clamped(to: block), count: found.count)
            }
        }
    }

    /// Appends the changed spans of the rows from `firstRow` on (of `new` against `old`, its rows
    /// moved by `scroll` if any). With `changedRows`, a run of changed rows is compared cell by cell
    /// only once it ends shorter than that; at that many it stops, before the run, and returns the
    /// run's first row to go on from. Nil when it went through every row.
    @discardableResult
    private static func appendSpans(
        from old: Canvas?, to new: Canvas, scroll: FrameScroll? = nil, startingAt firstRow: Int = 0,
        stoppingAfterChangedRows changedRows: Int? = nil, into spans: inout [FrameUpdate.Span]
    ) -> Int? {
        let width = new.size.width
        guard width > 0 else { return nil }
        guard let old, old.size == new.size else {
            for y in firstRow..<new.size.height {
                spans.append(FrameUpdate.Span(origin: Point(x: 0, y: y), count: width, start: y * width))
            }
            return nil
        }
        let height = new.size.height
        return old.cells.withUnsafeBufferPointer { oldCells in
            new.cells.withUnsafeBufferPointer { newCells -> Int? in
                guard let oldBase = oldCells.baseAddress, let newBase = newCells.baseAddress else { return nil }
                guard let changedRows else {
                    for y in firstRow..<height {
                        // A row the scroll moves is compared with the row it came from; a row it
                        // leaves empty, with blanks.
                        var source: Int? = y
                        if let scroll, scroll.rows.contains(y) { source = scroll.sourceRow(of: y) }
                        appendChangedSpans(
                            of: y, width: width, old: source.map { oldBase + $0 * width }, new: newBase, to: &spans)
                    }
                    return nil
                }
                func appendRows(_ rows: Range<Int>) {
                    for y in rows {
                        appendChangedSpans(of: y, width: width, old: oldBase + y * width, new: newBase, to: &spans)
                    }
                }
                var runStart = firstRow
                for y in firstRow..<height {
                    if memcmp(oldBase + y * width, newBase + y * width, width * MemoryLayout<Cell>.stride) == 0 {
                        appendRows(runStart..<y)
                        runStart = y + 1
                    } else if y + 1 - runStart >= changedRows {
                        return runStart
                    }
                }
                appendRows(runStart..<height)
                return nil
            }
        }
    }

    /// Appends the changed spans of row `y` of `new` (cells `y * width ..< (y + 1) * width`) against
    /// `old`, the row it replaces (nil: a row of blanks).
    private static func appendChangedSpans(
        of y: Int, width: Int, old: UnsafePointer<Cell>?, new: UnsafePointer<Cell>,
        to spans: inout [FrameUpdate.Span]
    ) {
        let rowStart = y * width
        let row = new + rowStart
        // Cells are plain 16-byte values without padding: an unchanged row compares as memory at once.
        if let old, memcmp(old, row, width * MemoryLayout<Cell>.stride) == 0 { return }
        let blank = Cell.blank
        var x = 0
        var rowEnd = 0
        while x < width {
            guard (old?[x] ?? blank) != row[x] else {
                x += 1
                continue
            }
            var start = x
            var end = x + 1
            while end < width && (old?[end] ?? blank) != row[end] { end += 1 }
            if row[start].isContinuation && start > 0 { start -= 1 }
            if end < width && row[end].isContinuation { end += 1 }
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
