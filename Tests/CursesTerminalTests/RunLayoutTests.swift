import TerminalUI
import Testing

@testable import CursesTerminal

@Suite("Run layout and sizes")
struct RunLayoutTests {
    private func run(_ cells: [Cell], x: Int, y: Int) -> CellRun {
        CellRun(origin: Point(x: x, y: y), cells: cells)
    }

    private let wide = Cell(grapheme: "漢", width: 2)
    private let letter = Cell(grapheme: "a", width: 1)

    @Test("continuation cells are not written")
    func continuationsSkipped() {
        let placements = RunLayout.placements(
            of: run([wide, .continuation(style: .plain), letter], x: 3, y: 1),
            within: Size(width: 10, height: 2))
        #expect(placements.map(\.x) == [3, 5])
        #expect(placements.map(\.cell.grapheme) == ["漢", "a"])
    }

    @Test("a wide glyph straddling the right edge becomes a blank")
    func straddlingWideGlyph() {
        let placements = RunLayout.placements(
            of: run([letter, wide, .continuation(style: .plain)], x: 3, y: 0),
            within: Size(width: 5, height: 1))
        #expect(placements.map(\.x) == [3, 4])
        #expect(placements.map(\.cell) == [letter, .blank])
    }

    @Test(
        "cells outside the screen are dropped, down to 0×0",
        arguments: [
            Size(width: 0, height: 0), Size(width: 3, height: 0), Size(width: 0, height: 3),
        ])
    func emptyScreens(size: Size) {
        #expect(RunLayout.placements(of: run([letter, letter], x: 0, y: 0), within: size).isEmpty)
    }

    @Test("runs above, below, left of and right of the screen are clipped")
    func clipping() {
        let size = Size(width: 4, height: 2)
        #expect(RunLayout.placements(of: run([letter], x: 0, y: 2), within: size).isEmpty)
        #expect(RunLayout.placements(of: run([letter], x: 0, y: -1), within: size).isEmpty)
        #expect(RunLayout.placements(of: run([letter, letter, letter], x: -2, y: 0), within: size).map(\.x) == [0])
        #expect(RunLayout.placements(of: run([letter, letter, letter], x: 2, y: 1), within: size).map(\.x) == [2, 3])
    }

    @Test("kernel sizes are clamped to what ncurses holds; empty sizes are not given to ncurses")
    func geometry() {
        #expect(ScreenGeometry.size(rows: 0, columns: 0) == .zero)
        #expect(ScreenGeometry.size(rows: 70_000, columns: 65_535) == Size(width: 32_767, height: 32_767))
        #expect(ScreenGeometry.ncursesDimensions(for: .zero) == nil)
        #expect(ScreenGeometry.ncursesDimensions(for: Size(width: 5, height: 0)) == nil)
        let dimensions = ScreenGeometry.ncursesDimensions(for: Size(width: 80, height: 24))
        #expect(dimensions?.lines == 24)
        #expect(dimensions?.columns == 80)
    }
}
