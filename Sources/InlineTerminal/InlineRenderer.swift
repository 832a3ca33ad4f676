import TerminalCore

/// The bytes an inline live area costs: reserving its rows at the cursor, drawing frames into it,
/// printing lines above it, following a resize and leaving it.
///
/// Every move is relative to the live area's top row (cursor up/down, carriage return, column
/// moves), so the area works wherever the shell's cursor was, the terminal scrolls by itself when
/// the area is reserved near the bottom, and the normal screen above the area is never addressed.
/// The renderer keeps what the area shows, so unchanged cells are never sent twice and the area can
/// be drawn again after lines were printed above it.
package struct InlineRenderer {
    /// The rows the application asked for.
    package let requestedHeight: Int
    /// The colours are reduced to this depth.
    package let depth: ColorDepth
    /// The terminal's size.
    package private(set) var screenSize: Size
    /// What the live area shows.
    package private(set) var shown: Canvas
    /// The row of the cursor, counted from the live area's top row.
    package private(set) var cursorRow = 0
    /// The screen row of the live area's top row, once a cursor position reply told it; nil while
    /// unknown (before the first reply, and after a resize or a suspend, which may move the area).
    package internal(set) var areaTop: Int?

    /// The area's layout changes with every reserve and print: a position reply describes the
    /// layout of its query, so a reply to an older layout is ignored.
    var layoutVersion = 0
    /// The layout and the cursor's row when the last position query was written, until its reply.
    var query: (version: Int, cursorRow: Int)?
    /// Whether the terminal re-wraps its rows when it gets narrower (tmux, VTE, kitty; xterm does
    /// not): a narrowing resize then finds the area's top row further above the cursor, by what the
    /// rows above the cursor (and the cursor's own row, up to the cursor) grew to.
    package var reflowsWhenNarrowed = false

    /// The cursor's column in the area, nil when unknown (after a glyph written in the last column).
    private(set) var cursorColumn: Int? = 0
    private var pen: Style?
    private var cursorVisible: Bool?
    private var appCursor = CursorState.hidden
    private var output: [UInt8] = []

    /// A renderer for a live area of `height` rows on a terminal of `screenSize`; nothing is reserved yet.
    package init(height: Int, screenSize: Size, depth: ColorDepth) {
        requestedHeight = max(0, height)
        self.depth = depth
        self.screenSize = Size(width: max(0, screenSize.width), height: max(0, screenSize.height))
        shown = Canvas(size: .zero)
        shown = Canvas(size: size)
    }

    /// The live area's size: the terminal's width, the requested height clamped to the terminal.
    package var size: Size {
        Size(width: screenSize.width, height: min(requestedHeight, screenSize.height))
    }

    // MARK: Reserving and drawing

    /// Makes room for the live area from the cursor's line down (the terminal scrolls when the cursor
    /// is near the bottom), erases it and hides the cursor. The area shows blanks afterwards.
    package mutating func reserve() -> [UInt8] {
        reserveRows()
        return takeOutput()
    }

    private mutating func reserveRows() {
        layoutVersion += 1
        areaTop = nil
        emit("\r")
        cursorColumn = 0
        // An SGR reset leaves a link open: the link ends before the pen is forgotten.
        if pen?.link != nil { emit(HyperlinkSequence.end) }
        pen = nil
        let rows = size.height
        if rows > 1 {
            emit(String(repeating: "\n", count: rows - 1))
            emit(Self.csi(rows - 1, "A"))
        }
        emit("\u{1B}[m\u{1B}[J")
        pen = .plain
        cursorRow = 0
        shown = Canvas(size: size)
        setCursorVisible(false)
        appCursor = .hidden
    }

    /// Writes the cells of `runs` that differ from what the area shows, then places the cursor.
    /// The pen goes back to plain after the cells, as ncurses leaves it, so typing plain text costs
    /// its own bytes alone.
    package mutating func draw(_ runs: [CellRun], cursor: CursorState) -> [UInt8] {
        if let target = scrolledFrame(runs) {
            redraw(target)
        } else {
            for run in runs { write(run) }
        }
        if !output.isEmpty { setPen(.plain) }
        place(cursor)
        return takeOutput()
    }

    /// Prints `lines` above the live area, wrapped to the terminal's width: the area is erased, the
    /// lines are written where its top row was (scrolling the screen, so they end up in the
    /// scrollback), the area is reserved again below them and drawn again as it was.
    package mutating func printAbove(_ lines: [StyledLine]) -> [UInt8] {
        let width = screenSize.width
        guard width > 0, !lines.isEmpty else { return [] }
        setCursorVisible(false)
        moveToTop()
        emit("\u{1B}[J")
        let rows = lines.flatMap { $0.rows(width: width) }
        for row in rows {
            var column = 0
            for cell in row where !cell.isContinuation {
                setPen(cell.style)
                emit(Self.glyph(of: cell, fitting: width - column))
                column += max(1, cell.width)
            }
            setPen(.plain)
            emit("\r\n")
        }
        let kept = shown
        let cursor = appCursor
        let knownTop = areaTop
        reserveRows()
        if let knownTop, size.height > 0 {
            areaTop = min(knownTop + rows.count, screenSize.height - size.height)
        }
        redraw(kept)
        // As after a frame, nothing written between frames is linked or styled.
        setPen(.plain)
        place(cursor)
        return takeOutput()
    }

    /// Follows a change of the terminal's size: the old area is erased from its top row (which stays
    /// where it was), and an area of the new size is reserved there, blank, for the next frame. On
    /// a terminal that re-wraps its rows, the cursor's row counts the rows the area's old rows above
    /// it became, so the erase starts at the top of what the whole old area became.
    package mutating func resize(to newSize: Size) -> [UInt8] {
        setCursorVisible(false)
        if reflowsWhenNarrowed, newSize.width > 0, newSize.width < screenSize.width {
            cursorRow = rewrappedCursorRow(width: newSize.width)
            cursorColumn = nil
        }
        moveToTop()
        screenSize = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        return reserve()
    }

    // MARK: Moving rows

    /// When the runs change enough rows to be a scroll, the whole new frame, after the rows that
    /// moved were moved on the terminal (so `redraw` writes only what came into view). Nil otherwise.
    private mutating func scrolledFrame(_ runs: [CellRun]) -> Canvas? {
        var rows = Set<Int>()
        for run in runs where rows.count < RowShift.minimumSavedRows { rows.insert(run.origin.y) }
        guard rows.count >= RowShift.minimumSavedRows else { return nil }
        var target = shown
        target.apply(runs)
        guard let shift = RowShift.detect(from: shown, to: target) else { return nil }
        shiftRows(shift)
        return target
    }

    /// Moves the rows of `shift` on the terminal with line deletes and inserts at the rows' edges
    /// (which leave every row outside the region as it was), and in `shown`.
    private mutating func shiftRows(_ shift: RowShift) {
        let region = shift.region
        let count = abs(shift.offset)
        setCursorVisible(false)
        setPen(.plain)
        let deleteAt = shift.offset > 0 ? region.lowerBound : region.upperBound - count + 1
        let insertAt = shift.offset > 0 ? region.upperBound - count + 1 : region.lowerBound
        move(to: Point(x: 0, y: deleteAt))
        emit(Self.csi(count, "M"))
        move(to: Point(x: 0, y: insertAt))
        emit(Self.csi(count, "L"))
        let before = shown
        for y in region {
            let source = y + shift.offset
            shown.copyRow(region.contains(source) ? source : -1, of: before, to: y)
        }
    }

    /// The bytes that leave the live area: the cursor goes to the start of the line below it (the
    /// area keeps its last frame), or, with `clearing`, the area is erased and the cursor stays on its
    /// top row. Attributes are reset and the cursor is shown either way.
    package func leave(clearing: Bool) -> [UInt8] {
        var bytes: [UInt8] = Array("\u{1B}[m".utf8)
        if clearing {
            bytes += Array("\r".utf8)
            if cursorRow > 0 { bytes += Self.csi(cursorRow, "A") }
            bytes += Array("\u{1B}[J".utf8)
        } else {
            let below = size.height - 1 - cursorRow
            if below > 0 { bytes += Self.csi(below, "B") }
            bytes += Array("\r\n".utf8)
        }
        return bytes + Array("\u{1B}[?25h".utf8)
    }

    /// Forgets what the area shows, so the next frame is written whole (after a write failed).
    package mutating func forgetShown() {
        shown = Canvas(size: size, filledWith: Cell(grapheme: "", width: 1))
        forgetTerminalState()
    }

    /// Forgets the pen, the cursor's column and its visibility (after someone else wrote to the
    /// terminal, e.g. while the program was stopped).
    package mutating func forgetTerminalState() {
        pen = nil
        cursorColumn = nil
        cursorVisible = nil
    }

    // MARK: Writing cells

    private mutating func write(_ run: CellRun) {
        let y = run.origin.y
        guard y >= 0, y < size.height else { return }
        var index = 0
        while index < run.cells.count {
            let x = run.origin.x + index
            var cell = run.cells[index]
            if x >= 0, x < size.width, let count = erasableBlanks(in: run, from: index, x: x, y: y) {
                erase(count, of: cell, x: x, y: y)
                index += count
                continue
            }
            index += 1
            if cell.isContinuation { continue }
            guard x >= 0 else { continue }
            guard x < size.width else { break }
            if x + max(cell.width, 1) > size.width { cell = .blank(style: cell.style) }
            put(cell, x: x, y: y)
        }
    }

    /// How many cells from `index` are the same blank that one erase (`ECH`, `CSI n X`) can write:
    /// at least `minimumErase` of them, on screen, with no attribute that shows on a blank (the
    /// terminal fills erased cells with the current background, as xterm and its peers do). Nil when
    /// writing the cells one by one is as cheap.
    private func erasableBlanks(in run: CellRun, from index: Int, x: Int, y: Int) -> Int? {
        let blank = run.cells[index]
        guard blank.grapheme == " ", blank.width == 1,
            blank.style.attributes.isDisjoint(with: [.underline, .reverse])
        else { return nil }
        var count = 0
        while index + count < run.cells.count, x + count < size.width, run.cells[index + count] == blank {
            count += 1
        }
        guard count >= Self.minimumErase,
            (0..<count).contains(where: { shown[x: x + $0, y: y] != blank })
        else { return nil }
        return count
    }

    /// Writes `count` copies of the blank `cell` from `x` with one erase; the cursor stays at `x`.
    private mutating func erase(_ count: Int, of cell: Cell, x: Int, y: Int) {
        move(to: Point(x: x, y: y))
        setPen(cell.style)
        emit(Self.csi(count, "X"))
        for column in x..<(x + count) { shown.set(cell, at: Point(x: column, y: y)) }
        cursorColumn = x
    }

    /// The shortest run of blanks written with an erase rather than spaces: an erase and the move
    /// past it cost about this many bytes.
    private static let minimumErase = 8

    private mutating func redraw(_ canvas: Canvas) {
        for y in 0..<min(canvas.size.height, size.height) {
            write(CellRun(origin: Point(x: 0, y: y), cells: Array(canvas.row(y))))
        }
    }

    /// Writes one glyph unless the area shows it already.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        let current = shown[x: x, y: y]
        let alreadyShown = current == cell && (!cell.isWide || shown[x: x + 1, y: y].isContinuation)
        guard !alreadyShown else { return }
        move(to: Point(x: x, y: y))
        setPen(cell.style)
        emit(Self.glyph(of: cell, fitting: size.width - x))
        shown.set(cell, at: Point(x: x, y: y))
        let next = x + max(1, cell.width)
        cursorColumn = next < size.width ? next : nil
    }

    /// The text of a glyph, a space when it does not fit.
    private static func glyph(of cell: Cell, fitting columns: Int) -> String {
        cell.width > columns ? " " : cell.grapheme
    }

    // MARK: Cursor and pen

    /// Shows the cursor where the application wants it; a hidden cursor rests on the focus point (so
    /// magnifiers and braille displays follow the focus) or, with none, waits at the area's top left
    /// corner, so a terminal that re-wraps its lines when it narrows (tmux) keeps the cursor at the
    /// start of the area and a resize can erase the whole area from there.
    private mutating func place(_ cursor: CursorState) {
        appCursor = cursor
        guard let position = cursor.position, !size.isEmpty else {
            setCursorVisible(false)
            if !size.isEmpty { move(to: clamped(cursor.restingPosition ?? .zero)) }
            return
        }
        let x = min(max(0, position.x), size.width - 1)
        let y = min(max(0, position.y), size.height - 1)
        move(to: Point(x: x, y: y))
        setCursorVisible(true)
    }

    /// `point` moved inside the live area.
    private func clamped(_ point: Point) -> Point {
        Point(x: min(max(0, point.x), size.width - 1), y: min(max(0, point.y), size.height - 1))
    }

    private mutating func moveToTop() {
        if cursorColumn != 0 { emit("\r") }
        if cursorRow > 0 { emit(Self.csi(cursorRow, "A")) }
        cursorRow = 0
        cursorColumn = 0
    }

    /// Moves the cursor with the fewest bytes: vertical moves by rows, then a carriage return, a
    /// backspace or a relative or absolute column move.
    private mutating func move(to target: Point) {
        if target.y > cursorRow {
            emit(Self.csi(target.y - cursorRow, "B"))
        } else if target.y < cursorRow {
            emit(Self.csi(cursorRow - target.y, "A"))
        }
        cursorRow = target.y
        if let column = cursorColumn, column == target.x { return }
        if target.x == 0 {
            emit("\r")
        } else if let column = cursorColumn, target.x == column - 1 {
            emit("\u{8}")
        } else if let column = cursorColumn, target.x > column {
            let relative = Self.csi(target.x - column, "C")
            let absolute = Self.csi(target.x + 1, "G")
            output += relative.count <= absolute.count ? relative : absolute
        } else if let column = cursorColumn, column - target.x < target.x + 1 {
            output += Self.csi(column - target.x, "D")
        } else {
            output += Self.csi(target.x + 1, "G")
        }
        cursorColumn = target.x
    }

    private mutating func setPen(_ style: Style) {
        let reduced = style.reduced(to: depth)
        output += StyleSequence.change(from: pen, to: reduced)
        pen = reduced
    }

    private mutating func setCursorVisible(_ visible: Bool) {
        guard cursorVisible != visible else { return }
        emit(visible ? "\u{1B}[?25h" : "\u{1B}[?25l")
        cursorVisible = visible
    }

    // MARK: Output

    private mutating func emit(_ text: String) {
        output += Array(text.utf8)
    }

    private mutating func emit(_ bytes: [UInt8]) {
        output += bytes
    }

    private mutating func takeOutput() -> [UInt8] {
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }

    /// `ESC [ n final`, with the count left out when it is 1.
    private static func csi(_ count: Int, _ final: Character) -> [UInt8] {
        Array((count == 1 ? "\u{1B}[\(final)" : "\u{1B}[\(count)\(final)").utf8)
    }
}
