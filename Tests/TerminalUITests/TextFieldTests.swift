import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct TextFieldTests {
    func harness(_ text: String = "", width: Int = 10, height: Int = 1) -> (TextField, ViewDriver<TextField>) {
        let field = TextField(text: text, placeholder: "Name")
        return (field, ViewDriver(field, size: Size(width: width, height: height)))
    }

    @Test func rendersTextAndPlaceholder() {
        let (field, ui) = harness("hello")
        #expect(ui.lines == ["hello     "])
        #expect(ui.cursor.position == Point(x: 5, y: 0))
        field.text = ""
        #expect(ui.lines == ["Name      "])
        #expect(ui.style(at: Point(x: 0, y: 0)).attributes.contains(.dim))
    }

    @Test func rendersAtTinySizes() {
        for (width, height, expected, cursor) in [
            (0, 0, [String](), nil as Point?), (1, 1, [" "], Point(x: 0, y: 0)),
            (2, 2, ["c ", "  "], Point(x: 1, y: 0)),
        ] {
            let (_, ui) = harness("abc", width: width, height: height)
            #expect(ui.lines == expected)
            #expect(ui.cursor.position == cursor)
        }
    }

    @Test func typingFiresTextChangedEnterSubmitsAndFocusLossEndsEditing() {
        let field = TextField()
        let other = Button("OK")
        let began = EventLog(field.editingDidBegin)
        let changed = EventLog(field.textChanged)
        let submitted = EventLog(field.submitted)
        let ended = EventLog(field.editingDidEnd)
        let ui = ViewDriver(VStack([field, other]), size: Size(width: 10, height: 2))
        #expect(began.count == 1)
        ui.type("hi")
        ui.press(.enter)
        #expect(changed.values == ["h", "hi"])
        #expect(submitted.values == ["hi"])
        #expect(ended.count == 0)
        #expect(ui.focusedView === field)
        ui.press(.left, .home)
        #expect(changed.count == 2)
        ui.press(.tab)
        #expect(ended.values == ["hi"])
        #expect(submitted.count == 1)
    }

    @Test func bindersChangeTheDisplayWithoutEvents() {
        let (field, ui) = harness("typed")
        let changed = EventLog(field.textChanged)
        field.rx.text.on("bound")
        field.rx.placeholder.on("Search")
        #expect(ui.lines == ["bound     "])
        field.rx.text.on("")
        #expect(ui.lines == ["Search    "])
        #expect(changed.count == 0)
    }

    @Test func binderWhileEditingClampsTheCursor() {
        let (field, ui) = harness("a long text")
        field.rx.text.on("ab")
        #expect(field.cursorIndex == 2)
        #expect(ui.cursor.position == Point(x: 2, y: 0))
    }

    /// Each named key binding, from "one two three" with the cursor after "two".
    @Test(
        arguments: [
            ([Key.left], "one two three", 6), ([.ctrl("b")], "one two three", 6),
            ([.right], "one two three", 8), ([.ctrl("f")], "one two three", 8),
            ([.alt("b")], "one two three", 4), ([Key(.left, modifiers: .ctrl)], "one two three", 4),
            ([.alt("f")], "one two three", 13), ([Key(.right, modifiers: .ctrl)], "one two three", 13),
            ([.home], "one two three", 0), ([.ctrl("a")], "one two three", 0),
            ([.end], "one two three", 13), ([.ctrl("e")], "one two three", 13),
            ([.backspace], "one tw three", 6), ([.delete], "one twothree", 7), ([.ctrl("d")], "one twothree", 7),
            ([.ctrl("k")], "one two", 7), ([.ctrl("u")], " three", 0),
            ([.ctrl("w")], "one  three", 4), ([Key(.backspace, modifiers: .alt)], "one  three", 4),
            ([.alt("d")], "one two", 7),
            ([.ctrl("k"), .home, .ctrl("y")], " threeone two", 6),
            ([.ctrl("w"), .ctrl("k"), .ctrl("y")], "one two three", 13),
            ([.ctrl("w"), .right, .ctrl("k"), .ctrl("y"), .alt("y")], "one  two", 8),
            ([.backspace, .ctrl("_")], "one two three", 7), ([.backspace, .ctrl("/")], "one two three", 7),
            ([.backspace, .ctrl("_"), .alt("_")], "one tw three", 6),
            ([.backspace, .ctrl("_"), .alt("/")], "one tw three", 6),
        ] as [([Key], String, Int)])
    func keyBinding(keys: [Key], text: String, cursor: Int) {
        let (field, ui) = harness("one two three", width: 20)
        field.setCursorIndex(7)
        for key in keys { ui.press(key) }
        #expect(field.text == text)
        #expect(field.cursorIndex == cursor)
    }

    @Test func unusedKeysAreNotHandled() {
        let (field, _) = harness("abc")
        for key in [Key.tab, .escape, .up, .down, .ctrl("z")] {
            #expect(field.handle(.key(key)) == false)
        }
    }

    @Test func consecutiveTypingUndoesAsOneStep() {
        let (field, ui) = harness("")
        let changed = EventLog(field.textChanged)
        ui.type("abc")
        ui.press(.left)
        ui.type("X")
        ui.press(.ctrl("_"))
        #expect(field.text == "abc")
        ui.press(.ctrl("_"))
        #expect(field.text == "")
        #expect(changed.values.last == "")
    }

    @Test func cursorColumnWithWideGraphemesWhenScrolled() {
        let text = "漢字e\u{301}👩‍💻🇯🇵x"
        let (field, ui) = harness(text, width: 6)
        // At the end the cursor needs a free cell: 10 columns of text scroll to show the last 5.
        #expect(ui.lines == ["👩‍💻🇯🇵x "])
        #expect(ui.cursor.position == Point(x: 5, y: 0))
        ui.press(.left, .left)
        #expect(field.cursorIndex == 4)
        #expect(ui.lines == ["é👩‍💻🇯🇵x"])
        #expect(ui.cursor.position == Point(x: 3, y: 0))
        ui.press(.left, .left, .left)
        #expect(field.cursorIndex == 1)
        #expect(ui.lines == ["字é👩‍💻 "])
        #expect(ui.cursor.position == Point(x: 0, y: 0))
        ui.press(.end, .left)
        #expect(ui.lines == ["é👩‍💻🇯🇵x"])
        #expect(ui.cursor.position == Point(x: 5, y: 0))
        ui.press(.home)
        #expect(ui.lines == ["漢字é "])
        #expect(ui.cursor.position == Point(x: 0, y: 0))
    }

    @Test func pasteIsOneEditTruncatedToMaxLength() {
        let (field, ui) = harness("ab")
        field.maxLength = 6
        let changed = EventLog(field.textChanged)
        ui.paste("c\nd\te漢字")
        #expect(field.text == "abc d ")
        #expect(changed.values == ["abc d "])
        ui.type("z")
        #expect(field.text == "abc d ")
        ui.press(.ctrl("_"))
        #expect(field.text == "ab")
    }

    @Test func validatorRefusalLeavesTextCursorAndEvents() {
        let (field, ui) = harness("12")
        field.validator = { $0.allSatisfy(\.isNumber) }
        let changed = EventLog(field.textChanged)
        ui.press(.left)
        ui.type("a")
        ui.paste("9x")
        #expect(field.text == "12")
        #expect(field.cursorIndex == 1)
        ui.type("7")
        #expect(field.text == "172")
        #expect(changed.values == ["172"])
    }

    @Test func inputFilterRewritesTypedAndPastedText() {
        let (field, ui) = harness("")
        field.inputFilter = { $0.filter(\.isNumber) }
        let changed = EventLog(field.textChanged)
        ui.paste("12 34\n5")
        ui.type("a6")
        #expect(field.text == "123456")
        #expect(changed.values == ["12345", "123456"])
        field.inputFilter = { $0.uppercased() + "\n" }
        ui.type("b")
        #expect(field.text == "123456B ")
    }

    @Test func secureModeMasksAndCopiesNothing() {
        let (field, ui) = harness("pass word")
        field.isSecure = true
        #expect(ui.lines == ["•••••••••  "].map { String($0.prefix(10)) })
        ui.press(.alt("b"))
        #expect(field.cursorIndex == 0)
        ui.press(.ctrl("k"), .ctrl("y"))
        #expect(field.text == "")
        #expect(field.buffer.killRing.entries.isEmpty)
    }

    @Test func mousePressPlacesTheCursor() {
        let (field, ui) = harness("漢字abc")
        ui.click(at: Point(x: 3, y: 0))
        #expect(field.cursorIndex == 1)
        ui.click(at: Point(x: 9, y: 0))
        #expect(field.cursorIndex == 5)
    }

    @Test func disabledFieldIgnoresInput() {
        let (field, ui) = harness("abc")
        field.rx.isEnabled.on(false)
        ui.type("x")
        #expect(field.handle(.key(.character("x"))) == false)
        #expect(field.text == "abc")
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.disabled)
    }

    @Test func focusedTextIsPlainSoTypingChangesOnlyItsCell() {
        let (field, ui) = harness("abc", width: 6)
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.normal)
        #expect(ui.style(at: Point(x: 3, y: 0)) == Theme.default.focused)
        ui.type("d")
        #expect(
            ui.terminal.lastPresentedRuns
                == [CellRun(origin: Point(x: 3, y: 0), cells: [Cell("d", style: Theme.default.normal)])])
        field.resignFocus()
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.normal.underlined)
    }

    @Test func aFieldSizedToItsTextGrowsAsTheUserTypes() {
        let field = TextField(text: "abcdefghij")
        let row = HStack(spacing: 1, [Label("Title"), field])
        let ui = ViewDriver(row, size: Size(width: 40, height: 1))
        _ = field.becomeFocused()
        #expect(field.frame.width == 11)
        ui.type("klmno")
        #expect(field.frame.width == 16)
        #expect(ui.lines == ["Title abcdefghijklmno".padding(toLength: 40, withPad: " ", startingAt: 0)])
        ui.press(.backspace, .backspace)
        #expect(field.frame.width == 14)
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            ui.resize(size)
            ui.type("x")
            #expect(ui.lines.count == size.height)
        }
    }
}
