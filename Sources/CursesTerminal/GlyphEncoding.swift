/// Turns a cell's grapheme cluster into the wide characters of one ncurses `cchar_t`: a spacing
/// character followed by the non-spacing ones (combining marks, variation selectors, joiners).
enum GlyphEncoding {
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
