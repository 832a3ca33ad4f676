import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct TextAreaTests {
    func harness(_ text: String = "", width: Int = 10, height: Int = 3) -> (TextArea, ViewDriver<TextArea>) {
        let area = TextArea(text: text, placeholder: "Notes")
        return (area, ViewDriver(area, size: Size(width: width, height: height)))
    }

    @Test func rendersLinesAndPlaceholder() {
        let (area, ui) = harness("one\ntwo")
        #expect(ui.lines == ["one       ", "two       ", "          "])
        #expect(ui.cursor.position == Point(x: 0, y: 0))
        area.text = ""
        #expect(ui.lines == ["Notes     ", "          ", "          "])
        #expect(ui.style(at: Point(x: 0, y: 0)).attributes.contains(.dim))
    }

    @Test func typingEnterAndBackspaceEditLines() {
        let (area, ui) = harness()
        let changed = EventLog(area.textChanged)
        ui.type("ab")
        ui.press(.enter)
        ui.type("c")
        #expect(area.text == "ab\nc")
        #expect(ui.lines == ["ab        ", "c         ", "          "])
        #expect(ui.cursor.position == Point(x: 1, y: 1))
        ui.press(.backspace, .backspace)
        #expect(area.text == "ab")
        #expect(changed.values == ["a", "ab", "ab\n", "ab\nc", "ab\n", "ab"])
    }

    @Test func wrapsAtWordsAndMovesByVisualRows() {
        let (area, ui) = harness("hello big world", width: 8, height: 3)
        #expect(ui.lines == ["hello   ", "big     ", "world   "])
        ui.press(.down)
        #expect(area.cursor == TextPosition(line: 0, column: 6))
        ui.press(.end)
        #expect(ui.cursor.position == Point(x: 3, y: 1))
    }
}

extension TextAreaTests {
    @Test func drawsWhatFitsAtTinySizes() {
        for (width, height, expected) in [(0, 0, [String]()), (1, 1, ["h"]), (2, 2, ["he", "ll"])] {
            let (area, ui) = harness("hello\n世界", width: width, height: height)
            #expect(ui.lines == expected)
            ui.press(.down, .end, .right, .left, .pageDown, .pageUp)
            ui.type("x")
            ui.press(.backspace, .up)
            #expect(area.text == "hello\n世界")
        }
    }
}
