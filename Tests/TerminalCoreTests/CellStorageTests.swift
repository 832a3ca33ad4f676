import Testing

@testable import TerminalCore

@Suite struct CellStorageTests {
    @Test func aCellIsAPlainSixteenByteValue() {
        #expect(MemoryLayout<Cell>.size == 16)
        #expect(_isPOD(Cell.self))
    }

    @Test(arguments: ["a", "é", "e\u{301}", "漢", "👨‍👩‍👧", "🇩🇪", "", "ab"])
    func graphemesRoundTrip(_ grapheme: String) {
        let cell = Cell(grapheme: grapheme, width: 1, style: .bold)
        #expect(cell.grapheme == grapheme)
        #expect(cell == Cell(grapheme: grapheme, width: 1, style: .bold))
        #expect(cell != Cell(grapheme: grapheme, width: 1, style: .plain))
        #expect(cell.hashValue == Cell(grapheme: grapheme, width: 1, style: .bold).hashValue)
    }

    @Test func stylesRoundTripThroughTheirPackedForm() {
        let styles = [
            Style.plain, Style(foreground: .ansi(20), background: .palette(20), attributes: [.bold, .reverse]),
            Style(foreground: .rgb(1, 2, 3), background: .rgb(255, 254, 253), attributes: .underline),
            Style(background: .brightWhite),
        ]
        for style in styles {
            var cell = Cell("x", style: style)
            #expect(cell.style == style)
            cell.style = .dim
            #expect(cell.style == .dim)
        }
        #expect(Cell("x", style: .foreground(.ansi(3))) != Cell("x", style: .foreground(.palette(3))))
    }

    @Test func widthAndGraphemeCanBeSet() {
        var cell = Cell.blank
        cell.grapheme = "👍🏽"
        cell.width = 2
        #expect(cell.grapheme == "👍🏽" && cell.isWide)
        cell.width = 300
        #expect(cell.width == 255)
        #expect(Cell.continuation(style: .plain).grapheme.isEmpty)
    }
}

@Suite("Cell shortcuts for terminal backends")
struct CellShortcutTests {
    @Test("printable ASCII is given as its byte, anything else as nil")
    func printableASCII() {
        #expect(Cell("a").printableASCII == UInt8(ascii: "a"))
        #expect(Cell.blank.printableASCII == 0x20)
        #expect(Cell("é").printableASCII == nil)
        #expect(Cell("漢").printableASCII == nil)
        #expect(Cell.continuation(style: .plain).printableASCII == nil)
    }

    @Test("styles compare without unpacking, whatever the glyph")
    func sameStyle() {
        let bold = Style.plain.bold
        #expect(Cell("a", style: bold).hasSameStyle(as: Cell("漢", style: bold)))
        #expect(!Cell("a", style: bold).hasSameStyle(as: Cell("a")))
        #expect(!Cell("a", style: .foreground(.red)).hasSameStyle(as: Cell("a", style: .foreground(.blue))))
    }
}
