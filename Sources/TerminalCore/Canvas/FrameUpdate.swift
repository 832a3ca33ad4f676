/// What a terminal must write to turn the frame it shows into the next one: spans of changed cells,
/// row by row, left to right, read in place from the cells they come from; first, when `scroll` is
/// set, rows that move as a block (the spans then describe the frame after the move).
///
/// `FramePresenter` makes one per presented frame over the new frame's own cells and a span list it
/// reuses, so presenting a frame copies no cells and allocates nothing. A terminal reads the update
/// during `present` and keeps nothing of it (copying out what it needs).
public struct FrameUpdate: Sendable {
    /// Consecutive changed cells of one row. A span never splits a wide glyph from its continuation.
    public struct Span: Hashable, Sendable {
        /// The absolute position of the first cell.
        public var origin: Point
        /// How many cells the span holds.
        public var count: Int
        /// Where the first cell is in the update's cell storage.
        var start: Int
    }

    /// The cells the spans read from.
    let storage: [Cell]
    /// The spans, in row order and left to right.
    public let spans: [Span]
    /// Rows that move before the spans are written, or nil. Only a terminal whose
    /// `scrollsRegions` is true is given updates with a scroll.
    public let scroll: FrameScroll?

    /// The width of the frame `storage` holds whole, row by row (0 when it holds only the spans' cells).
    let frameWidth: Int

    /// An update over `storage` (the frame's cells, `frameWidth` to a row when it holds the whole
    /// frame) with `spans` pointing into it, after `scroll`.
    init(storage: [Cell], spans: [Span], scroll: FrameScroll? = nil, frameWidth: Int = 0) {
        self.storage = storage
        self.spans = spans
        self.scroll = scroll
        self.frameWidth = frameWidth
    }

    /// An update that writes `runs` (copied), e.g. to present hand-made runs.
    public init(runs: [CellRun]) {
        var storage: [Cell] = []
        var spans: [Span] = []
        for run in runs where !run.cells.isEmpty {
            spans.append(Span(origin: run.origin, count: run.cells.count, start: storage.count))
            storage += run.cells
        }
        self.init(storage: storage, spans: spans)
    }

    /// Nothing to write.
    public static let empty = FrameUpdate(storage: [], spans: [])

    /// Whether there is nothing to write.
    public var isEmpty: Bool { spans.isEmpty && scroll == nil }

    /// The cells of `span`, left to right (continuation cells included).
    public func cells(of span: Span) -> ArraySlice<Cell> {
        storage[span.start..<(span.start + span.count)]
    }

    /// Runs `body` with the cells of `span` in place, for writers that walk them by index.
    public func withCells<Result>(of span: Span, _ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows
        -> Result
    {
        try storage.withUnsafeBufferPointer { cells in
            try body(UnsafeBufferPointer(rebasing: cells[span.start..<(span.start + span.count)]))
        }
    }

    /// Runs `body` with every row of the new frame (when the update holds it whole: one made by
    /// `FrameDiff.update`), top to bottom, for a terminal that must write the whole frame after all.
    package func forEachRow(_ body: (_ y: Int, _ cells: UnsafeBufferPointer<Cell>) -> Void) {
        guard frameWidth > 0 else { return }
        storage.withUnsafeBufferPointer { cells in
            for y in 0..<(cells.count / frameWidth) {
                body(y, UnsafeBufferPointer(rebasing: cells[(y * frameWidth)..<((y + 1) * frameWidth)]))
            }
        }
    }

    /// The spans as runs, each with a copy of its cells (for tests and tools; allocates).
    package var runs: [CellRun] {
        spans.map { CellRun(origin: $0.origin, cells: Array(cells(of: $0))) }
    }

    /// How many cells the update writes (continuation cells included).
    public var cellCount: Int {
        spans.reduce(0) { $0 + $1.count }
    }
}
