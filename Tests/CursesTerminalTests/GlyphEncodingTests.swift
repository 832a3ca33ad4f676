import Testing

@testable import CursesTerminal

@Suite("Glyph encoding for cchar_t")
struct GlyphEncodingTests {
    @Test(
        "a glyph keeps its combining marks and variation selector",
        arguments: [
            ("a", [0x61]),
            ("漢", [0x6F22]),
            ("e\u{301}", [0x65, 0x301]),
            ("❤\u{FE0F}", [0x2764, 0xFE0F]),
            ("😀", [0x1F600]),
        ] as [(String, [UInt32])])
    func keepsMarks(grapheme: String, expected: [UInt32]) {
        #expect(GlyphEncoding.codePoints(of: grapheme, limit: 5) == expected)
    }

    @Test("a ZWJ sequence keeps its first glyph without a dangling joiner")
    func zwjSequence() {
        #expect(GlyphEncoding.codePoints(of: "👨\u{200D}👩\u{200D}👧", limit: 5) == [0x1F468])
    }

    @Test("too many marks are cut at the limit")
    func limit() {
        let grapheme = "a" + String(repeating: "\u{301}", count: 8)
        #expect(GlyphEncoding.codePoints(of: grapheme, limit: 5).count == 5)
    }

    @Test(
        "control characters and empty clusters never reach ncurses raw",
        arguments: [
            ("\u{7}", [0xFFFD]),
            ("\u{9B}", [0xFFFD]),
            ("", [0x20]),
        ] as [(String, [UInt32])])
    func controls(grapheme: String, expected: [UInt32]) {
        #expect(GlyphEncoding.codePoints(of: grapheme, limit: 5) == expected)
    }
}
