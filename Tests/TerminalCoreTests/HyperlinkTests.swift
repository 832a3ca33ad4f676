import ReCursesTesting
import Testing

@testable import TerminalCore

@MainActor
@Suite struct HyperlinkTests {
    private static let start = "\u{1B}]8;;"
    private static let terminator = "\u{1B}\\"
    private static let end = "\u{1B}]8;;\u{1B}\\"

    @Test func aURLIsKeptAsWrittenWhenItIsPrintableASCII() {
        let link = Hyperlink("https://example.com/a?b=c;d#e")
        #expect(link?.url == "https://example.com/a?b=c;d#e")
        #expect(link == Hyperlink("https://example.com/a?b=c;d#e"))
        #expect(link != Hyperlink("https://example.com/other"))
    }

    @Test(arguments: [
        ("https://x.org/\u{1B}\\evil", "https://x.org/%1B\\evil"),
        ("https://x.org/\u{7}bell\u{9B}", "https://x.org/%07bell%C2%9B"),
        ("https://x.org/a b", "https://x.org/a%20b"),
        ("https://zoë.example/\u{0}", "https://zo%C3%AB.example/%00"),
    ])
    func controlCharactersEscapesAndSpacesArePercentEncoded(input: String, expected: String) throws {
        let link = try #require(Hyperlink(input))
        #expect(link.url == expected)
        #expect(!link.url.utf8.contains { $0 < 0x21 || $0 > 0x7E })
    }

    @Test func emptyAndOverlongURLsMakeNoLink() {
        #expect(Hyperlink("") == nil)
        #expect(Hyperlink(String(repeating: "a", count: Hyperlink.maximumLength)) != nil)
        #expect(Hyperlink(String(repeating: "a", count: Hyperlink.maximumLength + 1)) == nil)
        // Three bytes each once encoded.
        #expect(Hyperlink(String(repeating: "\u{1}", count: Hyperlink.maximumLength / 3 + 1)) == nil)
        #expect(Style.plain.linked(to: "") == .plain)
    }

    @Test func aLinkedCellStaysASixteenBytePlainValueAndComparesByItsLink() throws {
        #expect(MemoryLayout<Cell>.size == 16)
        #expect(_isPOD(Cell.self))
        let style = Style.bold.linked(to: "https://a.example")
        let cell = Cell("x", style: style)
        #expect(cell.style == style)
        #expect(cell.style.link?.url == "https://a.example")
        #expect(cell.hasLink)
        #expect(cell != Cell("x", style: .bold))
        #expect(!cell.hasSameStyle(as: Cell("x", style: .bold)))
        #expect(cell != Cell("x", style: Style.bold.linked(to: "https://b.example")))
        #expect(cell == Cell("x", style: Style.bold.linked(to: "https://a.example")))
        #expect(Style.plain.patched(with: style).link == style.link)
        #expect(style.patched(with: .reversed).link == style.link)
        #expect(style.reduced(to: .monochrome).link == style.link)
    }

    @Test func theFrameDiffSendsACellWhoseLinkAloneChanged() {
        var before = Canvas(size: Size(width: 6, height: 1))
        before.put("docs", at: .zero)
        var after = before
        after.put("docs", at: .zero, style: Style.plain.linked(to: "https://docs.example"))
        let runs = FrameDiff.runs(from: before, to: after)
        #expect(runs.map(\.text) == ["docs"])
    }

    @Test func theEncoderWrapsLinkedTextInOSC8AndEndsTheLinkBeforeTheFrameEnds() {
        let terminal = FakeTerminal(size: Size(width: 12, height: 2))
        let link = Style.plain.linked(to: "https://a.example")
        terminal.present(
            [
                CellRun(
                    origin: .zero,
                    cells: [Cell("a"), Cell("b", style: link), Cell("c", style: link), Cell("d")])
            ], cursor: .hidden)
        let text = String(decoding: terminal.lastFrameBytes, as: UTF8.self)
        #expect(
            text == "\u{1B}[1;1H\u{1B}[0ma\(Self.start)https://a.example\(Self.terminator)bc\(Self.end)d\u{1B}[?25l")
        // A link to the last cell written is ended before the cursor moves on.
        terminal.present([CellRun(origin: Point(x: 5, y: 1), cells: [Cell("z", style: link)])], cursor: .at(.zero))
        let second = String(decoding: terminal.lastFrameBytes, as: UTF8.self)
        #expect(
            second == "\u{1B}[2;6H\(Self.start)https://a.example\(Self.terminator)z\(Self.end)\u{1B}[1;1H\u{1B}[?25h")
    }

    @Test func twoLinksSideBySideSwitchWithoutAnEndBetween() {
        let terminal = FakeTerminal(size: Size(width: 4, height: 1))
        terminal.present(
            [
                CellRun(
                    origin: .zero,
                    cells: [
                        Cell("a", style: Style.plain.linked(to: "https://a")),
                        Cell("b", style: Style.plain.linked(to: "https://b")),
                    ])
            ], cursor: .hidden)
        let text = String(decoding: terminal.lastFrameBytes, as: UTF8.self)
        #expect(
            text.contains(
                "\(Self.start)https://a\(Self.terminator)a\(Self.start)https://b\(Self.terminator)b\(Self.end)"))
    }

    @Test func aStyleChangeCarriesTheLinkChangeForTheInlineRenderer() {
        let link = Style.bold.linked(to: "https://a")
        let open = StyleSequence.change(from: .plain, to: link)
        #expect(String(decoding: open, as: UTF8.self) == "\u{1B}[1m\(Self.start)https://a\(Self.terminator)")
        let close = StyleSequence.change(from: link, to: .plain)
        #expect(String(decoding: close, as: UTF8.self) == "\u{1B}[m\(Self.end)")
        #expect(StyleSequence.change(from: link, to: link).isEmpty)
    }
}
