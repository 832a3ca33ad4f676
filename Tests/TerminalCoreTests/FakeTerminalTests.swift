import ReCursesTesting
import TerminalCore
import Testing

@MainActor
@Suite("FakeTerminal")
struct FakeTerminalTests {
    private func draw(_ rows: [String], width: Int, styles: Style = .plain) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: rows.count))
        for (y, row) in rows.enumerated() {
            canvas.put(row, at: Point(x: 0, y: y), style: styles)
        }
        return canvas
    }

    private func started(_ terminal: FakeTerminal) throws -> BatchRecorder {
        let log = BatchRecorder()
        try terminal.start { log.batches.append($0) }
        return log
    }

    @Test func readsScreenWithWideGlyphsOnce() {
        let terminal = FakeTerminal(size: Size(width: 6, height: 2))
        let frame = draw(["漢字ab", "x"], width: 6)
        terminal.present(FrameDiff.runs(from: nil, to: frame), cursor: .at(Point(x: 1, y: 1)))
        #expect(terminal.lines == ["漢字ab", "x     "])
        #expect(terminal.line(0) == "漢字ab")
        #expect(terminal.line(9) == "")
        #expect(terminal.cell(at: Point(x: 1, y: 0)).isContinuation)
        #expect(terminal.cursor == .at(Point(x: 1, y: 1)))
        #expect(terminal.debugDump == "FakeTerminal 6×2, cursor (1, 1)\n0|漢»字»ab|\n1|x     |\n")
        #expect(terminal.text == "漢字ab\nx     ")
    }

    @Test func stylesOfCells() {
        let terminal = FakeTerminal(size: Size(width: 3, height: 1))
        let style = Style.bold.foreground(.red)
        terminal.present(FrameDiff.runs(from: nil, to: draw(["ab"], width: 3, styles: style)), cursor: .hidden)
        #expect(terminal.style(at: Point(x: 0, y: 0)) == style)
        #expect(terminal.style(at: Point(x: 2, y: 0)) == .plain)
        #expect(terminal.style(at: Point(x: 7, y: 7)) == .plain)
    }

    @Test func countersMeasureWhatAMinimalRendererWrites() {
        let terminal = FakeTerminal(size: Size(width: 4, height: 1))
        terminal.present([CellRun(origin: .zero, cells: [Cell("a"), Cell("b")])], cursor: .hidden)
        #expect(terminal.framesPresented == 1)
        #expect(terminal.cellsWritten == 2)
        #expect(terminal.bytesWritten == "\u{1B}[1;1H\u{1B}[0mab\u{1B}[?25l".utf8.count)
        terminal.present([], cursor: .hidden)
        #expect(terminal.presentCalls == 2)
        #expect(terminal.framesPresented == 1)
        #expect(terminal.bytesWritten == 18)
        terminal.present([CellRun(origin: Point(x: 2, y: 0), cells: [Cell("c")])], cursor: .hidden)
        #expect(terminal.bytesWritten == 19)
        terminal.present(
            [CellRun(origin: Point(x: 0, y: 0), cells: [Cell("d", style: .bold)])], cursor: .at(Point(x: 3, y: 0)))
        #expect(terminal.bytesWritten == 19 + "\u{1B}[1;1H\u{1B}[0;1md\u{1B}[2C\u{1B}[?25h".utf8.count)
        #expect(terminal.lines == ["dbc "])
        #expect(
            String(decoding: terminal.lastFrameBytes, as: UTF8.self) == "\u{1B}[1;1H\u{1B}[0;1md\u{1B}[2C\u{1B}[?25h")
        let before = terminal.bytesWritten
        terminal.present(
            [
                CellRun(origin: Point(x: 2, y: 0), cells: [Cell("e"), Cell("f"), Cell("g")]),
                CellRun(origin: Point(x: 0, y: 5), cells: [Cell("h")]),
            ], cursor: .at(Point(x: 3, y: 0)))
        #expect(terminal.bytesWritten - before == "\u{1B}[1;3H\u{1B}[0mef\u{1B}[1;4H".utf8.count)
        terminal.resetCounters()
        #expect(
            [terminal.framesPresented, terminal.cellsWritten, terminal.bytesWritten, terminal.presentCalls] == [
                0, 0, 0, 0,
            ])
    }

    @Test func colourBytesFollowTheColourDepth() {
        let run = [CellRun(origin: .zero, cells: [Cell("x", style: .foreground(.rgb(255, 0, 0)))])]
        let trueColor = FakeTerminal(
            size: Size(width: 2, height: 1), capabilities: TerminalCapabilities(colorDepth: .trueColor))
        trueColor.present(run, cursor: .hidden)
        let mono = FakeTerminal(
            size: Size(width: 2, height: 1), capabilities: TerminalCapabilities(colorDepth: .monochrome))
        mono.present(run, cursor: .hidden)
        #expect(trueColor.bytesWritten - mono.bytesWritten == ";38;2;255;0;0".utf8.count)
    }

    @Test func aStyleMetAgainIsWrittenAsTheFirstTime() {
        // Six styles, twice over: more than the encoder keeps made, so some are made again.
        let styles: [Style] = [
            .plain, .bold, .foreground(.red), .background(.blue), .bold.foreground(.rgb(1, 2, 3)), .background(.green),
        ]
        let cells = (styles + styles).map { Cell("x", style: $0) }
        let terminal = FakeTerminal(
            size: Size(width: cells.count, height: 1), capabilities: TerminalCapabilities(colorDepth: .trueColor))
        terminal.present([CellRun(origin: .zero, cells: cells)], cursor: .hidden)
        var expected = Array("\u{1B}[1;1H".utf8)
        for cell in cells {
            StyleSequence.appendFull(cell.style.reduced(to: .trueColor), to: &expected)
            expected.append(UInt8(ascii: "x"))
        }
        expected += "\u{1B}[?25l".utf8
        #expect(String(decoding: terminal.lastFrameBytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    @Test func splitWideGlyphsAreCountedAsViolations() {
        let terminal = FakeTerminal(size: Size(width: 4, height: 1))
        terminal.present(
            [CellRun(origin: Point(x: 1, y: 0), cells: [.continuation(style: .plain), Cell("a")])], cursor: .hidden)
        terminal.present([CellRun(origin: Point(x: 3, y: 0), cells: [Cell("漢")])], cursor: .hidden)
        #expect(terminal.wideGlyphViolations == 2)
        #expect(terminal.lines == ["  a "])
        terminal.present(
            [CellRun(origin: Point(x: 0, y: 0), cells: [Cell("漢"), .continuation(style: .plain)])], cursor: .hidden)
        terminal.present([CellRun(origin: Point(x: 1, y: 0), cells: [Cell("z")])], cursor: .hidden)
        #expect(terminal.lines == [" za "])
        #expect(terminal.wideGlyphViolations == 2)
    }

    @Test func diffDrivenUpdatesMatchTheCanvasAndStaySmall() {
        let terminal = FakeTerminal(size: Size(width: 20, height: 3))
        let first = draw(["Name: 漢字", "Status: ok", ""], width: 20)
        terminal.present(FrameDiff.runs(from: nil, to: first), cursor: .hidden)
        var second = first
        second.put("!", at: Point(x: 10, y: 1))
        terminal.resetCounters()
        terminal.present(FrameDiff.runs(from: first, to: second), cursor: .hidden)
        #expect(terminal.lines == second.lines)
        #expect(terminal.cellsWritten == 1)
        #expect(terminal.bytesWritten <= 8)
        #expect(terminal.wideGlyphViolations == 0)
    }

    @Test func inputGoesThroughTheParserInOrder() throws {
        let terminal = FakeTerminal()
        let log = try started(terminal)
        terminal.press(.ctrl("s"))
        terminal.press(.escape)
        terminal.type("hé\n")
        terminal.paste("two\nlines")
        terminal.feed(bytes: [0xFF, 0x1B, 0x5B, 0x42])
        terminal.mouse(.press(.left, at: Point(x: 3, y: 4)))
        terminal.send([.resize(Size(width: 1, height: 1))])
        #expect(
            log.batches == [
                [.key(.ctrl("s"))], [.key(.escape)], [.key(.character("h")), .key(.character("é")), .key(.enter)],
                [.paste("two\nlines")], [.key(.character("\u{FFFD}")), .key(.down)],
                [.mouse(.press(.left, at: Point(x: 3, y: 4)))], [.resize(Size(width: 1, height: 1))],
            ])
        #expect(terminal.deliveredEvents.count == 10)
    }

    @Test func loneEscapeWaitsForTheVirtualClock() throws {
        let terminal = FakeTerminal()
        let log = try started(terminal)
        terminal.feed(bytes: [0x1B])
        #expect(log.batches.isEmpty)
        #expect(terminal.hasPendingInput)
        terminal.advanceClock(by: .milliseconds(24))
        #expect(log.batches.isEmpty)
        terminal.advanceClock(by: .milliseconds(1))
        #expect(log.batches == [[.key(.escape)]])
        #expect(terminal.clock.now == .milliseconds(25))
    }

    @Test func theClockItIsGivenTimesItsInput() throws {
        let clock = TerminalClock.virtual(startingAt: .seconds(7))
        let terminal = FakeTerminal(clock: clock)
        let log = try started(terminal)
        #expect(terminal.clock === clock)
        terminal.feed(bytes: [0x1B])
        #expect(terminal.pendingInputDeadline == .seconds(7) + .milliseconds(25))
        clock.advance(by: .milliseconds(30))
        terminal.advanceClock(by: .zero)
        #expect(log.batches == [[.key(.escape)]])
        #expect(terminal.pendingInputDeadline == nil)
    }

    @Test func inputSentFromTheHandlerIsDeliveredAfterTheCurrentBatch() throws {
        let terminal = FakeTerminal()
        var order: [String] = []
        try terminal.start { events in
            let name = events == [.key(.enter)] ? "Enter" : events == [.key(.tab)] ? "Tab" : "?"
            order.append("begin \(name)")
            if name == "Enter" { terminal.press(.tab) }
            order.append("end \(name)")
        }
        terminal.press(.enter)
        #expect(order == ["begin Enter", "end Enter", "begin Tab", "end Tab"])
    }

    @Test func inputBeforeStartWaitsAndStopHaltsDelivery() throws {
        let terminal = FakeTerminal()
        terminal.press(.up)
        let log = try started(terminal)
        #expect(log.batches == [[.key(.up)]])
        terminal.stop()
        terminal.stop()
        terminal.press(.down)
        #expect(log.batches.count == 1)
        #expect(!terminal.isStarted)
    }

    @Test(arguments: [
        Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 3, height: 0), Size(width: 2, height: 5),
    ])
    func resizeToAnySize(_ size: Size) throws {
        let terminal = FakeTerminal(size: Size(width: 4, height: 2))
        let log = try started(terminal)
        terminal.present(FrameDiff.runs(from: nil, to: draw(["a漢b", "cd"], width: 4)), cursor: .at(Point(x: 3, y: 1)))
        terminal.resize(to: size)
        #expect(terminal.size == size)
        #expect(terminal.lines.count == size.height)
        #expect(log.batches == [[.resize(size)]])
        terminal.present(FrameDiff.runs(from: nil, to: Canvas(size: size, filledWith: Cell("x"))), cursor: .hidden)
        #expect(terminal.lines.allSatisfy { $0 == String(repeating: "x", count: size.width) })
    }

    @Test func shrinkingCutsWideGlyphsCleanly() {
        let terminal = FakeTerminal(size: Size(width: 4, height: 1))
        terminal.present(FrameDiff.runs(from: nil, to: draw(["a漢b"], width: 4)), cursor: .hidden)
        terminal.resize(to: Size(width: 2, height: 1))
        #expect(terminal.lines == ["a "])
        terminal.resize(to: Size(width: 5, height: 2))
        #expect(terminal.lines == ["a    ", "     "])
    }
}

/// Collects delivered batches.
@MainActor
private final class BatchRecorder {
    var batches: [[Event]] = []
}

@MainActor
@Suite("FakeTerminal search and clicks")
struct FakeTerminalSearchTests {
    private func terminal(showing rows: [String], width: Int) -> FakeTerminal {
        let terminal = FakeTerminal(size: Size(width: width, height: rows.count))
        var canvas = Canvas(size: terminal.size)
        for (y, row) in rows.enumerated() {
            canvas.put(row, at: Point(x: 0, y: y))
        }
        terminal.present(FrameDiff.runs(from: nil, to: canvas), cursor: .hidden)
        return terminal
    }

    @Test func findsTextByColumnsAfterWideGlyphs() {
        let terminal = terminal(showing: ["漢字 [ OK ]", "name: é!"], width: 12)
        #expect(terminal.position(of: "OK") == Point(x: 7, y: 0))
        #expect(terminal.position(of: "字") == Point(x: 2, y: 0))
        #expect(terminal.position(of: "é!") == Point(x: 6, y: 1))
        #expect(terminal.position(of: "missing") == nil)
        #expect(terminal.position(of: "] n") == nil)
        #expect(terminal.position(of: "") == nil)
        #expect(terminal.contains("name"))
        #expect(!terminal.contains("漢 字"))
    }

    @Test func clickSendsPressAndReleaseThroughTheParser() throws {
        let terminal = terminal(showing: ["  [Save]"], width: 10)
        var batches: [[Event]] = []
        try terminal.start { batches.append($0) }
        #expect(terminal.click(on: "Save"))
        #expect(!terminal.click(on: "Quit"))
        terminal.click(at: Point(x: 1, y: 0), button: .right)
        #expect(
            batches == [
                [.mouse(.press(.left, at: Point(x: 3, y: 0))), .mouse(.release(.left, at: Point(x: 3, y: 0)))],
                [.mouse(.press(.right, at: Point(x: 1, y: 0))), .mouse(.release(.right, at: Point(x: 1, y: 0)))],
            ])
    }
}
