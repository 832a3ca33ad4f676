import CNcurses
import TerminalCore

#if canImport(Glibc)
    import Glibc
#endif

/// The benchmarks' reference: a screen drawn with plain ncurses calls, the way an ncurses
/// programmer writes it (`newterm`, `start_color`/`use_default_colors`, `init_pair`, `wattr_set`,
/// `mvwaddnwstr`, `wmove`, `wnoutrefresh` + `doupdate`), with nothing of ReCurses in between.
///
/// `recurses-bench` draws the same cells with it that the ReCurses screen shows, so the bytes it
/// writes are what ncurses alone needs for the same change. It is not an app framework: it has no
/// input, no signal handling and no resize; `end()` gives the terminal back.
@MainActor
public final class PlainCursesScreen {
    private let screen: OpaquePointer
    private let stream: UnsafeMutablePointer<FILE>
    private var pairs = PlainColorPairs()
    private var cursorVisible: Bool?

    /// How many `doupdate` calls were made.
    package private(set) var updateCount = 0

    /// Starts ncurses on `ttyPath` with the terminfo entry `terminalType`: raw, no echo, no newline
    /// translation, colours with the terminal's defaults.
    public init(ttyPath: String = "/dev/tty", terminalType: String) throws(PlainCursesError) {
        _ = setlocale(LC_ALL, "")
        guard let stream = fopen(ttyPath, "r+") else {
            throw PlainCursesError(message: "cannot open \(ttyPath): \(String(cString: strerror(errno)))")
        }
        guard let screen = newterm(terminalType, stream, stream) else {
            fclose(stream)
            throw PlainCursesError(message: "ncurses does not know the terminal type \(terminalType)")
        }
        self.stream = stream
        self.screen = screen
        _ = set_term(screen)
        _ = raw()
        _ = noecho()
        _ = nonl()
        if has_colors() {
            _ = start_color()
            _ = use_default_colors()
        }
    }

    /// Writes `cells` into row `y` from column `x`: one `wattr_set` and one `mvwaddnwstr` for each
    /// stretch of cells of the same style. Continuation cells (right halves of wide glyphs) are
    /// skipped; ncurses fills them itself.
    public func draw(_ cells: ArraySlice<Cell>, y: Int, x: Int) {
        let window = recurses_stdscr()
        var column = x
        var start = cells.startIndex
        while start < cells.endIndex {
            let style = cells[start].style
            let end = cells[start...].firstIndex { $0.style != style } ?? cells.endIndex
            var text = cells[start..<end].flatMap { cell in
                cell.grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
            }
            let count = Int32(text.count)
            text.append(0)
            _ = wattr_set(window, Self.attributes(style.attributes), pairs.pair(for: style), nil)
            _ = mvwaddnwstr(window, Int32(y), Int32(column), text, count)
            column += end - start
            start = end
        }
        _ = wattr_set(window, recurses_attr_normal(), 0, nil)
    }

    /// Shows the cursor at `position`, or hides it when `position` is nil (leaving it on `resting`).
    public func placeCursor(at position: Point?, resting: Point? = nil) {
        let window = recurses_stdscr()
        let visible = position != nil
        if cursorVisible != visible {
            _ = curs_set(visible ? 1 : 0)
            cursorVisible = visible
        }
        _ = leaveok(window, (position ?? resting) == nil)
        if let target = position ?? resting { _ = wmove(window, Int32(target.y), Int32(target.x)) }
    }

    /// Sends what changed to the terminal: `wnoutrefresh` then `doupdate`.
    public func update() {
        _ = wnoutrefresh(recurses_stdscr())
        _ = doupdate()
        updateCount += 1
    }

    /// Ends ncurses (shell modes and the main screen back) and frees the screen.
    public func end() {
        _ = endwin()
        delscreen(screen)
        fclose(stream)
    }

    /// The ncurses bits of text attributes, written out here rather than taken from CursesTerminal:
    /// the reference shares no code with what it is compared with.
    private static func attributes(_ attributes: TextAttributes) -> attr_t {
        var result = recurses_attr_normal()
        if attributes.contains(.bold) { result |= recurses_attr_bold() }
        if attributes.contains(.dim) { result |= recurses_attr_dim() }
        if attributes.contains(.italic) { result |= recurses_attr_italic() }
        if attributes.contains(.underline) { result |= recurses_attr_underline() }
        if attributes.contains(.reverse) { result |= recurses_attr_reverse() }
        return result
    }
}
