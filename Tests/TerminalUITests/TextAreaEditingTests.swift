import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Typing, deleting, killing and yanking, undo grouping and pastes, over CJK, emoji and combining marks.
@MainActor @Suite struct TextAreaEditingTests {
    func harness(_ text: String = "", width: Int = 20, height: Int = 4) -> (TextArea, ViewDriver<TextArea>) {
        let area = TextArea(text: text)
        return (area, ViewDriver(area, size: Size(width: width, height: height)))
    }

    @Test func backspaceAndDeleteRemoveWholeGraphemesAndLineBreaks() {
        let (area, ui) = harness("日👩‍👩‍👧\ne\u{301}👍🏽")
        ui.press(.end)
        ui.press(.backspace)
        #expect(area.text == "日\ne\u{301}👍🏽")
        ui.press(.delete)
        #expect(area.text == "日e\u{301}👍🏽", "Delete at the end of a line joins the next one")
        ui.press(.ctrl("d"), .ctrl("d"))
        #expect(area.text == "日")
        ui.press(.backspace, .backspace)
        #expect(area.text == "" && area.cursor == .start)
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        let (area, ui) = harness("e")
        ui.press(.end)
        ui.type("\u{301}")
        #expect(area.document.lines == [["e\u{301}"]])
        #expect(area.cursor == TextPosition(line: 0, column: 1))
        ui.press(.ctrl("_"))
        #expect(area.text == "e")
    }

    @Test func enterSplitsTheLineAtTheCursor() {
        let (area, ui) = harness("日本語")
        ui.press(.right)
        ui.press(.enter)
        #expect(area.text == "日\n本語")
        #expect(area.cursor == TextPosition(line: 1, column: 0))
        #expect(ui.lines.prefix(2) == ["日                  ", "本語                "])
    }

    @Test func killsAndYanksUseTheKillRing() {
        let (area, ui) = harness("one two\nthree")
        ui.press(.alt("f"))
        ui.press(.ctrl("k"))
        #expect(area.text == "one\nthree")
        ui.press(.ctrl("k"))
        #expect(area.text == "onethree", "Ctrl-K at the end of a line kills the line break")
        ui.press(.ctrl("y"))
        #expect(area.text == "one two\nthree", "consecutive kills yank back as one")
        ui.press(.up, .end, .ctrl("u"))
        #expect(area.text == "\nthree")
        ui.press(.ctrl("y"))
        #expect(area.text == "one two\nthree")
        ui.press(.alt("y"))
        #expect(area.text == " two\n\nthree", "Alt-Y swaps in the older kill")
        ui.press(Key(.end, modifiers: .ctrl), .ctrl("w"))
        #expect(area.text == " two\n\n")
        ui.press(Key(.backspace, modifiers: .alt))
        #expect(area.text == " ")
        ui.press(Key(.home, modifiers: .ctrl), .alt("d"))
        #expect(area.text == "")
    }

    @Test func aTypedWordIsOneUndoStep() {
        let (area, ui) = harness()
        ui.type("hello world")
        ui.press(.ctrl("_"))
        #expect(area.text == "hello ")
        ui.press(.ctrl("_"))
        #expect(area.text == "")
        ui.press(.alt("_"))
        #expect(area.text == "hello ")
        ui.press(.alt("/"))
        #expect(area.text == "hello world")
        #expect(area.cursor == TextPosition(line: 0, column: 11))
        ui.press(.backspace, .backspace, .backspace)
        ui.press(.ctrl("/"))
        #expect(area.text == "hello world", "consecutive backspaces are one step")
        ui.type("x")
        ui.press(.left)
        ui.type("y")
        ui.press(.ctrl("_"))
        #expect(area.text == "hello worldx", "moving the cursor starts a new step")
    }

    @Test func aPasteKeepsLineBreaksAndIsOneEditAndOneUndoStep() {
        let (area, ui) = harness("ab")
        let changed = EventLog(area.textChanged)
        ui.press(.right)
        ui.paste("日本\r\n👍🏽\u{7}x\ttab\n")
        #expect(area.text == "a日本\n👍🏽x\ttab\nb", "CRLF is one break; the bell is dropped, the tab kept")
        #expect(changed.count == 1)
        #expect(area.cursor == TextPosition(line: 2, column: 0))
        ui.press(.ctrl("_"))
        #expect(area.text == "ab" && area.cursor == TextPosition(line: 0, column: 1))
    }

    @Test func maxLengthStopsTypingAndTruncatesPastes() {
        let (area, ui) = harness()
        area.maxLength = 5
        ui.type("abc")
        ui.paste("d\nef")
        #expect(area.text == "abcd\n", "the line break counts one")
        ui.type("z")
        #expect(area.text == "abcd\n")
        area.text = "0123456789"
        #expect(area.text == "01234")
    }

    @Test func aReadOnlyTextAreaMovesAndCopiesButNeverEdits() {
        let (area, ui) = harness("keep\nme")
        let changed = EventLog(area.textChanged)
        area.isEditable = false
        ui.type("x")
        ui.press(.enter, .backspace, .ctrl("k"), .ctrl("y"))
        ui.paste("pasted")
        #expect(area.text == "keep\nme" && changed.count == 0)
        ui.press(.down, Key(.end, modifiers: .shift), .alt("w"))
        #expect(ui.window.clipboard.text == "me")
        area.rx.isEditable.on(true)
        ui.press(.end)
        ui.type("!")
        #expect(area.text == "keep\nme!")
    }

    @Test func editsAtTinySizesNeverCrash() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let (area, ui) = harness("日本\n👍🏽")
            ui.resize(size)
            ui.type("e\u{301}")
            ui.press(.enter)
            ui.paste("a\nb\nc")
            ui.press(.backspace, .ctrl("k"), .ctrl("u"), .ctrl("w"), .ctrl("y"), .ctrl("_"), .alt("_"))
            #expect(ui.lines.count == size.height)
            for _ in 0..<12 { ui.press(.ctrl("_")) }
            #expect(area.text == "日本\n👍🏽")
        }
    }
}
