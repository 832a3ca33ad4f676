#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A grid of cells that views draw into. Drawing happens in local coordinates: (0, 0) is the
/// top-left of the current region (see `withRegion(_:_:)`), and everything outside the current clip
/// rectangle is left untouched. A wide glyph is never split: one that would straddle a clip edge is
/// replaced by a space, and overwriting half of a wide glyph blanks its other half.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 20, height: 2))
/// canvas.put("Name: 漢字", at: Point(x: 0, y: 0), style: Style(attributes: .bold))   // 漢 and 字 take two cells each
/// ```
public struct Canvas: Equatable, Sendable {
    /// The size of the whole grid.
    public let size: Size
    /// The cells, row by row.
    var cells: [Cell]
    /// The absolute position of the local origin.
    public private(set) var origin: Point
    /// The absolute rectangle drawing is clipped to.
    public private(set) var clipRect: Rect
    /// The current region in local coordinates: origin (0, 0) and the region's size
    /// (the whole grid outside any `withRegion`).
    public private(set) var bounds: Rect
    /// Counts the calls that draw (fill, put, set): a renderer compares it around a view's `draw` to
    /// tell that the view drew nothing, so the region it cleared is still clean.
    package internal(set) var drawCalls = 0

    /// Creates a grid of `size` filled with `cell` (a blank by default).
    public init(size: Size, filledWith cell: Cell = .blank) {
        self.size = size
        let filler = cell.normalized
        self.cells = Array(repeating: filler.isWide ? .blank(style: filler.style) : filler, count: size.area)
        self.origin = .zero
        self.clipRect = Rect(size: size)
        self.bounds = Rect(size: size)
    }

    /// A canvas with `other`'s size and cells in storage of its own (never shared with `other`), so
    /// neither copies the grid when the other is drawn into.
    public init(copying other: Canvas) {
        self.init(size: other.size)
        copyCells(from: other)
    }

    /// Copies `other`'s cells into this canvas's own storage (as many as fit).
    mutating func copyCells(from other: Canvas) {
        cells.withUnsafeMutableBufferPointer { target in
            other.cells.withUnsafeBufferPointer { source in
                guard let targetBase = target.baseAddress, let sourceBase = source.baseAddress else { return }
                targetBase.update(from: sourceBase, count: min(target.count, source.count))
            }
        }
    }

    /// Sets row `y` to row `sourceRow` of `other`, cell for cell (a wide glyph with its right half, as
    /// whole rows keep them), or to blanks where `other` has no such row. The clip is not consulted.
    /// Both canvases must be as wide; otherwise nothing changes.
    public mutating func copyRow(_ sourceRow: Int, of other: Canvas, to y: Int) {
        let width = size.width
        guard other.size.width == width, y >= 0, y < size.height else { return }
        guard sourceRow >= 0, sourceRow < other.size.height else {
            cells.replaceSubrange((y * width)..<((y + 1) * width), with: repeatElement(Cell.blank, count: width))
            return
        }
        cells.replaceSubrange(
            (y * width)..<((y + 1) * width), with: other.cells[(sourceRow * width)..<((sourceRow + 1) * width)])
    }

    /// Two canvases are equal when they have the same size and the same cells.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.size == rhs.size && lhs.cells == rhs.cells
    }

    /// The cell at an absolute position; a blank outside the grid.
    public subscript(x x: Int, y y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    /// The cells of an absolute row; empty outside the grid.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < size.height else { return [] }
        return cells[(y * size.width)..<((y + 1) * size.width)]
    }

    /// The text of each row; a wide glyph appears once (its continuation cell adds nothing).
    public var lines: [String] {
        (0..<size.height).map { y in
            row(y).reduce(into: "") { $0 += $1.grapheme }
        }
    }

    /// The part of the current region that is not clipped away, in local coordinates.
    public var visibleRect: Rect {
        clipRect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Runs `body` with drawing translated to `rect` (in current local coordinates) and clipped to
    /// `rect` ∩ the current clip. Inside, (0, 0) is the rect's origin and `bounds` has its size.
    public mutating func withRegion(_ rect: Rect, _ body: (inout Canvas) -> Void) {
        let saved = enterRegion(rect)
        body(&self)
        leaveRegion(saved)
    }

    /// The current region, as `enterRegion` saves it for `leaveRegion`.
    package struct SavedRegion {
        fileprivate let origin: Point
        fileprivate let clipRect: Rect
        fileprivate let bounds: Rect
    }

    /// What `withRegion` does before its body, without a closure (a closure made on the main actor
    /// pays an executor check each time it runs): the region becomes `rect`; returns what
    /// `leaveRegion` restores.
    package mutating func enterRegion(_ rect: Rect) -> SavedRegion {
        let saved = SavedRegion(origin: origin, clipRect: clipRect, bounds: bounds)
        let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
        origin = absolute.origin
        clipRect = clipRect.intersection(absolute)
        bounds = Rect(size: rect.size)
        return saved
    }

    /// Restores the region `enterRegion` saved.
    package mutating func leaveRegion(_ saved: SavedRegion) {
        origin = saved.origin
        clipRect = saved.clipRect
        bounds = saved.bounds
    }

    /// Sets one cell at a local position (sanitized and measured like any glyph); returns the columns it covers.
    @discardableResult
    public mutating func set(_ cell: Cell, at point: Point) -> Int {
        drawCalls &+= 1
        let normalized = cell.normalized
        write(normalized, x: origin.x.addingSaturated(point.x), y: origin.y.addingSaturated(point.y))
        return normalized.width
    }

    /// Writes a normalized cell (width 1 or 2) at an absolute position, honouring the clip and
    /// keeping wide glyphs whole.
    mutating func write(_ cell: Cell, x: Int, y: Int) {
        guard y >= clipRect.minY, y < clipRect.maxY else { return }
        let insideLeft = x >= clipRect.minX && x < clipRect.maxX
        if cell.isWide {
            let insideRight = x &+ 1 >= clipRect.minX && x &+ 1 < clipRect.maxX
            if insideLeft && insideRight {
                store(cell, x: x, y: y)
                store(.continuation(style: cell.style), x: x + 1, y: y)
            } else if insideLeft {
                store(.blank(style: cell.style), x: x, y: y)
            } else if insideRight {
                store(.blank(style: cell.style), x: x + 1, y: y)
            }
        } else if insideLeft {
            store(cell, x: x, y: y)
        }
    }

    /// Stores a cell inside the clip, first blanking the other half of any wide glyph it overwrites
    /// (a wide glyph is stored as its cell and then its continuation, each checked here).
    private mutating func store(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation && x > 0 && !cell.isContinuation {
            cells[index - 1] = .blank(style: cells[index - 1].style)
        } else if old.isWide && x + 1 < size.width && !cell.isWide {
            cells[index + 1] = .blank(style: old.style)
        }
        cells[index] = cell
    }

    /// Writes `runs` (absolute positions, as `FrameDiff` makes them) over the cells, as a terminal
    /// does: it turns the frame the runs were computed from into the new one at the cost of the
    /// changes alone. Cells outside the grid are ignored.
    public mutating func apply(_ update: FrameUpdate) {
        let width = size.width
        if let scroll = update.scroll { self.scroll(scroll) }
        cells.withUnsafeMutableBufferPointer { target in
            for span in update.spans where span.origin.y >= 0 && span.origin.y < size.height {
                update.withCells(of: span) { source in
                    let first = max(0, -span.origin.x)
                    let end = min(source.count, width - span.origin.x)
                    guard first < end else { return }
                    let rowStart = span.origin.y * width + span.origin.x
                    for offset in first..<end { target[rowStart + offset] = source[offset] }
                }
            }
        }
    }

    /// Moves rows as a terminal scrolls a region (see `FrameScroll`): the rows left empty become blanks.
    mutating func scroll(_ scroll: FrameScroll) {
        let width = size.width
        let rows = scroll.rows.clamped(to: 0..<size.height)
        let distance = min(abs(scroll.count), rows.count)
        guard width > 0, distance > 0 else { return }
        let kept = rows.count - distance
        let (from, to, emptied) =
            scroll.count > 0
            ? (rows.lowerBound + distance, rows.lowerBound, rows.upperBound - distance)
            : (rows.lowerBound, rows.lowerBound + distance, rows.lowerBound)
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            // Cells are plain values: rows move as memory, in one overlapping-safe copy.
            memmove(base + to * width, base + from * width, kept * width * MemoryLayout<Cell>.stride)
            (base + emptied * width).update(repeating: .blank, count: distance * width)
        }
    }

    /// Writes `runs` over the cells as `apply(_:)` writes an update.
    public mutating func apply(_ runs: [CellRun]) {
        for run in runs where run.origin.y >= 0 && run.origin.y < size.height {
            for (offset, cell) in run.cells.enumerated() {
                let x = run.origin.x + offset
                guard x >= 0, x < size.width else { continue }
                cells[run.origin.y * size.width + x] = cell
            }
        }
    }
}
