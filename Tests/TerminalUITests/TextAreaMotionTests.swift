import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Cursor motion over wide CJK glyphs, emoji ZWJ sequences and skin tones, combining marks and tabs,
/// with and without wrapping.
@MainActor @Suite struct TextAreaMotionTests {
    func harness(
        _ text: String, width: Int = 20, height: Int = 4, wraps: Bool = true
    ) -> (TextArea, ViewDriver<TextArea>) {
        let area = TextArea(text: text)
        area.wrapsLines = wraps
        return (area, ViewDriver(area, size: Size(width: width, height: height)))
    }

    @Test(arguments: [true, false])
    func leftAndRightStepOneGraphemeAcrossLines(wraps: Bool) {
        let (area, ui) = harness("a日本\n👩‍👩‍👧👍🏽e\u{301}x", wraps: wraps)
        ui.press(.right, .right, .right)
        #expect(area.cursor == TextPosition(line: 0, column: 3))
        #expect(ui.cursor.position == Point(x: 5, y: 0))
        ui.press(.right)
        #expect(area.cursor == TextPosition(line: 1, column: 0))
        ui.press(.right, .right, .right)
        #expect(area.cursor == TextPosition(line: 1, column: 3))
        #expect(ui.cursor.position == Point(x: 5, y: 1), "family 2 + thumbs 2 + é 1")
        ui.press(.ctrl("b"), .left, .left, .left)
        #expect(area.cursor == TextPosition(line: 0, column: 3))
        ui.press(.ctrl("f"))
        #expect(area.cursor == TextPosition(line: 1, column: 0))
    }

    @Test(arguments: [true, false])
    func upAndDownKeepTheDisplayColumnAcrossWideGlyphs(wraps: Bool) {
        let (area, ui) = harness("ab日\n日本語\nabcdef", wraps: wraps)
        area.select(TextAreaSelection(cursor: TextPosition(line: 2, column: 3)))
        ui.press(.up)
        #expect(area.cursor == TextPosition(line: 1, column: 1), "column 3 lies inside 本: before it")
        #expect(ui.cursor.position == Point(x: 2, y: 1))
        ui.press(.up)
        #expect(area.cursor == TextPosition(line: 0, column: 2))
        ui.press(.down, .down)
        #expect(area.cursor == TextPosition(line: 2, column: 3), "the goal column survives the wide rows")
        ui.press(.up, .down)
        #expect(area.cursor == TextPosition(line: 2, column: 3))
        ui.press(.down)
        #expect(area.cursor == TextPosition(line: 2, column: 6), "past the last row: the end")
        ui.press(.up, .up, .up, .up)
        #expect(area.cursor == .start, "past the first row: the start")
    }

    @Test func upAndDownMoveByWrappedRows() {
        let (area, ui) = harness("日本語日本語x\nab", width: 6, height: 4)
        #expect(ui.lines == ["日本語", "日本語", "x     ", "ab    "])
        ui.press(.right)
        ui.press(.down)
        #expect(area.cursor == TextPosition(line: 0, column: 4))
        #expect(ui.cursor.position == Point(x: 2, y: 1))
        ui.press(.down)
        #expect(area.cursor == TextPosition(line: 0, column: 7), "x is one column wide: the row's end")
        ui.press(.down)
        #expect(area.cursor == TextPosition(line: 1, column: 2), "the goal column 2 again")
        ui.press(.up, .up)
        #expect(area.cursor == TextPosition(line: 0, column: 4))
    }

    @Test func homeAndEndWorkOnTheVisualRow() {
        let (area, ui) = harness("hello big world", width: 8, height: 3)
        ui.press(.down, .right)
        ui.press(.end)
        #expect(area.cursor == TextPosition(line: 0, column: 9), "before the space the row wrapped at")
        #expect(ui.cursor.position == Point(x: 3, y: 1))
        ui.press(.home)
        #expect(area.cursor == TextPosition(line: 0, column: 6))
        ui.press(.down, .ctrl("e"))
        #expect(area.cursor == TextPosition(line: 0, column: 15))
        ui.press(.ctrl("a"))
        #expect(area.cursor == TextPosition(line: 0, column: 10))
    }

    @Test func documentStartEndAndPages() {
        let text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let (area, ui) = harness(text, width: 10, height: 5)
        ui.press(.pageDown)
        #expect(area.cursor == TextPosition(line: 4, column: 0))
        #expect(ui.lines.first == "line 5    ")
        #expect(ui.cursor.position == Point(x: 0, y: 0))
        ui.press(.pageDown, .pageUp)
        #expect(area.cursor == TextPosition(line: 4, column: 0))
        ui.press(Key(.end, modifiers: .ctrl))
        #expect(area.cursor == TextPosition(line: 19, column: 7))
        #expect(ui.lines.last == "line 20   ")
        #expect(ui.cursor.position == Point(x: 7, y: 4))
        ui.press(Key(.home, modifiers: .ctrl))
        #expect(area.cursor == .start)
        #expect(ui.lines.first == "line 1    ")
        ui.press(.alt(">"))
        #expect(area.cursor == TextPosition(line: 19, column: 7))
        ui.press(.alt("<"))
        #expect(area.cursor == .start)
    }

    @Test(arguments: [true, false])
    func wordMotionsCrossLinesAndSkipPunctuation(wraps: Bool) {
        let (area, ui) = harness("héllo, 世界!\nnext_word 👍🏽 end", wraps: wraps)
        ui.press(.alt("f"))
        #expect(area.cursor == TextPosition(line: 0, column: 5))
        ui.press(.alt("f"))
        #expect(area.cursor == TextPosition(line: 0, column: 9))
        ui.press(Key(.right, modifiers: .ctrl))
        #expect(area.cursor == TextPosition(line: 1, column: 9), "over the line break to the end of next_word")
        ui.press(.alt("f"))
        #expect(area.cursor == TextPosition(line: 1, column: 15))
        ui.press(.alt("b"), .alt("b"))
        #expect(area.cursor == TextPosition(line: 1, column: 0))
        ui.press(Key(.left, modifiers: .ctrl))
        #expect(area.cursor == TextPosition(line: 0, column: 7))
    }

    @Test func tabsReachTheNextTabStop() {
        let (area, ui) = harness("a\tb\n\t日x", width: 12, height: 2)
        #expect(ui.lines == ["a   b       ", "    日x     "])
        ui.press(.right, .right)
        #expect(ui.cursor.position == Point(x: 4, y: 0))
        ui.press(.down)
        #expect(area.cursor == TextPosition(line: 1, column: 1))
        ui.press(.end)
        #expect(ui.cursor.position == Point(x: 7, y: 1))
    }

    @Test func withoutWrappingTheViewScrollsSideways() {
        let (area, ui) = harness("0123456789日本語abc\nxy", width: 8, height: 2, wraps: false)
        ui.press(.end)
        #expect(area.cursor == TextPosition(line: 0, column: 16))
        #expect(ui.cursor.position == Point(x: 7, y: 0))
        #expect(ui.lines == ["本語abc ", "        "])
        ui.press(.home)
        #expect(ui.lines == ["01234567", "xy      "])
        #expect(ui.cursor.position == Point(x: 0, y: 0))
    }

    @Test func movesAtTinySizesNeverCrash() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            for wraps in [true, false] {
                let (area, ui) = harness("日本\n👩‍👩‍👧x\ne\u{301}\tz", wraps: wraps)
                ui.resize(size)
                let keys: [Key] = [
                    .down, .down, .end, .up, .home, .right, .right, .right, .left, .pageDown, .pageUp,
                    Key(.end, modifiers: .ctrl), Key(.home, modifiers: .ctrl), .alt("f"), .alt("b"),
                    Key(.right, modifiers: .shift), Key(.down, modifiers: .shift),
                ]
                for key in keys { ui.press(key) }
                #expect(ui.lines.count == size.height)
                #expect(area.text == "日本\n👩‍👩‍👧x\ne\u{301}\tz")
                if let cursor = ui.cursor.position {
                    #expect(cursor.x < size.width && cursor.y < size.height)
                }
            }
        }
    }
}
