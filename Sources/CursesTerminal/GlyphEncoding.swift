import CNcurses

/// Turns a cell's grapheme cluster into the wide characters of one ncurses `cchar_t`: a spacing
/// character followed by the non-spacing ones (combining marks, variation selectors, joiners).
enum GlyphEncoding {
    /// How many code points one ncurses cell holds (`CCHARW_MAX`).
    static let cellLimit = Int(recurses_ccharw_max())

    /// The code points to store for `grapheme`, at most `limit` (ncurses' `CCHARW_MAX`). A control
    /// character becomes U+FFFD, an empty cluster a space; a cluster that ncurses cannot hold in one
    /// cell (e.g. a long ZWJ sequence) keeps its first glyph and its marks, never a dangling joiner.
    static func codePoints(of grapheme: String, limit: Int) -> [UInt32] {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return [0x20] }
        var result: [UInt32] = [isControl(first) ? 0xFFFD : first.value]
        while result.count < max(1, limit), let next = scalars.next(), isNonSpacing(next) {
            result.append(next.value)
        }
        while result.count > 1, result.last == 0x200D {
            result.removeLast()
        }
        return result
    }

    /// What to write for a cell of `width` columns holding `grapheme`: one list of code points for
    /// each ncurses cell to write, starting at the cell's column, so that the terminal advances
    /// exactly `width` columns as our frame does. `terminalWidth` is the C library's `wcwidth`, which
    /// ncurses and the terminal go by.
    ///
    /// A glyph whose first code point the terminal gives the same width is written whole (as
    /// `codePoints(of:limit:)` keeps it). A flag (two regional indicators, each one column to the C
    /// library) is written as its two indicators in its two columns, which a terminal that joins them
    /// shows as the flag. Any other disagreement is replaced: a two-column glyph the terminal counts as
    /// one column keeps its first glyph and a space after it; one it cannot print, or a one-column cell
    /// the terminal counts as two, becomes U+FFFD (and a space when two columns are to be filled).
    static func cells(
        of grapheme: String, width: Int, limit: Int, terminalWidth: (UInt32) -> Int
    ) -> [[UInt32]] {
        let glyph = codePoints(of: grapheme, limit: limit)
        let columns = min(max(width, 1), 2)
        let measured = terminalWidth(glyph[0])
        if measured == columns { return [glyph] }
        let scalars = Array(grapheme.unicodeScalars)
        if columns == 2, scalars.count == 2, scalars.allSatisfy(isRegionalIndicator),
            scalars.allSatisfy({ terminalWidth($0.value) == 1 })
        {
            return scalars.map { [$0.value] }
        }
        if columns == 2, measured == 1 { return [glyph, [0x20]] }
        return columns == 2 ? [[0xFFFD], [0x20]] : [[0xFFFD]]
    }

    /// The columns the C library, and so ncurses, gives a code point (`wcwidth`; -1 when unprintable).
    static func libraryWidth(_ codePoint: UInt32) -> Int { Int(recurses_wcwidth(codePoint)) }

    /// The 26 regional indicator letters that pair up into flags.
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// C0 and C1 control characters and DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether a code point draws nothing by itself and belongs to the glyph before it.
    static func isNonSpacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        case .format: return scalar.value == 0x200D || scalar.value == 0x200C
        default: return false
        }
    }
}
