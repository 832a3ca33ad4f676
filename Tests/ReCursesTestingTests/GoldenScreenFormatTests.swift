import ReCursesTesting
import TerminalCore
import Testing

@Suite("Golden screen format")
struct GoldenScreenFormatTests {
    static let bold = StyleDescription.describe(Style(foreground: .black, background: .cyan, attributes: .bold))

    static let sample = ScreenSnapshot(
        size: Size(width: 4, height: 2), cursor: Point(x: 3, y: 1),
        rows: [
            [
                .init(glyph: "漢", style: bold), .init(glyph: "", style: bold), .init(glyph: "|", style: "plain"),
                .init(glyph: " ", style: "underline"),
            ],
            [
                .init(glyph: "é", style: "plain"), .init(glyph: " ", style: "plain"), .init(glyph: "x", style: bold),
                .init(glyph: " ", style: "plain"),
            ],
        ])

    @Test func writesTextThenStylesThenLegend() {
        #expect(
            GoldenScreenFormat.text(of: Self.sample) == """
                size 4x2
                cursor 3,1
                text
                |漢| |
                |é x |
                styles
                |aa.b|
                |..a.|
                legend
                . plain
                a fg black, bg cyan, bold
                b underline

                """)
    }

    @Test func readsWhatItWrites() throws {
        let text = GoldenScreenFormat.text(of: Self.sample)
        #expect(try GoldenScreenFormat.snapshot(from: text) == Self.sample)
        let hidden = ScreenSnapshot(size: Size(width: 0, height: 0), cursor: nil, rows: [])
        #expect(try GoldenScreenFormat.snapshot(from: GoldenScreenFormat.text(of: hidden)) == hidden)
    }

    @Test func manyStylesGetDistinctSymbols() throws {
        let row = (0..<100).map {
            ScreenSnapshot.Cell(
                glyph: "x",
                style: StyleDescription.describe(
                    Style(foreground: .palette(UInt8(16 + $0)))))
        }
        let snapshot = ScreenSnapshot(size: Size(width: 100, height: 1), cursor: nil, rows: [row])
        #expect(try GoldenScreenFormat.snapshot(from: GoldenScreenFormat.text(of: snapshot)) == snapshot)
    }

    @Test(arguments: [
        "", "size 4\ncursor hidden\n", "size 1x1\ncursor 1\ntext\n|x|\n",
        "size 2x1\ncursor hidden\ntext\n|x|\nstyles\n|..|\nlegend\n. plain\n",
        "size 1x1\ncursor hidden\ntext\n|x|\nstyles\n|a|\nlegend\n. plain\n",
        "size 1x1\ncursor hidden\ntext\nx\nstyles\n|.|\nlegend\n. plain\n",
    ])
    func refusesMalformedFiles(text: String) {
        #expect(throws: GoldenScreenFormat.ReadError.self) { try GoldenScreenFormat.snapshot(from: text) }
    }

    @Test func describesStylesInWords() {
        #expect(StyleDescription.describe(.plain) == "plain")
        #expect(StyleDescription.describe(Style(foreground: .ansi(200))) == "fg palette 200")
        #expect(
            StyleDescription.describe(Style(background: .rgb(255, 8, 171), attributes: [.dim, .reverse]))
                == "bg #ff08ab, dim, reverse")
        #expect(StyleDescription.describe(Style(foreground: .palette(9))) == "fg brightRed")
    }

    @Test func printedRowsComeBeforeTheScreenAndReadBack() throws {
        var inline = Self.sample
        inline.printed = [
            [
                .init(glyph: "✓", style: "fg green"), .init(glyph: " ", style: "plain"),
                .init(glyph: "a", style: "plain"),
            ],
            [.init(glyph: "字", style: "plain"), .init(glyph: "", style: "plain"), .init(glyph: "b", style: "plain")],
        ]
        let text = GoldenScreenFormat.text(of: inline)
        #expect(text.hasPrefix("size 4x2\ncursor 3,1\nprinted 2\n|✓ a|\n|字b|\ntext\n"))
        #expect(text.contains("styles\n|a..|\n|...|\n|bb.c|\n"))
        #expect(try GoldenScreenFormat.snapshot(from: text) == inline)
        #expect(throws: GoldenScreenFormat.ReadError.self) {
            try GoldenScreenFormat.snapshot(from: text.replacing("printed 2", with: "printed x"))
        }
    }

    @Test func theDifferenceListsPrintedRows() {
        var expected = Self.sample
        expected.printed = [[.init(glyph: "a", style: "plain")]]
        var actual = expected
        actual.printed = [[.init(glyph: "b", style: "plain")], [.init(glyph: "c", style: "plain")]]
        let difference = ScreenDifference(expected: expected, actual: actual)
        #expect(!difference.isEmpty)
        #expect(difference.printedCells.map(\.position) == [Point(x: 0, y: 0), Point(x: 0, y: 1)])
        #expect(difference.report().contains("printed rows: expected 1, actual 2"))
        #expect(difference.report().contains("printed row 0, column 0: expected \"a\" plain, actual \"b\" plain"))
    }

    @Test func theDifferenceListsCellsAndIsCapped() {
        var changed = Self.sample
        changed.rows[1][2] = .init(glyph: "y", style: "plain")
        changed.cursor = nil
        let difference = ScreenDifference(expected: Self.sample, actual: changed)
        #expect(difference.cells.map(\.position) == [Point(x: 2, y: 1)])
        #expect(
            difference.report() == """
                cursor: expected column 3, row 1, actual hidden
                1 cell differs:
                  row 1, column 2: expected "x" fg black, bg cyan, bold, actual "y" plain
                """)
        let blank = ScreenSnapshot(
            size: Size(width: 5, height: 2), cursor: Point(x: 3, y: 1),
            rows: Array(
                repeating: Array(repeating: .init(glyph: " ", style: "plain"), count: 5),
                count: 2))
        let wider = ScreenDifference(expected: Self.sample, actual: blank)
        #expect(wider.cells.count == 8)
        #expect(wider.report(limit: 2).hasSuffix("… and 6 more"))
        #expect(wider.report().contains("size: expected 4×2, actual 5×2"))
        #expect(wider.report().contains("row 0, column 1: expected right half of a wide glyph fg black"))
        #expect(wider.report().contains("row 0, column 4: expected nothing (off screen), actual \" \" plain"))
        #expect(ScreenDifference(expected: Self.sample, actual: Self.sample).isEmpty)
    }
}
