import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// What changing a `LogView`'s lines costs on screen, its binders, and its wrapping.
@MainActor @Suite struct LogViewContentTests {
    static func numbered(_ range: Range<Int>) -> [String] { range.map { "line \($0)" } }

    @Test func appendingWhileFollowingRedrawsTheRowsOnScreenOnly() {
        let log = LogView(lines: Self.numbered(0..<100_000))
        let ui = ViewDriver(log, size: Size(width: 30, height: 10))
        log.append("line 100000")
        #expect(ui.lines[9].hasPrefix("line 100000"))
        #expect(log.renderedRowCount == 10)
    }

    @Test func appendingWhilePausedRedrawsTheBadgeRowOnly() {
        let log = LogView(lines: Self.numbered(0..<100_000))
        let ui = ViewDriver(log, size: Size(width: 30, height: 10))
        ui.press(.up)
        #expect(log.renderedRowCount == 10)
        let draws = log.drawCount
        log.append(contentsOf: ["a", "b"])
        #expect(ui.lines[0].hasPrefix("line 99989"))
        #expect(ui.lines[9].contains("↓ 2 new"))
        #expect(log.drawCount == draws + 1)
        #expect(log.renderedRowCount == 1)
    }

    @Test func appendingBelowLinesThatFitDrawsTheNewRowOnly() {
        let log = LogView(lines: ["a", "b", "c"])
        let ui = ViewDriver(log, size: Size(width: 10, height: 10))
        log.append("d")
        #expect(ui.lines[3] == "d         ")
        #expect(log.renderedRowCount == 1)
    }

    @Test func aKeyPressDrawsTheRowsOnScreenWhateverTheLength() {
        for count in [100, 100_000] {
            let log = LogView(lines: Self.numbered(0..<count))
            let ui = ViewDriver(log, size: Size(width: 30, height: 10))
            ui.press(.up)
            #expect(log.renderedRowCount == 10)
            ui.press(.down)
            #expect(log.renderedRowCount == 10)
            #expect(log.isFollowing)
        }
    }

    @Test func theLinesBinderAppendsWhatContinuesTheLog() {
        let log = LogView()
        let ui = ViewDriver(log, size: Size(width: 12, height: 4))
        let lines = PassthroughSubject<[String], Never>()
        lines.subscribe(log.rx.lines)
        lines.send(["a", "b"])
        #expect(ui.lines[1] == "b           ")
        lines.send(["a", "b", "c"])
        #expect(ui.lines[2] == "c           ")
        #expect(log.renderedRowCount == 1)

        lines.send(Self.numbered(0..<10))
        ui.press(.up, .up)
        #expect(ui.lines[0].hasPrefix("line 4"))
        // A store keeping the last ten lines drops two and appends two: the view stays put.
        lines.send(Self.numbered(2..<12))
        #expect(ui.lines[0].hasPrefix("line 4"))
        #expect(log.newLineCount == 2)
        // Redrawn: the thumb's old and new rows (1 and 2) and the badge's (3).
        #expect(log.renderedRowCount == 3)

        // Anything else replaces the lines; a paused view keeps its line index.
        lines.send(["x"] + Self.numbered(100..<120))
        #expect(ui.lines[0].hasPrefix("line 101"))
        #expect(log.newLineCount == 0)
        lines.send([])
        #expect(log.isFollowing)
    }

    @Test func theAppendBinderAppendsEachBatch() {
        let log = LogView(lines: ["a"])
        let batches = PassthroughSubject<[String], Never>()
        batches.subscribe(log.rx.appendedLines)
        batches.send(["b", "c\nd"])
        batches.send([])
        #expect(log.lines == ["a", "b", "c", "d"])
        let limit = PassthroughSubject<Int?, Never>()
        limit.subscribe(log.rx.maximumLineCount)
        limit.send(2)
        #expect(log.lines == ["c", "d"])
        limit.send(nil)
        batches.send(["e"])
        #expect(log.lineCount == 3)
        let empty = PassthroughSubject<String, Never>()
        empty.subscribe(log.rx.emptyText)
        empty.send("nothing")
        #expect(log.emptyText == "nothing")
    }

    @Test func wrappedLinesNeverSplitAWideCharacterOrACluster() {
        let log = LogView(lines: ["ab👩‍💻cd", "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", "漢字漢字漢"])
        log.wrapsLines = true
        let ui = ViewDriver(log, size: Size(width: 5, height: 8))
        #expect(ui.lines == ["ab👩‍💻 ", "cd   ", "ééééé", "漢字 ", "漢字 ", "漢   ", "     ", "     "])
        log.showsScrollIndicator = false
        ui.resize(Size(width: 3, height: 10))
        #expect(ui.lines == ["ab ", "👩‍💻 ", "cd ", "ééé", "éé ", "漢 ", "字 ", "漢 ", "字 ", "漢 "])
        ui.resize(Size(width: 3, height: 4))
        #expect(ui.lines == ["字 ", "漢 ", "字 ", "漢 "])
    }

    @Test func wrappedLogsScrollByRowsAndFollowTheLastRow() {
        let log = LogView(lines: ["one two three four", "five six", "seven eight nine ten"])
        log.wrapsLines = true
        let ui = ViewDriver(log, size: Size(width: 14, height: 3))
        #expect(ui.lines == ["five six     │", "seven eight  █", "nine ten     █"])
        ui.press(.up)
        #expect(ui.lines == ["four         █", "five six     █", "sev ↓ paused █"])
        ui.press(.home)
        #expect(ui.lines == ["one two three█", "four         █", "fiv ↓ paused │"])
        ui.press(.down)
        #expect(ui.lines[0] == "four         █")
        log.wrapsLines = false
        #expect(ui.lines[0] == "one two three…")
        #expect(log.isFollowing)
    }
}

/// The pure parts of `LogView`: its numbered buffer, how new lines continue it, its indicator.
@Suite struct LogModelTests {
    @Test func theBufferNumbersLinesForGood() {
        var buffer = LogLineBuffer()
        buffer.append(contentsOf: (0..<3000).map(String.init))
        #expect(buffer.dropFirst(2500) == 2500)
        #expect(buffer.firstNumber == 2500 && buffer.count == 500 && buffer[2600] == "2600")
        #expect(buffer.trim(toAtMost: 10) == 490)
        #expect(Array(buffer.lines) == (2990..<3000).map(String.init))
        buffer.replaceAll(with: ["x"])
        #expect(buffer.numbers == 3000..<3001)
        #expect(buffer.dropFirst(-4) == 0 && buffer.dropFirst(9) == 1 && buffer.isEmpty)
    }

    @Test func continuationsAreFoundOrRefused() {
        let held: ArraySlice = ["a", "b", "c"]
        #expect(
            LogLineContinuation.find(held: held, new: ["a", "b", "c", "d"], heldIsCapped: false)
                == LogLineContinuation(droppedCount: 0, appendedStart: 3))
        #expect(
            LogLineContinuation.find(held: held, new: ["c", "d"], heldIsCapped: false)
                == LogLineContinuation(droppedCount: 2, appendedStart: 1))
        #expect(LogLineContinuation.find(held: held, new: ["z", "b", "c"], heldIsCapped: false) == nil)
        #expect(LogLineContinuation.find(held: held, new: ["z", "a", "b", "c"], heldIsCapped: false) == nil)
        #expect(
            LogLineContinuation.find(held: held, new: ["z", "a", "b", "c"], heldIsCapped: true)
                == LogLineContinuation(droppedCount: 0, appendedStart: 4))
        #expect(LogLineContinuation.find(held: held, new: [], heldIsCapped: false) == nil)
        #expect(
            LogLineContinuation.find(held: [], new: ["q"], heldIsCapped: false)
                == LogLineContinuation(droppedCount: 0, appendedStart: 0))
        #expect(
            LogLineContinuation.find(held: ["x", "x"], new: ["x", "x", "x"], heldIsCapped: false)
                == LogLineContinuation(droppedCount: 0, appendedStart: 2))
    }

    @Test func theThumbIsAtTheEndsOnlyAtTheEnds() {
        func thumb(_ index: Int, top: Bool = false, end: Bool = false) -> Range<Int> {
            LogScrollIndicator(
                track: 10, lineCount: 1_000_000, shownLineCount: 10, firstShownIndex: index, isAtTop: top, isAtEnd: end
            ).thumb
        }
        #expect(thumb(0, top: true) == 0..<1)
        #expect(thumb(1) == 1..<2)
        #expect(thumb(999_989) == 8..<9)
        #expect(thumb(999_990, end: true) == 9..<10)
        let fits = LogScrollIndicator(
            track: 4, lineCount: 2, shownLineCount: 2, firstShownIndex: 0, isAtTop: true, isAtEnd: true)
        #expect(fits.thumb == 0..<4)
    }
}
