import TerminalCore

/// How links (OSC 8) reach the screen through ncurses, which knows nothing of them and writes a
/// linked cell as plain text: after each update, the cells whose link the terminal must learn (a
/// changed cell that carries a link, or one that carried a link and no longer does) are written
/// again, straight to the terminal, by the encoder the other backends use, between DECSC and DECRC
/// (`ESC 7` … `ESC 8`), so ncurses' idea of the cursor and the pen stays right. When ncurses
/// repaints the whole screen by itself (a resume), or may have scrolled rows (an update of several
/// rows while links are shown), every linked cell is written again after it.
///
/// A frame without links costs one look at each changed cell.
struct LinkOverlay {
    /// The linked cells the terminal shows, by position.
    private var linked: [Point: Cell] = [:]
    /// The runs to write after the next update.
    private var pending: [CellRun] = []
    /// Whether every linked cell is written after the next update.
    private var rewritesAll = false

    /// Saves the cursor and the pen (DECSC).
    static let saveCursor: [UInt8] = [0x1B, 0x37]
    /// Restores them (DECRC).
    static let restoreCursor: [UInt8] = [0x1B, 0x38]

    /// Notes what `update` changes: its cells that carry a link or lost one are written again. A
    /// scroll the update carries has moved the linked cells of its region with their links (the
    /// terminal scrolled them), so they are looked for at their new rows first.
    mutating func note(_ update: FrameUpdate) {
        if let scroll = update.scroll, !linked.isEmpty { move(by: scroll) }
        // ncurses may scroll rows by itself when several change, and then writes again cells the
        // frame did not change, without their links: every linked cell is written again then.
        if !linked.isEmpty, let first = update.spans.first, let last = update.spans.last,
            first.origin.y != last.origin.y
        {
            rewritesAll = true
        }
        for span in update.spans {
            update.withCells(of: span) { cells in
                if linked.isEmpty, !cells.contains(where: \.hasLink) { return }
                var run: [Cell] = []
                var runStart = span.origin
                for (offset, cell) in cells.enumerated() {
                    let point = Point(x: span.origin.x + offset, y: span.origin.y)
                    let concerned: Bool
                    if cell.hasLink {
                        linked[point] = cell
                        concerned = true
                    } else {
                        concerned = linked.removeValue(forKey: point) != nil
                    }
                    if concerned {
                        if run.isEmpty {
                            runStart = point
                            // The right half of a wide glyph is written with its left half (a span
                            // never starts with a right half).
                            if cell.isContinuation, offset > 0 {
                                runStart.x -= 1
                                run.append(cells[offset - 1])
                            }
                        }
                        run.append(cell)
                    } else if !run.isEmpty {
                        pending.append(CellRun(origin: runStart, cells: run))
                        run = []
                    }
                }
                if !run.isEmpty { pending.append(CellRun(origin: runStart, cells: run)) }
            }
        }
    }

    /// Moves the linked cells of `scroll`'s region as the terminal scrolled them: each to its row
    /// less the scroll's count, those scrolled out of the region forgotten.
    private mutating func move(by scroll: FrameScroll) {
        var moved: [Point: Cell] = [:]
        moved.reserveCapacity(linked.count)
        for (point, cell) in linked {
            guard scroll.rows.contains(point.y) else {
                moved[point] = cell
                continue
            }
            let row = point.y - scroll.count
            if scroll.rows.contains(row) { moved[Point(x: point.x, y: row)] = cell }
        }
        linked = moved
    }

    /// Notes a repaint of the whole frame `update` holds (ncurses' pictures of the screen were
    /// unknown): the linked cells are those of the new frame, all written again after the update.
    mutating func noteRepaint(_ update: FrameUpdate) {
        linked = [:]
        pending = []
        update.forEachRow { y, cells in
            for (x, cell) in cells.enumerated() where cell.hasLink {
                linked[Point(x: x, y: y)] = cell
            }
        }
        rewritesAll = true
    }

    /// After the next update, every linked cell inside `size` is written again (ncurses repaints the
    /// whole screen); cells outside it are forgotten.
    mutating func rewriteAll(within size: Size) {
        linked = linked.filter { $0.key.x < size.width && $0.key.y < size.height }
        rewritesAll = true
    }

    /// Forgets every link (a new screen).
    mutating func reset() {
        linked = [:]
        pending = []
        rewritesAll = false
    }

    /// The bytes to write after ncurses' update (empty when no cell needs them), colours reduced to
    /// `depth`, on a screen of `screenSize`.
    mutating func takeBytes(depth: ColorDepth, screenSize: Size) -> [UInt8] {
        if rewritesAll {
            rewritesAll = false
            let all = linked.sorted { ($0.key.y, $0.key.x) < ($1.key.y, $1.key.x) }
            pending += all.map { CellRun(origin: $0.key, cells: [$0.value]) }
        }
        guard !pending.isEmpty else { return [] }
        var encoder = AnsiFrameEncoder()
        var output = Self.saveCursor
        let runs = pending.map { Self.asWritten($0, within: screenSize) }
        encoder.encodeCells(of: FrameUpdate(runs: runs), depth: depth, screenSize: screenSize, into: &output)
        output += Self.restoreCursor
        pending.removeAll(keepingCapacity: true)
        return output
    }

    /// `run` with each glyph as ncurses wrote it (`GlyphEncoding`: what the C library measures
    /// otherwise than the frame becomes U+FFFD or its first glyph and a space, a flag its two
    /// letters), and a wide glyph that does not fit a blank, so the terminal's cursor advances as
    /// ncurses expects.
    private static func asWritten(_ run: CellRun, within size: Size) -> CellRun {
        var cells: [Cell] = []
        cells.reserveCapacity(run.cells.count)
        var rightHalf: Cell?
        for (offset, cell) in run.cells.enumerated() {
            if cell.isContinuation {
                cells.append(rightHalf ?? cell)
                rightHalf = nil
                continue
            }
            if let pending = rightHalf { cells.append(pending) }
            rightHalf = nil
            if cell.printableASCII != nil {
                cells.append(cell)
                continue
            }
            let style = cell.style
            if run.origin.x + offset + max(cell.width, 1) > size.width {
                cells.append(.blank(style: style))
                continue
            }
            let encoded = GlyphEncoding.cells(
                of: cell.grapheme, width: cell.width, limit: GlyphEncoding.cellLimit,
                terminalWidth: GlyphEncoding.libraryWidth)
            if encoded.count == 2 {
                cells.append(Cell(grapheme: text(of: encoded[0]), width: 1, style: style))
                rightHalf = Cell(grapheme: text(of: encoded[1]), width: 1, style: style)
            } else {
                cells.append(Cell(grapheme: text(of: encoded.first ?? [0x20]), width: cell.width, style: style))
            }
        }
        if let pending = rightHalf { cells.append(pending) }
        return CellRun(origin: run.origin, cells: cells)
    }

    private static func text(of codePoints: [UInt32]) -> String {
        String(String.UnicodeScalarView(codePoints.compactMap(Unicode.Scalar.init)))
    }
}
