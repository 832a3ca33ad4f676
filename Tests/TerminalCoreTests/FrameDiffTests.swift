import TerminalCore
import Testing

@Suite("Frame diff")
struct FrameDiffTests {
    private func frame(_ rows: [String], width: Int) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: rows.count))
        for (y, row) in rows.enumerated() {
            canvas.put(row, at: Point(x: 0, y: y))
        }
        return canvas
    }

    @Test func noOldFrameMeansEveryRow() {
        let new = frame(["ab", "cd"], width: 2)
        #expect(
            FrameDiff.runs(from: nil, to: new) == [
                CellRun(origin: Point(x: 0, y: 0), cells: [Cell("a"), Cell("b")]),
                CellRun(origin: Point(x: 0, y: 1), cells: [Cell("c"), Cell("d")]),
            ])
        let resized = FrameDiff.runs(from: frame(["ab"], width: 2), to: new)
        #expect(resized.count == 2)
        #expect(FrameDiff.runs(from: nil, to: Canvas(size: .zero)).isEmpty)
    }

    @Test func identicalFramesProduceNothing() {
        let a = frame(["hello", "漢字 x"], width: 6)
        #expect(FrameDiff.runs(from: a, to: a).isEmpty)
    }

    @Test func onlyChangedCellsAreWritten() {
        let old = frame(["hello world", "second line"], width: 11)
        let new = frame(["hellO world", "second LINE"], width: 11)
        let runs = FrameDiff.runs(from: old, to: new)
        #expect(runs.map(\.origin) == [Point(x: 4, y: 0), Point(x: 7, y: 1)])
        #expect(runs.map(\.text) == ["O", "LINE"])
    }

    @Test func separateChangesInOneRowAreSeparateRuns() {
        let runs = FrameDiff.runs(
            from: frame(["abcdefgh"], width: 8), to: frame(["Xbcdefgh"], width: 8).with("Y", at: 6))
        #expect(runs.map(\.text) == ["X", "Y"])
        #expect(runs.map(\.origin.x) == [0, 6])
    }

    @Test func styleChangesAreChanges() {
        let old = frame(["abc"], width: 3)
        var new = old
        new.put("b", at: Point(x: 1, y: 0), style: .bold)
        let runs = FrameDiff.runs(from: old, to: new)
        #expect(runs == [CellRun(origin: Point(x: 1, y: 0), cells: [Cell("b", style: .bold)])])
    }

    @Test func wideGlyphTravelsWithItsContinuation() {
        let old = frame(["ab漢c"], width: 5)
        var restyled = old
        restyled.put("漢", at: Point(x: 2, y: 0), style: .reversed)
        let runs = FrameDiff.runs(from: old, to: restyled)
        #expect(runs.count == 1)
        #expect(runs[0].origin.x == 2)
        #expect(runs[0].cells.count == 2)
        #expect(runs[0].cells[1].isContinuation)
    }

    @Test func changeOfOnlyTheRightHalfIncludesTheGlyph() {
        let old = frame(["a字b"], width: 4)
        var new = old
        new.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: Cell(" "))
        new.put("a字b", at: .zero)
        #expect(FrameDiff.runs(from: old, to: new).isEmpty)
        let replaced = frame(["a字c"], width: 4)
        #expect(FrameDiff.runs(from: old, to: replaced).map(\.text) == ["c"])
        let narrowed = frame(["axyb"], width: 4)
        #expect(FrameDiff.runs(from: old, to: narrowed).map(\.text) == ["xy"])
        let widened = FrameDiff.runs(from: narrowed, to: old)
        #expect(widened.map(\.text) == ["字"])
        #expect(widened[0].cells.count == 2)
    }

    @Test func runsNeverStartWithAContinuationOrEndWithAWideGlyph() {
        let rows = ["漢字漢字漢字", "a漢b字c漢d", "      "]
        let old = frame(rows, width: 12)
        var new = old
        for x in stride(from: 1, to: 12, by: 3) {
            new.put("z", at: Point(x: x, y: 0))
            new.put("漢", at: Point(x: x, y: 1))
            new.put("字", at: Point(x: x - 1, y: 2))
        }
        for run in FrameDiff.runs(from: old, to: new) {
            #expect(run.cells.first?.isContinuation == false)
            #expect(run.cells.last?.isWide == false)
        }
        var replayed = old
        for run in FrameDiff.runs(from: old, to: new) {
            var x = run.origin.x
            for cell in run.cells where !cell.isContinuation {
                replayed.set(cell, at: Point(x: x, y: run.origin.y))
                x += cell.width
            }
        }
        #expect(replayed == new)
    }
}

extension Canvas {
    fileprivate func with(_ text: String, at x: Int) -> Canvas {
        var copy = self
        copy.put(text, at: Point(x: x, y: 0))
        return copy
    }
}

@Suite("Frame updates")
struct FrameUpdateTests {
    @Test("an update made over the frame's cells holds the same spans as the runs")
    func updateMatchesRuns() {
        var old = Canvas(size: Size(width: 6, height: 3))
        old.put("abcdef", at: Point(x: 0, y: 0))
        var new = old
        new.put("xy", at: Point(x: 2, y: 0))
        new.put("漢", at: Point(x: 1, y: 2))
        var spans: [FrameUpdate.Span] = []
        _ = FrameDiff.update(from: nil, to: new, reusing: &spans)
        let update = FrameDiff.update(from: old, to: new, reusing: &spans)
        #expect(update.runs == FrameDiff.runs(from: old, to: new))
        #expect(update.spans.map(\.origin) == [Point(x: 2, y: 0), Point(x: 1, y: 2)])
        #expect(update.cellCount == 4)
        #expect(spans == update.spans)
    }

    @Test("an update made from runs keeps them, empty runs left out")
    func fromRuns() {
        let runs = [
            CellRun(origin: Point(x: 1, y: 0), cells: [Cell("a"), Cell("b")]),
            CellRun(origin: Point(x: 0, y: 1), cells: []),
        ]
        let update = FrameUpdate(runs: runs)
        #expect(update.runs == [runs[0]])
        #expect(FrameUpdate.empty.isEmpty)
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.apply(update)
        #expect(canvas.lines == [" ab"])
    }
}
