import CNcurses
import TerminalCore
import TerminalIO

/// One ncurses screen on a terminal device: setup and teardown, colours, writing cells, the
/// cursor and the physical update. Errors ncurses reports for clipped writes are not fatal.
@MainActor
final class CursesScreen {
    private let screen: OpaquePointer
    /// How style colours become ncurses colour numbers.
    let colorMapper: CursesColorMapper
    private var pairs: ColorPairCache
    private var cursorVisible: Bool?
    /// Whether ncurses was last told to leave the cursor where the last write left it.
    private var leavesCursor: Bool?
    /// The cells `write` hands ncurses as one string (allocated once, grown when a row is wider).
    private var runStorage: UnsafeMutablePointer<cchar_t>?
    /// The same for strings of ASCII cells, as ncurses' narrow `chtype`s.
    private var characterStorage: UnsafeMutablePointer<chtype>?
    private var runCapacity = 0
    /// The last cell whose style was looked up, with its attributes and colour pair.
    private var lastRendition: Rendition?
    /// The last few styles looked up (at most `recentRenditionCount`): a row mostly switches between
    /// a few styles (text, separators, a highlight), and a switch back needs no lookup.
    private var recentRenditions: [Rendition] = []
    /// The entry of `recentRenditions` a style not among them replaces next.
    private var nextReplacedRendition = 0
    private static let recentRenditionCount = 4
    /// What scrolls a region of the screen; nil when the terminal cannot.
    private var scroller: RegionScroller?

    /// A cell (standing for its style) with the attributes and colour pair that style is written in.
    private struct Rendition {
        var cell: Cell
        var attributes: attr_t
        var pair: Int32
    }

    /// Starts ncurses on `device` in program mode: raw, no echo, no newline translation, 8-bit
    /// input, no typeahead checks (we read input ourselves), colours unless `monochrome`. The
    /// terminfo entry is the first of `terminalTypes` ncurses knows (nil stands for `TERM`).
    init(device: TerminalDevice, terminalTypes: [String?], monochrome: Bool) throws {
        use_tioctl(true)
        var opened: OpaquePointer?
        for terminalType in terminalTypes where opened == nil {
            opened = newterm(terminalType, device.stream, device.stream)
        }
        guard let screen = opened else {
            let name = terminalTypes.last.flatMap { $0 } ?? Environment.value("TERM") ?? ""
            throw CursesTerminalError.unknownTerminalType(name)
        }
        self.screen = screen
        _ = set_term(screen)
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = typeahead(-1)
        let window = recurses_stdscr()
        _ = meta(window, true)
        _ = intrflush(window, false)
        _ = keypad(window, false)
        var colorCount = 0
        var hasDefaultColors = false
        if !monochrome, has_colors(), start_color() == recurses_ok() {
            colorCount = Int(recurses_colors())
            hasDefaultColors = use_default_colors() == recurses_ok()
        }
        colorMapper = CursesColorMapper(
            colorCount: colorCount, hasDefaultColors: hasDefaultColors, monochrome: monochrome)
        pairs = ColorPairCache(colorPairs: colorMapper.depth == .monochrome ? 0 : Int(recurses_color_pairs()))
        scroller = RegionScroller(capability: Self.capability)
        // Until a screen has been suspended once, ncurses (6.x) takes it for a low-level terminfo
        // program and flushes its output after every cursor move, so a frame reached the terminal in
        // a write per changed row. Leaving program mode now makes the first update take the screen
        // back as after a suspend; from then on each update is one write.
        _ = endwin()
    }

    /// The size ncurses draws on.
    var size: Size { Size(width: Int(recurses_cols()), height: Int(recurses_lines())) }

    /// A terminfo string capability, or nil when the terminal lacks it.
    func capability(_ name: String) -> String? {
        Self.capability(name)
    }

    /// A terminfo string capability of the current terminal, or nil when it lacks it.
    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), recurses_is_capability_string(value) != 0 else { return nil }
        return String(cString: value)
    }

    /// Whether the screen can scroll a region itself (see `scroll(_:)`).
    var scrollsRegions: Bool { scroller != nil }

    /// Scrolls rows of the screen before the cells of the next update are written, the terminal's
    /// scroll going out with that update (see `RegionScroller`). Returns false when it could not:
    /// the screen must then be repainted whole.
    func scroll(_ scroll: FrameScroll) -> Bool {
        guard scroller != nil else { return false }
        return scroller?.scroll(scroll, lines: Int(recurses_lines()), on: screen) ?? false
    }

    /// Writes the glyphs of the cells starting at `origin` that fall within `bounds` into the screen
    /// buffer. Returns true when colour pairs had to be reused, which means the caller must repaint
    /// everything. A glyph of one scalar that the C library measures as the frame does (all ASCII
    /// text) is written straight from the cell; only other clusters are re-encoded.
    ///
    /// The cells are written from right to left. ncurses repairs the halves of a wide glyph written
    /// over only in part: a write landing on the right half of a wide glyph blanks the cell to its left,
    /// and writing `chtype`s over its left half leaves the right half marked as such. Left to right,
    /// that blanked a glyph just written (an ASCII letter, then an accented one, where a wide glyph
    /// was). Right to left, every such repair falls on a cell this frame writes afterwards, since a
    /// cell next to a wide glyph that changed has changed too (the presenter writes a row's spans from
    /// the last to the first, see `present`).
    func write(_ cells: UnsafeBufferPointer<Cell>, at origin: Point, within bounds: Size) -> Bool {
        let window = recurses_stdscr()
        var pairsReset = false
        var character = cchar_t()
        let y = origin.y
        guard y >= 0, y < bounds.height else { return false }
        // The placements of `RunLayout.forEachPlacement`, walked here without a closure: a closure
        // made on the main actor and called for every cell pays an isolation check each time.
        // Consecutive narrow glyphs of one scalar go to ncurses as one string of cells: ASCII in a
        // colour pair up to 255 as `chtype`s (ncurses copies those without measuring each character),
        // the others as `cchar_t`s. A run is gathered leftwards, each cell at its own offset in the buffer.
        let run = runBuffer(capacity: cells.count)
        var runStart = 0
        var runEnd = 0
        var runIsASCII = false
        var offset = cells.count
        while offset > 0 {
            offset -= 1
            var cell = cells[offset]
            if cell.isContinuation { continue }
            let x = origin.x + offset
            guard x < bounds.width else { continue }
            guard x >= 0 else { break }
            if x + max(cell.width, 1) > bounds.width { cell = .blank(style: cell.style) }
            let (attributes, pair, reset) = rendition(of: cell)
            pairsReset = pairsReset || reset
            if cell.width == 1, let scalar = Self.directScalar(of: cell) {
                let isASCII = scalar < 0x80 && pair <= 255
                if runEnd > runStart && (runStart != offset + 1 || runIsASCII != isASCII) {
                    addRun(run, from: runStart, to: runEnd, isASCII: runIsASCII, x: origin.x, y: y, to: window)
                    runEnd = runStart
                }
                if runEnd == runStart {
                    runEnd = offset + 1
                    runIsASCII = isASCII
                }
                runStart = offset
                if isASCII {
                    run.characters[offset] = chtype(scalar) | chtype(attributes) | chtype(recurses_color_pair(pair))
                } else {
                    recurses_set_cchar(run.cells + offset, wchar_t(bitPattern: scalar), attributes, pair)
                }
                continue
            }
            if runEnd > runStart {
                addRun(run, from: runStart, to: runEnd, isASCII: runIsASCII, x: origin.x, y: y, to: window)
                runEnd = runStart
            }
            var extendedPair = pair
            if let scalar = Self.directScalar(of: cell) {
                Self.add(scalar, attributes: attributes, pair: pair, x: x, y: y, to: window, using: &character)
                continue
            }
            let encoded = GlyphEncoding.cells(
                of: cell.grapheme, width: cell.width, limit: GlyphEncoding.cellLimit,
                terminalWidth: GlyphEncoding.libraryWidth)
            for (column, glyph) in encoded.enumerated().reversed() {
                var codePoints = glyph.map { wchar_t(bitPattern: $0) }
                codePoints.append(0)
                _ = setcchar(&character, codePoints, attributes, 0, &extendedPair)
                _ = mvwadd_wch(window, Int32(y), Int32(x + column), &character)
            }
        }
        if runEnd > runStart {
            addRun(run, from: runStart, to: runEnd, isASCII: runIsASCII, x: origin.x, y: y, to: window)
        }
        return pairsReset
    }

    /// The two buffers `write` builds its strings of cells in.
    private struct RunBuffer {
        let cells: UnsafeMutablePointer<cchar_t>
        let characters: UnsafeMutablePointer<chtype>
    }

    /// Hands ncurses the cells of `run` at the offsets `start..<end`, the offsets counted from column `x`.
    private func addRun(
        _ run: RunBuffer, from start: Int, to end: Int, isASCII: Bool, x: Int, y: Int,
        to window: UnsafeMutablePointer<WINDOW>?
    ) {
        if isASCII {
            _ = mvwaddchnstr(window, Int32(y), Int32(x + start), run.characters + start, Int32(end - start))
        } else {
            _ = mvwadd_wchnstr(window, Int32(y), Int32(x + start), run.cells + start, Int32(end - start))
        }
    }

    /// Buffers of at least `capacity` cells for `write`'s strings, kept between writes.
    private func runBuffer(capacity: Int) -> RunBuffer {
        if capacity > runCapacity {
            runStorage?.deallocate()
            characterStorage?.deallocate()
            runCapacity = max(capacity, 256)
            runStorage = UnsafeMutablePointer<cchar_t>.allocate(capacity: runCapacity)
            runStorage?.initialize(repeating: cchar_t(), count: runCapacity)
            characterStorage = UnsafeMutablePointer<chtype>.allocate(capacity: runCapacity)
            characterStorage?.initialize(repeating: 0, count: runCapacity)
        }
        return RunBuffer(cells: runStorage.unsafelyUnwrapped, characters: characterStorage.unsafelyUnwrapped)
    }

    /// Adds one code point at (x, y). Nonisolated, so the closures it makes carry no actor isolation:
    /// a closure made on the main actor is checked against the executor each time it runs, which per
    /// cell costs more than writing the cell.
    private nonisolated static func add(
        _ scalar: UInt32, attributes: attr_t, pair: Int32, x: Int, y: Int, to window: UnsafeMutablePointer<WINDOW>?,
        using character: inout cchar_t
    ) {
        var codePoints: (wchar_t, wchar_t) = (wchar_t(bitPattern: scalar), 0)
        var extendedPair = pair
        withUnsafePointer(to: &codePoints) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { codePoints in
                _ = setcchar(&character, codePoints, attributes, 0, &extendedPair)
            }
        }
        _ = mvwadd_wch(window, Int32(y), Int32(x), &character)
    }

    /// The code point to write for a cell whose glyph is one printable scalar of the width the C
    /// library gives it (what `GlyphEncoding.cells` would return unchanged); nil for anything else.
    private nonisolated static func directScalar(of cell: Cell) -> UInt32? {
        guard let scalar = cell.scalar else { return nil }
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return value }
        guard !GlyphEncoding.isControl(scalar), GlyphEncoding.libraryWidth(value) == min(max(cell.width, 1), 2)
        else { return nil }
        return value
    }

    /// Shows the cursor at a cell or hides it (leaving it on its resting cell).
    func place(_ cursor: CursorState) {
        let window = recurses_stdscr()
        let visible = cursor.position != nil
        if cursorVisible != visible {
            _ = curs_set(visible ? 1 : 0)
            cursorVisible = visible
        }
        // A hidden cursor still rests on the focus point, so magnifiers and braille displays follow it.
        let target = cursor.location
        if leavesCursor != (target == nil) {
            _ = leaveok(window, target == nil)
            leavesCursor = target == nil
        }
        if let position = target {
            let size = size
            let x = min(max(0, position.x), max(0, size.width - 1))
            let y = min(max(0, position.y), max(0, size.height - 1))
            _ = wmove(window, Int32(y), Int32(x))
        }
    }

    /// Sends everything written since the last update to the terminal: one `doupdate`.
    func update() {
        _ = wnoutrefresh(recurses_stdscr())
        _ = doupdate()
    }

    /// Makes the next update repaint the whole screen (clearing it first).
    func invalidate() {
        _ = clearok(recurses_curscr(), true)
    }

    /// Tells ncurses the terminal's new size (an empty size is ignored: ncurses cannot hold it).
    func resize(to size: Size) {
        guard let dimensions = ScreenGeometry.ncursesDimensions(for: size) else { return }
        if dimensions.lines != recurses_lines() || dimensions.columns != recurses_cols() {
            _ = resizeterm(dimensions.lines, dimensions.columns)
        }
    }

    /// Leaves program mode for a while (suspend): shell modes, main screen, visible cursor.
    func leaveProgramMode() {
        _ = endwin()
        cursorVisible = nil
        leavesCursor = nil
    }

    /// Puts the terminal in program mode again (after an outside stop) without drawing.
    func reenterProgramMode() {
        _ = reset_prog_mode()
    }

    /// Ends ncurses for good and frees the screen.
    func end() {
        _ = endwin()
        delscreen(screen)
        runStorage?.deallocate()
        runStorage = nil
        characterStorage?.deallocate()
        characterStorage = nil
        runCapacity = 0
    }

    /// The attributes and colour pair of a cell's style; the last one is remembered, since
    /// neighbouring cells mostly share a style, and so are a few recent ones. When the colour pairs
    /// were reused, the pairs remembered are forgotten.
    @inline(__always)
    private func rendition(of cell: Cell) -> (attr_t, Int32, Bool) {
        if let last = lastRendition, last.cell.hasSameStyle(as: cell) { return (last.attributes, last.pair, false) }
        return recentRendition(of: cell)
    }

    /// The attributes and colour pair of a cell whose style is not the last one looked up.
    @inline(never)
    private func recentRendition(of cell: Cell) -> (attr_t, Int32, Bool) {
        for recent in recentRenditions where recent.cell.hasSameStyle(as: cell) {
            lastRendition = recent
            return (recent.attributes, recent.pair, false)
        }
        let result = rendition(of: cell.style)
        let made = Rendition(cell: cell, attributes: result.0, pair: result.1)
        if result.2 {
            recentRenditions.removeAll(keepingCapacity: true)
            nextReplacedRendition = 0
        }
        if recentRenditions.count < Self.recentRenditionCount {
            recentRenditions.append(made)
        } else {
            recentRenditions[nextReplacedRendition] = made
            nextReplacedRendition = (nextReplacedRendition + 1) % Self.recentRenditionCount
        }
        lastRendition = made
        return result
    }

    private func rendition(of style: Style) -> (attr_t, Int32, Bool) {
        let mapped = colorMapper.map(style)
        let attributes = Self.cursesAttributes(style.attributes.union(mapped.extraAttributes))
        let lookup = pairs.pair(for: .init(foreground: mapped.foreground, background: mapped.background))
        switch lookup {
        case .cached:
            break
        case .allocated(let pair), .allocatedAfterReset(let pair):
            _ = init_extended_pair(pair, mapped.foreground, mapped.background)
        }
        if case .allocatedAfterReset = lookup { return (attributes, lookup.pair, true) }
        return (attributes, lookup.pair, false)
    }

    /// The ncurses attribute bits for text attributes.
    nonisolated static func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
        var result = recurses_attr_normal()
        if attributes.contains(.bold) { result |= recurses_attr_bold() }
        if attributes.contains(.dim) { result |= recurses_attr_dim() }
        if attributes.contains(.italic) { result |= recurses_attr_italic() }
        if attributes.contains(.underline) { result |= recurses_attr_underline() }
        if attributes.contains(.reverse) { result |= recurses_attr_reverse() }
        return result
    }
}
