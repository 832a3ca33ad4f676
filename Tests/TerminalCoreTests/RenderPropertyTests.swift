import ReCursesTesting
import TerminalCore
import Testing

/// Random drawing sequences: after each frame is diffed and presented, the fake terminal must show
/// exactly the canvas, no wide glyph may be split, and the canvas itself must stay consistent.
@MainActor
@Suite("Canvas, frame diff and FakeTerminal agree")
struct RenderPropertyTests {
    private static let samples = ["a", "bc", "漢", "字x", "👍🏽", "e\u{301}", "ｱ", "\t", "—", "🇩🇪", "Ａ", " "]

    @Test(arguments: 1...12)
    func randomFramesRenderExactly(seed: Int) {
        var random = SeededRandomGenerator(seed: UInt64(seed))
        let size = Size(width: Int.random(in: 1...13, using: &random), height: Int.random(in: 1...4, using: &random))
        let terminal = FakeTerminal(size: size)
        var previous: Canvas?
        var canvas = Canvas(size: size)
        for _ in 0..<30 {
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                draw(into: &canvas, using: &random)
            }
            terminal.present(FrameDiff.runs(from: previous, to: canvas), cursor: .hidden)
            #expect(terminal.lines == canvas.lines)
            for y in 0..<size.height {
                for x in 0..<size.width {
                    #expect(terminal.cell(at: Point(x: x, y: y)) == canvas[x: x, y: y], "(\(x), \(y))")
                }
                assertConsistent(canvas.row(y))
            }
            previous = canvas
        }
        #expect(terminal.wideGlyphViolations == 0)
    }

    @Test("applying a diff's runs to the old frame gives the new frame", arguments: 1...12)
    func applyingRunsRebuildsTheFrame(seed: Int) {
        var random = SeededRandomGenerator(seed: UInt64(seed))
        let size = Size(width: Int.random(in: 1...13, using: &random), height: Int.random(in: 1...4, using: &random))
        var canvas = Canvas(size: size)
        var presented = Canvas(size: size, filledWith: Cell("x"))
        for _ in 0..<30 {
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                draw(into: &canvas, using: &random)
            }
            presented.apply(FrameDiff.runs(from: presented, to: canvas))
            #expect(presented == canvas)
        }
    }

    @Test("runs outside the grid are ignored when applied")
    func applyingRunsOutsideTheGrid() {
        var canvas = Canvas(size: Size(width: 3, height: 2))
        canvas.apply([
            CellRun(origin: Point(x: 1, y: 0), cells: [Cell("a"), Cell("b"), Cell("c")]),
            CellRun(origin: Point(x: -1, y: 1), cells: [Cell("d"), Cell("e")]),
            CellRun(origin: Point(x: 0, y: 2), cells: [Cell("f")]),
            CellRun(origin: Point(x: 0, y: -1), cells: [Cell("g")]),
        ])
        #expect(canvas.lines == [" ab", "e  "])
    }

    private func draw(into canvas: inout Canvas, using random: inout SeededRandomGenerator) {
        let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.samples.randomElement(using: &random)! }
            .joined()
        let point = Point(x: Int.random(in: -3...14, using: &random), y: Int.random(in: -1...4, using: &random))
        let style =
            Bool.random(using: &random)
            ? Style.plain : Style.bold.foreground(.palette(UInt8.random(in: 0...255, using: &random)))
        let region = Rect(
            x: Int.random(in: -2...6, using: &random), y: Int.random(in: -1...2, using: &random),
            width: Int.random(in: 0...10, using: &random), height: Int.random(in: 0...4, using: &random))
        switch Int.random(in: 0...4, using: &random) {
        case 0:
            canvas.put(
                text, at: point, style: style, maxWidth: Int.random(in: 0...8, using: &random),
                ellipsis: Bool.random(using: &random))
        case 1: canvas.withRegion(region) { $0.put(text, at: point, style: style) }
        case 2:
            canvas.withRegion(region) {
                $0.fill(Rect(x: point.x, y: point.y, width: 3, height: 2), with: Cell(text.first!, style: style))
            }
        case 3: canvas.drawBox(region, title: text, style: style)
        default: canvas.withRegion(region) { $0.clear(style: style) }
        }
    }

    private func assertConsistent(_ row: ArraySlice<Cell>) {
        let cells = Array(row)
        for (index, cell) in cells.enumerated() {
            if cell.isWide {
                #expect(index + 1 < cells.count && cells[index + 1].isContinuation)
            }
            if cell.isContinuation {
                #expect(index > 0 && cells[index - 1].isWide)
            }
            #expect(!cell.grapheme.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        }
    }
}
