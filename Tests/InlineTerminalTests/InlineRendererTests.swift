import ReCursesTesting
import TerminalCore
import Testing

@testable import InlineTerminal

/// The inline terminal's bytes played on a terminal model: reserving at the bottom, printing above,
/// resizing, leaving, colours.
@Suite("Inline live area on a terminal model")
struct InlineRendererTests {
    /// A frame of `lines` as the runs a full present sends.
    private func frame(_ lines: [String], width: Int, style: Style = .plain) -> [CellRun] {
        var canvas = Canvas(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() { canvas.put(line, at: Point(x: 0, y: y), style: style) }
        return FrameDiff.runs(from: nil, to: canvas)
    }

    @Test("near the bottom the terminal scrolls to make room; the shell's lines above stay intact")
    func reservesAtBottom() {
        var emulator = TerminalEmulatorModel(width: 20, height: 5)
        emulator.printShellLines(["$ one", "out 1", "$ two", "out 2"])
        var renderer = InlineRenderer(height: 3, screenSize: Size(width: 20, height: 5), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.draw(frame(["live 1", "live 2", "status"], width: 20), cursor: .hidden))
        #expect(emulator.transcript == ["$ one", "out 1", "$ two", "out 2", "live 1", "live 2", "status"])
        #expect(emulator.lines.suffix(3) == ["live 1", "live 2", "status"])
        #expect(!emulator.alternateScreenUsed)
    }

    @Test("at the top of an empty screen nothing scrolls")
    func reservesAtTop() {
        var emulator = TerminalEmulatorModel(width: 20, height: 6)
        var renderer = InlineRenderer(height: 2, screenSize: Size(width: 20, height: 6), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.draw(frame(["a", "b"], width: 20), cursor: .at(Point(x: 1, y: 0))))
        #expect(emulator.lines == ["a", "b", "", "", "", ""])
        #expect(emulator.scrollback.isEmpty)
        #expect(emulator.cursor == (1, 0) && emulator.cursorVisible)
    }

    @Test("printed lines go above the live area into the scrollback, in order, and the area is drawn below")
    func printsAbove() {
        var emulator = TerminalEmulatorModel(width: 20, height: 5)
        emulator.printShellLines(["$ build"])
        var renderer = InlineRenderer(height: 2, screenSize: Size(width: 20, height: 5), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.draw(frame(["[###   ] 50%", "building"], width: 20), cursor: .at(Point(x: 3, y: 1))))
        for step in 1...6 {
            emulator.feed(renderer.printAbove([StyledLine("✓ step \(step)", style: .foreground(.green))]))
        }
        #expect(emulator.transcript == ["$ build"] + (1...6).map { "✓ step \($0)" } + ["[###   ] 50%", "building"])
        #expect(emulator.lines.suffix(2) == ["[###   ] 50%", "building"])
        #expect(emulator.cursor == (3, 4) && emulator.cursorVisible)
        #expect(emulator.sgr(x: 0, y: 2) == "32")
    }

    @Test("a long line wraps at the terminal's width; a wide glyph that does not fit moves to the next row")
    func wrapsPrintedLines() {
        var emulator = TerminalEmulatorModel(width: 10, height: 6)
        var renderer = InlineRenderer(height: 1, screenSize: Size(width: 10, height: 6), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.printAbove(["0123456789abc", "123456789漢字", ""]))
        emulator.feed(renderer.draw(frame(["live"], width: 10), cursor: .hidden))
        #expect(emulator.transcript == ["0123456789", "abc", "123456789", "漢字", "", "live"])
    }

    @Test("a resize keeps the area's height, clamps it to the terminal and leaves everything above intact")
    func resizes() {
        var emulator = TerminalEmulatorModel(width: 30, height: 8)
        emulator.printShellLines(["$ watch"])
        var renderer = InlineRenderer(height: 3, screenSize: Size(width: 30, height: 8), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.printAbove(["done: lint"]))
        emulator.feed(renderer.draw(frame(["a wide live row, 30 columns..", "b", "c"], width: 30), cursor: .hidden))
        emulator.resize(width: 12, height: 8)
        emulator.feed(renderer.resize(to: Size(width: 12, height: 8)))
        #expect(renderer.size == Size(width: 12, height: 3))
        emulator.feed(renderer.draw(frame(["narrow", "b", "c"], width: 12), cursor: .hidden))
        #expect(emulator.transcript == ["$ watch", "done: lint", "narrow", "b", "c"])
        emulator.resize(width: 12, height: 2)
        emulator.feed(renderer.resize(to: Size(width: 12, height: 2)))
        #expect(renderer.size == Size(width: 12, height: 2))
        emulator.feed(renderer.draw(frame(["tiny", "z"], width: 12), cursor: .hidden))
        #expect(emulator.lines == ["tiny", "z"])
        #expect(emulator.transcript.prefix(2) == ["$ watch", "done: lint"])
    }

    @Test("on exit the last frame stays and the prompt starts on a clean line below it, or the area is erased")
    func leaves() {
        for clearing in [false, true] {
            var emulator = TerminalEmulatorModel(width: 20, height: 6)
            emulator.printShellLines(["$ run"])
            var renderer = InlineRenderer(height: 3, screenSize: Size(width: 20, height: 6), depth: .ansi16)
            emulator.feed(renderer.reserve())
            emulator.feed(renderer.draw(frame(["x", "y", "z"], width: 20), cursor: .at(Point(x: 0, y: 0))))
            emulator.feed(renderer.leave(clearing: clearing))
            emulator.printShellLines(["$ "])
            if clearing {
                #expect(emulator.transcript == ["$ run", "$"])
            } else {
                #expect(emulator.transcript == ["$ run", "x", "y", "z", "$"])
            }
            #expect(emulator.cursorVisible)
        }
    }

    @Test("a keystroke writes the changed cell alone; an unchanged frame writes nothing")
    func keystrokeBytes() {
        var renderer = InlineRenderer(height: 2, screenSize: Size(width: 40, height: 10), depth: .palette256)
        _ = renderer.reserve()
        _ = renderer.draw(frame(["> hell", "status"], width: 40), cursor: .at(Point(x: 6, y: 0)))
        let run = CellRun(origin: Point(x: 6, y: 0), cells: [Cell("o")])
        let typed = renderer.draw([run], cursor: .at(Point(x: 7, y: 0)))
        #expect(typed == Array("o".utf8))
        #expect(renderer.draw([], cursor: .at(Point(x: 7, y: 0))).isEmpty)
    }

    @Test("a row of blanks is one erase in the row's background; the model shows the same row")
    func blanksAreErased() {
        var emulator = TerminalEmulatorModel(width: 40, height: 4)
        var renderer = InlineRenderer(height: 2, screenSize: Size(width: 40, height: 4), depth: .palette256)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.draw(frame(["Row 1", "Row 2"], width: 40), cursor: .hidden))
        let selected = Style(foreground: .black, background: .cyan)
        var canvas = Canvas(size: Size(width: 40, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 1), with: Cell(" ", style: selected))
        canvas.put("Row 2", at: Point(x: 0, y: 0), style: selected)
        let run = CellRun(origin: Point(x: 0, y: 1), cells: Array(canvas.row(0)))
        let bytes = renderer.draw([run], cursor: .hidden)
        emulator.feed(bytes)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[35X"))
        #expect(bytes.count < 40)
        #expect(emulator.lines == ["Row 1", "Row 2", "", ""])
        #expect(emulator.sgr(x: 39, y: 1) == emulator.sgr(x: 0, y: 1))
        #expect(!emulator.sgr(x: 39, y: 1).isEmpty)
        #expect(renderer.draw([run], cursor: .hidden).isEmpty)
    }

    @Test("RGB reaches the terminal as RGB at 24 bits, and as the nearest colour at 256, 16 and none")
    func colourDepths() {
        let orange = Style(foreground: .rgb(255, 128, 0))
        let expected: [(ColorDepth, String)] = [
            (.trueColor, "38;2;255;128;0"), (.palette256, "38;5;208"), (.ansi16, "33"), (.monochrome, ""),
        ]
        for (depth, sgr) in expected {
            var emulator = TerminalEmulatorModel(width: 10, height: 3)
            var renderer = InlineRenderer(height: 1, screenSize: Size(width: 10, height: 3), depth: depth)
            emulator.feed(renderer.reserve())
            emulator.feed(renderer.draw(frame(["hot"], width: 10, style: orange), cursor: .hidden))
            #expect(emulator.sgr(x: 0, y: 0) == sgr, "\(depth)")
        }
    }

    @Test("a live area taller than the terminal, or of 0 rows, or on a 0-column terminal does not break")
    func extremeSizes() {
        for (height, screen) in [(10, Size(width: 5, height: 3)), (0, Size(width: 5, height: 3)), (2, Size.zero)] {
            var emulator = TerminalEmulatorModel(width: max(1, screen.width), height: max(1, screen.height))
            var renderer = InlineRenderer(height: height, screenSize: screen, depth: .ansi16)
            emulator.feed(renderer.reserve())
            emulator.feed(renderer.draw(frame(["abcdefgh", "b", "c", "d"], width: 8), cursor: .at(Point(x: 9, y: 9))))
            emulator.feed(renderer.printAbove(["above"]))
            #expect(renderer.size.height == min(height, screen.height))
            #expect(emulator.lines.count == max(1, screen.height))
        }
    }
}

/// Finding the live area on the screen for the mouse: the position query, its reply, and mouse
/// positions mapped into the area.
@Suite("Inline live area: where it is on the screen")
struct InlineAreaLocationTests {
    private func frame(_ lines: [String], width: Int) -> [CellRun] {
        var canvas = Canvas(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() { canvas.put(line, at: Point(x: 0, y: y)) }
        return FrameDiff.runs(from: nil, to: canvas)
    }

    /// Plays the emulator's replies through a parser expecting one position report, into `renderer`.
    private func answer(_ emulator: inout TerminalEmulatorModel, into renderer: inout InlineRenderer) {
        var parser = InputParser()
        parser.expectCursorPositionReport()
        _ = parser.feed(emulator.takeReplies(), at: .zero)
        for reply in parser.takeReplies() {
            if case .cursorPosition(let position) = reply { renderer.locate(position) } else { renderer.abandonQuery() }
        }
    }

    /// The screen row of the area's first row, found by its text.
    private func rowShowing(_ text: String, in emulator: TerminalEmulatorModel) -> Int? {
        emulator.lines.firstIndex(of: text)
    }

    @Test("the reply to the position query tells the area's row, near the bottom and at the top")
    func locatesTheArea() {
        for shellLines in [0, 2, 9] {
            var emulator = TerminalEmulatorModel(width: 20, height: 8)
            emulator.printShellLines((0..<shellLines).map { "$ line \($0)" })
            var renderer = InlineRenderer(height: 3, screenSize: Size(width: 20, height: 8), depth: .ansi16)
            emulator.feed(renderer.reserve())
            emulator.feed(renderer.draw(frame(["top", "middle", "bottom"], width: 20), cursor: .at(Point(x: 2, y: 1))))
            #expect(renderer.areaTop == nil)
            emulator.feed(renderer.queryPosition())
            #expect(renderer.isLocating)
            answer(&emulator, into: &renderer)
            #expect(!renderer.isLocating)
            #expect(renderer.areaTop == rowShowing("top", in: emulator))
        }
    }

    @Test("printing above keeps the known row in step with the screen, also when the screen scrolls")
    func followsPrints() {
        var emulator = TerminalEmulatorModel(width: 20, height: 8)
        var renderer = InlineRenderer(height: 2, screenSize: Size(width: 20, height: 8), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.draw(frame(["live", "status"], width: 20), cursor: .hidden))
        emulator.feed(renderer.queryPosition())
        answer(&emulator, into: &renderer)
        for step in 1...5 {
            emulator.feed(renderer.printAbove([StyledLine("step \(step) " + String(repeating: "x", count: 25))]))
            #expect(renderer.areaTop == rowShowing("live", in: emulator))
        }
        #expect(renderer.areaTop == 6)
    }

    @Test("a reply to a query asked before the area moved is ignored; a resize forgets the row")
    func staleReplies() {
        var emulator = TerminalEmulatorModel(width: 20, height: 6)
        var renderer = InlineRenderer(height: 2, screenSize: Size(width: 20, height: 6), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.queryPosition())
        emulator.feed(renderer.printAbove(["printed"]))
        answer(&emulator, into: &renderer)
        #expect(renderer.areaTop == nil)
        emulator.feed(renderer.queryPosition())
        answer(&emulator, into: &renderer)
        #expect(renderer.areaTop == 1)
        emulator.resize(width: 10, height: 6)
        emulator.feed(renderer.resize(to: Size(width: 10, height: 6)))
        #expect(renderer.areaTop == nil)
    }

    @Test("a terminal that only answers the device attributes query leaves the area unlocated")
    func unansweredQuery() {
        var emulator = TerminalEmulatorModel(width: 20, height: 6)
        emulator.answersPositionQueries = false
        var renderer = InlineRenderer(height: 2, screenSize: Size(width: 20, height: 6), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.queryPosition())
        answer(&emulator, into: &renderer)
        #expect(renderer.areaTop == nil && !renderer.isLocating)
        #expect(renderer.mapIntoArea(.press(.left, at: Point(x: 1, y: 0))) == nil)
    }

    @Test("a hidden cursor waits at the area's top left corner, so a re-wrapping terminal keeps it at the area's start")
    func hiddenCursorWaitsAtTheTop() {
        var emulator = TerminalEmulatorModel(width: 20, height: 8)
        emulator.printShellLines(["$ a"])
        var renderer = InlineRenderer(height: 3, screenSize: Size(width: 20, height: 8), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.draw(frame(["one", "two", "three"], width: 20), cursor: .hidden))
        #expect(emulator.cursor == (0, 1) && !emulator.cursorVisible)
        emulator.feed(renderer.draw(frame(["one", "two", "four"], width: 20), cursor: .hidden))
        #expect(emulator.cursor == (0, 1))
        emulator.feed(renderer.draw(frame(["one", "two", "four"], width: 20), cursor: .at(Point(x: 2, y: 2))))
        #expect(emulator.cursor == (2, 3) && emulator.cursorVisible)
    }

    @Test("mouse positions map into the area; presses and the wheel outside it are dropped, drags are clamped")
    func mapsMouse() {
        var emulator = TerminalEmulatorModel(width: 20, height: 8)
        emulator.printShellLines(["$ a", "$ b", "$ c"])
        var renderer = InlineRenderer(height: 2, screenSize: Size(width: 20, height: 8), depth: .ansi16)
        emulator.feed(renderer.reserve())
        emulator.feed(renderer.queryPosition())
        answer(&emulator, into: &renderer)
        #expect(renderer.areaTop == 3)
        #expect(renderer.mapIntoArea(.press(.left, at: Point(x: 4, y: 4))) == .press(.left, at: Point(x: 4, y: 1)))
        #expect(renderer.mapIntoArea(.wheelUp(at: Point(x: 0, y: 3))) == .wheelUp(at: Point(x: 0, y: 0)))
        #expect(renderer.mapIntoArea(.press(.left, at: Point(x: 4, y: 2))) == nil)
        #expect(renderer.mapIntoArea(.wheelDown(at: Point(x: 4, y: 5))) == nil)
        #expect(renderer.mapIntoArea(.drag(.left, at: Point(x: 30, y: 0))) == .drag(.left, at: Point(x: 19, y: 0)))
        #expect(renderer.mapIntoArea(.release(.left, at: Point(x: 2, y: 7))) == .release(.left, at: Point(x: 2, y: 1)))
        var empty = InlineRenderer(height: 0, screenSize: Size(width: 20, height: 8), depth: .ansi16)
        _ = empty.reserve()
        _ = empty.queryPosition()
        empty.locate(Point(x: 0, y: 3))
        #expect(empty.mapIntoArea(.press(.left, at: Point(x: 0, y: 3))) == nil)
    }
}

/// A scrolled list or log inline: the terminal moves the rows (delete and insert lines), and only the
/// rows that came into view are written; the screen shows exactly the frame.
@Suite("Inline live area: scrolling")
struct InlineScrollTests {
    private func canvas(_ lines: [String], width: Int) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() { canvas.put(line, at: Point(x: 0, y: y)) }
        return canvas
    }

    private func trimmed(_ line: String) -> String {
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }

    /// A title, `rows` list rows from `first`, a status line.
    private func listFrame(first: Int, rows: Int, width: Int) -> Canvas {
        canvas(
            ["Title"] + (first..<(first + rows)).map { "row \($0) " + String(repeating: "•", count: 20) } + ["status"],
            width: width)
    }

    @Test("a list scrolled by one row, a few rows or a page, either way, shows exactly the frame and costs little")
    func scrolls() {
        for (from, to) in [(0, 1), (1, 0), (0, 3), (5, 2), (0, 10), (12, 2)] {
            var emulator = TerminalEmulatorModel(width: 40, height: 14)
            emulator.printShellLines(["$ shell"])
            var renderer = InlineRenderer(height: 12, screenSize: Size(width: 40, height: 14), depth: .ansi16)
            emulator.feed(renderer.reserve())
            let before = listFrame(first: from, rows: 10, width: 40)
            emulator.feed(renderer.draw(FrameDiff.runs(from: nil, to: before), cursor: .hidden))
            let after = listFrame(first: to, rows: 10, width: 40)
            let bytes = renderer.draw(FrameDiff.runs(from: before, to: after), cursor: .hidden)
            emulator.feed(bytes)
            #expect(Array(emulator.lines[1...12]) == after.lines.map(trimmed))
            #expect(emulator.lines[0] == "$ shell")
            #expect(renderer.shown == after)
            let rowsMoved = abs(to - from)
            // A row of the list is 66 bytes of text; the line moves cost a few bytes on top.
            if rowsMoved < 10 {
                #expect(bytes.count <= 75 * rowsMoved + 30, "\(from)→\(to): \(bytes.count) bytes")
            }
        }
    }

    @Test("a frame that changes a few unrelated rows is not taken for a scroll")
    func noFalseScroll() {
        let before = canvas(["a", "b", "c", "d", "e", "f"], width: 10)
        let after = canvas(["x", "b", "y", "d", "z", "f"], width: 10)
        #expect(RowShift.detect(from: before, to: after) == nil)
        let shifted = canvas(["b", "c", "d", "e", "f", "g"], width: 10)
        #expect(RowShift.detect(from: before, to: shifted) == RowShift(rows: 0...4, offset: 1))
        #expect(RowShift.detect(from: shifted, to: before) == RowShift(rows: 1...5, offset: -1))
        #expect(RowShift.detect(from: Canvas(size: .zero), to: Canvas(size: .zero)) == nil)
    }
}

extension InlineScrollTests {
    @Test("rows that moved but differ in a cell or two (a scroll bar's thumb) move with the block")
    func nearlyEqualRowsMove() {
        let before = canvas(["title", "a    |", "b    #", "c    #", "d    |", "e    |", "f    |", "status"], width: 6)
        let after = canvas(["title", "b    #", "c    |", "d    |", "e    |", "f    |", "g    |", "status"], width: 6)
        #expect(RowShift.detect(from: before, to: after) == RowShift(rows: 1...5, offset: 1))
    }
}
