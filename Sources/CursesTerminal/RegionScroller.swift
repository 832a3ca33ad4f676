import CNcurses
import TerminalCore
import TerminalIO

/// Scrolls a region of the screen for ncurses as ncurses' own update would, without its search for
/// moved lines: ncurses' three pictures of the screen (the window drawn into, the next update's
/// screen and the terminal's) move their rows alike, and the same scroll goes first into ncurses'
/// output (cursor saved, scroll region, index or reverse index, full region again, cursor restored:
/// ncurses finds the cursor where it left it), so the update that follows finds the moved rows in
/// place, writes only what changed in them, and sends the scroll in the same write.
///
/// ncurses compares lines by hashes it keeps of the terminal's rows; moving the rows under it leaves
/// those of the moved rows as they were until the rows change again. That only ever costs bytes,
/// never a wrong picture: ncurses compares the cells themselves before writing.
@MainActor
struct RegionScroller {
    /// `sc`, `rc`, `csr`, `cup`, `ind`, `indn`, `ri`, `rin`.
    private let saveCursor: String
    private let restoreCursor: String
    private let changeScrollRegion: String
    private let cursorAddress: String
    private let scrollForward: String
    private let scrollForwardLines: String?
    private let scrollReverse: String
    private let scrollReverseLines: String?
    /// The bytes of the last scroll sent, with the scroll and screen height they were made for.
    private var lastSequence: (scroll: FrameScroll, lines: Int, bytes: [CChar])?

    /// A scroller for the terminal's capabilities (looked up with `capability`); nil when it lacks
    /// one a scroll needs.
    init?(capability: (String) -> String?) {
        guard let sc = capability("sc"), let rc = capability("rc"), let csr = capability("csr"),
            let cup = capability("cup"), let ind = capability("ind"), let ri = capability("ri")
        else { return nil }
        saveCursor = ResetSequence.withoutPadding(sc)
        restoreCursor = ResetSequence.withoutPadding(rc)
        changeScrollRegion = csr
        cursorAddress = cup
        scrollForward = ind
        scrollForwardLines = capability("indn")
        scrollReverse = ri
        scrollReverseLines = capability("rin")
    }

    /// Whether `scroll` can be done on a screen of `lines` rows.
    static func fits(_ scroll: FrameScroll, lines: Int) -> Bool {
        scroll.rows.lowerBound >= 0 && scroll.rows.upperBound <= lines && scroll.count != 0
            && abs(scroll.count) < scroll.rows.count
    }

    /// Moves the rows of ncurses' windows and queues the bytes that scroll the terminal alike in the
    /// output of `screen`; false when ncurses refused (its pictures are then unknown).
    mutating func scroll(_ scroll: FrameScroll, lines: Int, on screen: OpaquePointer) -> Bool {
        guard Self.fits(scroll, lines: lines) else { return false }
        let top = Int32(scroll.rows.lowerBound)
        let bottom = Int32(scroll.rows.upperBound - 1)
        guard Self.scroll(recurses_stdscr(), scroll.count, top: top, bottom: bottom, lines: lines),
            Self.scroll(recurses_newscr(), scroll.count, top: top, bottom: bottom, lines: lines),
            Self.scroll(recurses_curscr(), scroll.count, top: top, bottom: bottom, lines: lines)
        else { return false }
        let bytes = sequence(for: scroll, lines: lines)
        return bytes.withUnsafeBufferPointer { recurses_queue_output(screen, $0.baseAddress) } == recurses_ok()
    }

    /// Moves rows `top...bottom` of `window` up by `count` (down when negative) and marks them
    /// unchanged; its scroll region and scrolling are as before afterwards.
    private static func scroll(
        _ window: UnsafeMutablePointer<WINDOW>?, _ count: Int, top: Int32, bottom: Int32, lines: Int
    ) -> Bool {
        guard wsetscrreg(window, top, bottom) == recurses_ok() else { return false }
        _ = scrollok(window, true)
        let scrolled = wscrl(window, Int32(count))
        _ = scrollok(window, false)
        _ = wsetscrreg(window, 0, Int32(lines - 1))
        // The three pictures agree again on these rows: nothing there is left to update.
        _ = wtouchln(window, top, bottom - top + 1, 0)
        return scrolled == recurses_ok()
    }

    /// The bytes that scroll `scroll` on a screen of `lines` rows (NUL-terminated), made once for a
    /// scroll like the last one.
    private mutating func sequence(for scroll: FrameScroll, lines: Int) -> [CChar] {
        if let last = lastSequence, last.scroll == scroll, last.lines == lines { return last.bytes }
        let top = Int32(scroll.rows.lowerBound)
        let bottom = Int32(scroll.rows.upperBound - 1)
        let distance = abs(scroll.count)
        var text = saveCursor + Self.fill(changeScrollRegion, top, bottom)
        if scroll.count > 0 {
            text += Self.fill(cursorAddress, bottom, 0)
            if let many = scrollForwardLines, distance > 1 {
                text += Self.fill(many, Int32(distance), 0)
            } else {
                text += String(repeating: ResetSequence.withoutPadding(scrollForward), count: distance)
            }
        } else {
            text += Self.fill(cursorAddress, top, 0)
            if let many = scrollReverseLines, distance > 1 {
                text += Self.fill(many, Int32(distance), 0)
            } else {
                text += String(repeating: ResetSequence.withoutPadding(scrollReverse), count: distance)
            }
        }
        // The whole screen as the region again; an ANSI terminal's shortest form of it has no numbers.
        let wholeScreen = Self.fill(changeScrollRegion, 0, Int32(lines - 1))
        text += (wholeScreen == "\u{1B}[1;\(lines)r" ? "\u{1B}[r" : wholeScreen) + restoreCursor
        let bytes = Array(text.utf8CString)
        lastSequence = (scroll, lines, bytes)
        return bytes
    }

    /// A capability with its parameters filled in, its padding left out (a terminal that scrolls
    /// regions has no use for it).
    private static func fill(_ capability: String, _ first: Int32, _ second: Int32) -> String {
        guard let filled = recurses_tparm2(capability, first, second) else { return "" }
        return ResetSequence.withoutPadding(String(cString: filled))
    }
}
