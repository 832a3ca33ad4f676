/// Classes of text that render differently on a terminal, for conformance steps to draw from: each
/// class stresses another part of measuring and cutting text (wide glyphs, zero-width marks,
/// grapheme clusters of many scalars).
public enum ConformanceText: CaseIterable, Sendable {
    /// Printable ASCII letters, digits, punctuation and spaces.
    case ascii
    /// Latin letters with precomposed accents (é, ñ, Å).
    case accented
    /// Letters followed by combining marks (e + U+0301, stacked marks): one cell each.
    case combining
    /// CJK ideographs and kana: two cells each.
    case cjk
    /// Single emoji, some with a variation selector or a skin tone: two cells each.
    case emoji
    /// Zero-width-joiner sequences and flags: one grapheme of many scalars, two cells.
    case zwj
    /// Every class mixed, grapheme by grapheme.
    case mixed

    /// The graphemes of the class.
    public var graphemes: [String] {
        switch self {
        case .ascii: return Self.asciiGraphemes
        case .accented: return ["é", "ñ", "Å", "ü", "ç", "ø", "ß", "Ž", "ő", "ā"]
        case .combining: return ["e\u{301}", "a\u{308}", "o\u{302}\u{323}", "n\u{303}", "x\u{20DD}", "i\u{328}\u{301}"]
        case .cjk: return ["漢", "字", "日", "本", "語", "中", "文", "한", "글", "カ", "な"]
        case .emoji: return ["😀", "🚀", "❤\u{FE0F}", "👍🏽", "🎉", "🐍", "☕", "⭐"]
        case .zwj: return ["👩‍💻", "👨‍👩‍👧", "🏳️‍🌈", "🇯🇵", "🇩🇪", "🧑🏾‍🚀", "👁️‍🗨️"]
        case .mixed: return Self.allCases.filter { $0 != .mixed }.flatMap(\.graphemes)
        }
    }

    /// A random string of this class with up to `maxLength` graphemes (maybe empty).
    public func randomText(maxLength: Int, using random: inout SeededRandomGenerator) -> String {
        let count = Int.random(in: 0...max(0, maxLength), using: &random)
        return randomText(length: count, using: &random)
    }

    /// A random string of this class with exactly `length` graphemes.
    public func randomText(length: Int, using random: inout SeededRandomGenerator) -> String {
        let graphemes = self.graphemes
        var text = ""
        for _ in 0..<max(0, length) { text += graphemes[Int.random(in: 0..<graphemes.count, using: &random)] }
        return text
    }

    /// Printable ASCII, with spaces weighted up so words form.
    private static let asciiGraphemes: [String] =
        "abcdefghijklmnopqrstuvwxyzABCXYZ0123456789.,-_/:;!?()[]".map(String.init) + [" ", " ", " "]
}
