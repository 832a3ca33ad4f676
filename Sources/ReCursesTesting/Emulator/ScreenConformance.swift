import TerminalCore

/// Compares what a terminal shows (a `TerminalEmulatorModel` fed the bytes a backend wrote) with the
/// frame the application drew, cell by cell, as a person sees them: the glyph of every column, and
/// the colours and attributes that show (colours reduced to the terminal's depth, reverse applied; a
/// blank shows only its background and underline).
public struct ScreenConformance {
    /// One column that shows something other than the frame holds.
    public struct Mismatch: Equatable, CustomStringConvertible {
        /// The column.
        public var x: Int
        /// The row.
        public var y: Int
        /// What the frame holds there, as the terminal should show it.
        public var expected: String
        /// What the terminal shows.
        public var shown: String

        /// "(x, y): expected … shown …".
        public var description: String { "(\(x), \(y)): expected \(expected), shown \(shown)" }
    }

    /// The colours the terminal shows.
    public var colorDepth: ColorDepth
    /// The glyphs the terminal should show for a cell, one for each column it covers ("" for the
    /// right half of a wide glyph): the backend's own rendering of glyphs it cannot show as they are.
    public var expectedGlyphs: (Cell) -> [String]

    /// A comparison for a terminal of `colorDepth` that shows every glyph as the frame holds it.
    public init(colorDepth: ColorDepth, expectedGlyphs: @escaping (Cell) -> [String] = ScreenConformance.glyphs) {
        self.colorDepth = colorDepth
        self.expectedGlyphs = expectedGlyphs
    }

    /// A cell's glyph as the frame holds it: the grapheme, and "" for the right half of a wide one.
    public static func glyphs(of cell: Cell) -> [String] {
        cell.isWide ? [cell.grapheme, ""] : [cell.grapheme]
    }

    /// The columns of `frame` the terminal shows otherwise, top to bottom, left to right. A frame with
    /// no `areaTop` fills the screen and must be its size; one with an `areaTop` is an inline live area
    /// whose top row is that screen row, as wide as the screen and within it. A frame of the wrong size
    /// is one mismatch.
    public func mismatches(between frame: Canvas, and terminal: TerminalEmulatorModel, areaTop: Int? = nil)
        -> [Mismatch]
    {
        let top = areaTop ?? 0
        let fits = frame.size.width == terminal.width && top >= 0 && top + frame.size.height <= terminal.height
        let sized = areaTop != nil || frame.size.height == terminal.height
        guard frame.size.width > 0, frame.size.height > 0 else { return [] }
        guard fits, sized else {
            return [
                Mismatch(
                    x: frame.size.width, y: top + frame.size.height,
                    expected: "a \(frame.size.width)×\(frame.size.height) frame from row \(top)",
                    shown: "a \(terminal.width)×\(terminal.height) screen")
            ]
        }
        var result: [Mismatch] = []
        let width = min(frame.size.width, terminal.width)
        for y in 0..<frame.size.height {
            var x = 0
            while x < width {
                let cell = frame[x: x, y: y]
                if cell.isContinuation {
                    x += 1
                    continue
                }
                let glyphs = cell.isWide && x + 1 >= width ? [" "] : expectedGlyphs(cell)
                let expectedLook = Look(glyph: "", style: cell.style, depth: colorDepth)
                for (offset, glyph) in glyphs.enumerated() where x + offset < width {
                    let shown = terminal.cells[top + y][x + offset]
                    let expected = Look(glyph: glyph, style: expectedLook.style, depth: nil)
                    let actual = Look(glyph: shown.glyph, style: shown.style, depth: nil)
                    if !expected.looksLike(actual, isRightHalf: glyph.isEmpty) {
                        result.append(
                            Mismatch(x: x + offset, y: y, expected: expected.description, shown: actual.description))
                    }
                }
                x += max(1, glyphs.count)
            }
        }
        return result
    }

    /// A glyph and the colours and attributes that show with it.
    private struct Look: CustomStringConvertible {
        var glyph: String
        var style: Style

        init(glyph: String, style: Style, depth: ColorDepth?) {
            self.glyph = glyph
            guard let depth else {
                self.style = style
                return
            }
            self.style = Style(
                foreground: style.foreground.reduced(to: depth), background: style.background.reduced(to: depth),
                attributes: style.attributes, link: style.link)
        }

        /// What shows: reverse applied; a blank shows its background and underline only.
        var shown: (glyph: String, foreground: Color?, background: Color, attributes: TextAttributes) {
            var foreground = style.foreground.canonical
            var background = style.background.canonical
            var attributes = style.attributes
            if attributes.contains(.reverse) {
                swap(&foreground, &background)
                attributes.remove(.reverse)
            }
            if glyph == " " || glyph.isEmpty {
                return (
                    glyph, attributes.contains(.underline) ? foreground : nil, background,
                    attributes.intersection(.underline)
                )
            }
            return (glyph, foreground, background, attributes)
        }

        func looksLike(_ other: Look, isRightHalf: Bool) -> Bool {
            let mine = shown
            let theirs = other.shown
            if isRightHalf { return theirs.glyph.isEmpty }
            // A blank's link is not checked: a backend may erase a run of blanks, which drops links.
            let linksMatch = mine.glyph == " " || style.link == other.style.link
            return mine.glyph == theirs.glyph && mine.foreground == theirs.foreground
                && mine.background == theirs.background && mine.attributes == theirs.attributes && linksMatch
        }

        var description: String {
            let look = shown
            var parts = ["\(look.glyph.debugDescription)"]
            if let foreground = look.foreground, foreground != .default { parts.append("fg \(foreground)") }
            if look.background != .default { parts.append("bg \(look.background)") }
            if !look.attributes.isEmpty { parts.append("attributes \(look.attributes.rawValue)") }
            if let link = style.link { parts.append("link \(link.url)") }
            return parts.joined(separator: " ")
        }
    }
}
