import Testing

@testable import ReCursesWeb
@testable import TerminalCore

@Suite("Web frame messages")
struct WebFrameEncoderTests {
    private func encode(
        _ encoder: inout WebFrameEncoder, _ runs: [CellRun], cursor: CursorState = .hidden, focus: Range<Int>? = nil,
        size: Size = Size(width: 10, height: 3)
    ) -> String {
        var output: [UInt8] = []
        encoder.encode(FrameUpdate(runs: runs), cursor: cursor, focus: focus, screenSize: size, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func cells(_ text: String, style: Style = .plain) -> [Cell] {
        var cells: [Cell] = []
        for character in text {
            let cell = Cell(character, style: style)
            cells.append(cell)
            if cell.width == 2 { cells.append(Cell(grapheme: "", width: 0, style: style)) }
        }
        return cells
    }

    @Test("the first frame sets the grid, the focus, new styles, the text and the cursor")
    func firstFrame() {
        var encoder = WebFrameEncoder()
        let red = Style(foreground: .red, attributes: .bold)
        let message = encode(
            &encoder, [CellRun(origin: Point(x: 2, y: 1), cells: cells("ab") + cells("c", style: red))],
            cursor: .at(Point(x: 3, y: 1)), focus: 1..<2)
        #expect(message == "\u{6}10,3;\u{7}1,1;\u{1}1,2;ab\u{3}1,-1,1;c\u{1}1,3;\u{5}")
    }

    @Test("typing where the cursor is costs the character alone")
    func typing() {
        var encoder = WebFrameEncoder()
        _ = encode(&encoder, [CellRun(origin: Point(x: 0, y: 0), cells: cells("a"))], cursor: .at(Point(x: 1, y: 0)))
        let message = encode(
            &encoder, [CellRun(origin: Point(x: 1, y: 0), cells: cells("b"))], cursor: .at(Point(x: 2, y: 0)))
        #expect(message == "b")
        #expect(encode(&encoder, [], cursor: .at(Point(x: 2, y: 0))) == "")
    }

    @Test("a known style is named by its index; the cursor hides once")
    func laterFrames() {
        var encoder = WebFrameEncoder()
        let green = Style(foreground: .rgb(0, 0x80, 0xff))
        _ = encode(&encoder, [CellRun(origin: .zero, cells: cells("x", style: green) + cells("y"))])
        let second = encode(&encoder, [CellRun(origin: Point(x: 0, y: 2), cells: cells("yz", style: green))])
        #expect(second == "\u{1}2,0;\u{2}1;yz")
        // The next message starts in the plain style again.
        let third = encode(&encoder, [CellRun(origin: Point(x: 2, y: 2), cells: cells("z"))])
        #expect(third == "z")
        #expect(encode(&encoder, []) == "")
    }

    @Test("a colour is -1, a palette index, or 256 plus 0xRRGGBB")
    func colours() {
        #expect(WebFrameEncoder.code(of: .default) == -1)
        #expect(WebFrameEncoder.code(of: .ansi(3)) == 3)
        #expect(WebFrameEncoder.code(of: .palette(200)) == 200)
        #expect(WebFrameEncoder.code(of: .rgb(1, 2, 3)) == 256 + 0x010203)
    }

    @Test("wide glyphs and emoji are followed by a tab for their right half; combining marks stay in their cell")
    func wideGlyphs() {
        var encoder = WebFrameEncoder()
        let message = encode(&encoder, [CellRun(origin: .zero, cells: cells("漢😀e\u{301}!"))])
        #expect(message == "\u{6}10,3;\u{7}0,0;漢\t😀\te\u{301}!\u{4}")
    }

    @Test("a control character in a cell can never be read as an operation")
    func controlCharacters() {
        var output: [UInt8] = []
        WebFrameEncoder.appendText("a\u{1}b\u{7F}", into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "a b ")
    }

    @Test("after invalidate the grid, position, cursor and focus are sent again; the style table is kept")
    func invalidate() {
        var encoder = WebFrameEncoder()
        let blue = Style(foreground: .blue)
        _ = encode(&encoder, [CellRun(origin: .zero, cells: cells("a", style: blue))])
        encoder.invalidate()
        let message = encode(&encoder, [CellRun(origin: .zero, cells: cells("b", style: blue))])
        #expect(message == "\u{6}10,3;\u{7}0,0;\u{2}1;b\u{4}")
    }

    @Test("the page model lays wide glyphs and emoji out on the grid: a glyph after them is at its column")
    func pageLayout() {
        var encoder = WebFrameEncoder()
        var page = PageModel()
        page.apply(encode(&encoder, [CellRun(origin: Point(x: 1, y: 0), cells: cells("漢😀x"))]))
        #expect(page.rows[0][1].width == 2)
        #expect(page.rows[0][2].width == 0)
        #expect(page.rows[0][3].text == "😀")
        #expect(page.rows[0][5].text == "x")
        #expect(page.lines[0] == " 漢😀x")
    }

    @Test("a clipboard message is apart from frames")
    func clipboard() {
        var page = PageModel()
        page.apply(WebFrameEncoder.clipboardMessage("copied\ntext"))
        #expect(page.clipboard == "copied\ntext")
    }

    @Test("a block of rows that moved up or down is sent as a move and the cells that still differ")
    func movedRows() {
        var encoder = WebFrameEncoder()
        var page = PageModel()
        let size = Size(width: 8, height: 8)
        let lines = (0..<8).map { "row \($0)" }
        func frame(_ texts: [String]) -> [CellRun] {
            texts.enumerated().map { row, text in
                let line = cells(text)
                return CellRun(
                    origin: Point(x: 0, y: row), cells: line + Array(repeating: .blank, count: 8 - line.count))
            }
        }
        page.apply(encode(&encoder, frame(lines), size: size))
        // Rows 1…6 scroll up by one: row 6 shows a new line.
        var next = lines
        next.replaceSubrange(1..<7, with: Array(lines[2..<7]) + ["new 漢"])
        let changed = frame(next).enumerated().filter { next[$0.offset] != lines[$0.offset] }.map(\.element)
        let up = encode(&encoder, changed, size: size)
        page.apply(up)
        #expect(up.hasPrefix("\u{8}1,7,1;"))
        #expect(up.utf8.count < 26)
        #expect(page.lines == next)
        // And back down.
        let back = frame(lines).enumerated().filter { next[$0.offset] != lines[$0.offset] }.map(\.element)
        let down = encode(&encoder, back, size: size)
        page.apply(down)
        #expect(down.hasPrefix("\u{8}1,7,-1;"))
        #expect(page.lines == lines)
    }

    @Test("a run of the same cell is sent once with a repeat count when that is shorter")
    func repeats() {
        var encoder = WebFrameEncoder()
        var page = PageModel()
        let size = Size(width: 20, height: 2)
        let message = encode(
            &encoder, [CellRun(origin: .zero, cells: cells("ab" + String(repeating: " ", count: 18)))], size: size)
        page.apply(message)
        #expect(message == "\u{6}20,2;\u{7}0,0;ab \u{B}17;\u{4}")
        #expect(page.rows[0].map(\.text).joined() == "ab" + String(repeating: " ", count: 18))
        let short = encode(&encoder, [CellRun(origin: Point(x: 0, y: 1), cells: cells("xxx"))], size: size)
        #expect(short == "\u{1}1,0;xxx")
    }

    @Test("a link is sent once with its URL, then by its number; a message starts with no link")
    func links() throws {
        var encoder = WebFrameEncoder()
        var page = PageModel()
        let size = Size(width: 10, height: 2)
        let linked = Style(foreground: .blue).linked(to: "https://example.com/a b")
        let first = encode(
            &encoder, [CellRun(origin: .zero, cells: cells("ab", style: linked) + cells("c"))], size: size)
        page.apply(first)
        #expect(first == "\u{6}10,2;\u{7}0,0;\u{E}https://example.com/a%20b\u{F}\u{3}4,-1,0;ab\u{C}0;\u{2}0;c\u{4}")
        #expect(page.links == [nil, "https://example.com/a%20b"])
        #expect(page.rows[0].prefix(3).map(\.link) == [1, 1, 0])
        let second = encode(
            &encoder, [CellRun(origin: Point(x: 0, y: 1), cells: cells("d", style: linked))], size: size)
        page.apply(second)
        #expect(second == "\u{1}1,0;\u{C}1;\u{2}1;d")
        #expect(page.rows[1][0].link == 1)
        // Plain text in the next message needs no operation to end the link.
        #expect(encode(&encoder, [CellRun(origin: Point(x: 1, y: 1), cells: cells("e"))], size: size) == "e")
    }

    @Test("linked text with a scheme the page does not open (javascript:, data:, file:) is sent as plain text")
    func unsafeLinks() {
        var encoder = WebFrameEncoder()
        for url in ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "file:///etc/passwd"] {
            let style = Style.plain.linked(to: url)
            let message = encode(&encoder, [CellRun(origin: .zero, cells: cells("x", style: style))])
            #expect(!message.contains("\u{E}") && !message.contains("\u{C}"), "\(url): \(message.debugDescription)")
        }
        #expect(WebFrameEncoder.pageOpens("HTTPS://example.com") && WebFrameEncoder.pageOpens("mailto:a@b.test"))
    }
}
