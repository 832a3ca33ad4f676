import TerminalIO
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

    /// A C library that counts emoji as two columns and regional indicators as one, as glibc does.
    static func libcWidth(_ codePoint: UInt32) -> Int {
        switch codePoint {
        case 0x1F1E6...0x1F1FF: return 1
        case 0x1F300...0x1FAFF, 0x4E00...0x9FFF: return 2
        case 0x7F...0x9F, 0..<0x20: return -1
        case 0xE0000...0xE007F: return -1
        default: return 1
        }
    }

    @Test("a flag is written as its two indicators, one a column")
    func flag() {
        let cells = GlyphEncoding.cells(of: "🇯🇵", width: 2, limit: 5, terminalWidth: Self.libcWidth)
        #expect(cells == [[0x1F1EF], [0x1F1F5]])
    }

    @Test("a ZWJ family keeps its first emoji, two columns on both sides")
    func zwjFamily() {
        let cells = GlyphEncoding.cells(of: "👨\u{200D}👩\u{200D}👧", width: 2, limit: 5, terminalWidth: Self.libcWidth)
        #expect(cells == [[0x1F468]])
    }

    @Test("widths that disagree are filled to the cell's width")
    func disagreements() {
        #expect(GlyphEncoding.cells(of: "a", width: 1, limit: 5, terminalWidth: Self.libcWidth) == [[0x61]])
        #expect(GlyphEncoding.cells(of: "漢", width: 2, limit: 5, terminalWidth: Self.libcWidth) == [[0x6F22]])
        #expect(
            GlyphEncoding.cells(of: "❤\u{FE0F}", width: 2, limit: 5, terminalWidth: Self.libcWidth) == [
                [0x2764, 0xFE0F], [0x20],
            ])
        #expect(GlyphEncoding.cells(of: "😀", width: 1, limit: 5, terminalWidth: Self.libcWidth) == [[0xFFFD]])
        #expect(
            GlyphEncoding.cells(of: "\u{E0061}", width: 2, limit: 5, terminalWidth: Self.libcWidth) == [
                [0xFFFD], [0x20],
            ])
        #expect(GlyphEncoding.cells(of: "🇯", width: 2, limit: 5, terminalWidth: Self.libcWidth) == [[0x1F1EF], [0x20]])
    }

    @Test("the C library here agrees: a flag's indicators are one column each, the family's man two")
    func realLibraryWidths() {
        _ = LocaleSetup.selectUTF8()
        let cells = GlyphEncoding.cells(of: "🇯🇵", width: 2, limit: 5, terminalWidth: GlyphEncoding.libraryWidth)
        #expect(cells == [[0x1F1EF], [0x1F1F5]])
        #expect(GlyphEncoding.libraryWidth(0x1F468) == 2)
    }
}
