import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A row of the key help fixtures' list.
private struct HelpFruit: Identifiable {
    let id: Int
    let name: String
}

@MainActor
@Suite("Key help: every key of the focused context")
struct KeyHelpTests {
    /// A window with a text field above a list, and a window-wide `Ctrl-Q Quit`, with `focused` focused.
    private func window(focusing focused: (TextField, ListView<HelpFruit>) -> View) -> Window {
        let field = TextField()
        let list = ListView<HelpFruit> { $0.name }
        list.items = [HelpFruit(id: 1, name: "Apple"), HelpFruit(id: 2, name: "Banana")]
        let stack = VStack([field, list])
        stack.setSizing(.fill, for: list)
        let window = Window(size: Size(width: 40, height: 10), content: stack)
        window.keyBindings.append(KeyBinding(.ctrl("q"), .quit, hint: "Quit"))
        window.addCommand(.quit) {}
        window.focus(focused(field, list))
        return window
    }

    private func entries(_ sections: [KeyHelpSection], _ title: String) -> [String] {
        sections.first { $0.title == title }?.entries.map { "\($0.keysLabel) \($0.description)" } ?? []
    }

    @Test("a focused list lists PgUp/PgDn/Home/End, which the status bar leaves out")
    func listKeys() {
        let window = window { _, list in list }
        let sections = window.keyHelpForFocusedContext()
        #expect(sections.map(\.title) == ["List", "General"])
        #expect(
            entries(sections, "List") == [
                "Letters Search as you type", "↑ Up", "↓ Down", "PgUp Page up", "PgDn Page down",
                "Home To the start", "End To the end",
            ])
        #expect(entries(sections, "General") == ["Tab Focus next", "Shift-Tab Focus previous", "Ctrl-Q Quit"])
    }

    @Test("a focused text field lists all its editing keys, keys of one command on one line")
    func textFieldKeys() {
        let window = window { field, _ in field }
        let keys = entries(window.keyHelpForFocusedContext(), "Text field")
        #expect(keys.count == 19)
        #expect(keys.first == "Characters Type at the cursor")
        #expect(keys.contains("←/Ctrl-B Left"))
        #expect(keys.contains("Alt-B/Ctrl-← Word left"))
        #expect(keys.contains("Backspace Delete backward"))
        #expect(keys.contains("Ctrl-K Cut to the end"))
        #expect(keys.contains("Alt-Y Paste an older cut"))
        #expect(keys.contains("Ctrl-_/Ctrl-/ Undo"))
        #expect(keys.last == "Enter Submit")
    }

    @Test("a key taken further in is listed there only; a disabled command is not listed")
    func shadowedKeys() {
        let window = window { field, _ in field }
        let screenRoot = window.content
        screenRoot.keyBindings = [
            KeyBinding(.character("d"), Command("delete"), hint: "Delete"),
            KeyBinding(.ctrl("k"), Command("kill"), hint: "Kill"),
            KeyBinding(.ctrl("r"), Command("refresh"), hint: "Refresh"),
        ]
        screenRoot.addCommand(Command("delete")) {}
        screenRoot.addCommand(Command("kill")) {}
        screenRoot.addCommand(Command("refresh"), isEnabled: { false }) {}
        #expect(window.keyHelpForFocusedContext().allSatisfy { $0.title != "V stack" })
        window.focus(window.content.subviews[1])
        let sections = window.keyHelpForFocusedContext()
        #expect(entries(sections, "V stack") == ["d Delete", "Ctrl-K Kill"])
        #expect(entries(sections, "List").first == "Letters Search as you type")
    }

    @Test("a key without words of its own borrows them from its command's other keys, else the command's")
    func descriptions() {
        let stepper = Stepper(value: 1)
        let window = Window(size: Size(width: 20, height: 3), content: VStack([stepper]))
        let keys = entries(window.keyHelpForFocusedContext(), "Stepper")
        #expect(keys.first == "↑/+/=/→ More")
        #expect(keys.contains("PgUp Increase by a page"))
        let segments = SegmentedControl(segments: ["A", "B"])
        let other = Window(size: Size(width: 20, height: 3), content: VStack([segments]))
        #expect(entries(other.keyHelpForFocusedContext(), "Segmented control").last == "1–9 Choose by number")
        #expect(Command.moveWordLeft.helpText == "Word left")
        #expect(Command("moveWordLeft").helpText == "Move word left")
        #expect(Command("reverse", help: "Reverse the list").helpText == "Reverse the list")
        #expect(Command("reverse", help: "Reverse the list") == Command("reverse"))
        #expect(Command("reverseAllTheRows").helpText == "Reverse all the rows")
        #expect(Command("open-in_new.tab").helpText == "Open in new tab")
        #expect(Command("showURLBar").helpText == "Show URL bar")
        #expect(View().keyHelpTitle == "View")
        #expect(VStack().keyHelpTitle == "V stack")
        #expect(Command.select.with(2).helpText == "Select 3")
        #expect(Command("").helpText == "")
    }

    @Test("keys of a run of digits or letters are written as a range")
    func keyRanges() {
        #expect(KeyHelpEntry(keys: ["1", "2", "3", "4"], description: "").keysLabel == "1–4")
        #expect(KeyHelpEntry(keys: ["1", "2"], description: "").keysLabel == "1/2")
        #expect(KeyHelpEntry(keys: ["a", "b", "c", "x"], description: "").keysLabel == "a–c/x")
        #expect(KeyHelpEntry(keys: ["←", "Ctrl-B"], description: "").keysLabel == "←/Ctrl-B")
        #expect(KeyHelpEntry(keys: [], description: "").keysLabel == "")
    }
}

@MainActor
@Suite("Key help view: columns and scrolling")
struct KeyHelpViewTests {
    private static let sections = [
        KeyHelpSection(title: "Editor", entries: (1...12).map { KeyHelpEntry("F\($0)", "Action \($0)") }),
        KeyHelpSection(title: "General", entries: [KeyHelpEntry("Ctrl-Q", "Quit"), KeyHelpEntry("Tab", "Next")]),
    ]

    @Test("lines flow into two columns when the height is short and the width allows")
    func twoColumns() {
        let view = KeyHelpView(sections: Self.sections)
        #expect(view.intrinsicSize == Size(width: 17, height: 17))
        #expect(view.sizeThatFits(Size(width: 80, height: 40)) == Size(width: 17, height: 17))
        #expect(view.sizeThatFits(Size(width: 80, height: 9)) == Size(width: 32, height: 9))
        let lines = lines(of: view, width: 32, height: 9)
        #expect(lines[0] == "Editor         Editor           ")
        #expect(lines[1] == "F1  Action 1   F9      Action 9 ")
        #expect(lines[8] == "F8  Action 8   Tab     Next     ")
        #expect(!lines.joined().contains("│"))
        #expect(view.sizeThatFits(Size(width: 31, height: 9)) == Size(width: 18, height: 9))
    }

    @Test("a column never starts with a blank line or ends with a heading, and repeats its section's heading")
    func columnBreaks() {
        let layout = KeyHelpLayout(sections: Self.sections)
        let columns = layout.columns(count: 2)
        #expect(columns.count == 2)
        #expect(columns[1].first == .heading("Editor"))
        for column in columns {
            #expect(column.first != .blank)
            if case .heading = column.last { Issue.record("a column ends with a heading") }
        }
        #expect(KeyHelpLayout(sections: []).columns(count: 3).isEmpty)
    }

    @Test("too narrow for columns it scrolls with ↑↓ PgUp/PgDn Home/End, with a scroll bar while more exists")
    func scrolling() {
        let view = KeyHelpView(sections: Self.sections)
        let driver = ViewDriver(view, size: Size(width: 20, height: 5))
        #expect(view.isOverflowing)
        #expect(view.columnCount == 1)
        #expect(driver.lines[0] == "Editor             █")
        #expect(driver.lines[4] == "F4      Action 4   │")
        driver.press(.down)
        #expect(driver.lines[0] == "F1      Action 1   █")
        driver.press(.pageDown)
        #expect(driver.lines[0] == "F5      Action 5   │")
        driver.press(.end)
        #expect(driver.lines[4] == "Tab     Next       █")
        #expect(view.contentOffset == view.maximumOffset)
        driver.press(.down)
        #expect(view.contentOffset == view.maximumOffset)
        driver.press(.pageUp)
        driver.press(.home)
        #expect(view.contentOffset == 0)
        #expect(driver.lines[0] == "Editor             █")
    }

    @Test("the scrolling keys pass on and show no hint while everything fits")
    func keysPassOnWhenItFits() {
        let view = KeyHelpView(sections: Self.sections)
        let window = Window(size: Size(width: 40, height: 30), content: VStack([view]))
        #expect(!view.isOverflowing)
        #expect(!window.dispatch(.key(.down)))
        #expect(window.hintsForFocusedContext().isEmpty)
    }

    @Test("cut descriptions end in …")
    func cutDescriptions() {
        let view = KeyHelpView(sections: Self.sections)
        let lines = lines(of: view, width: 10, height: 20)
        #expect(lines[2] == "F2     Ac…")
    }

    @Test("an empty list says so, and every size draws what fits without crashing", arguments: [0, 1, 2, 40])
    func sizes(size: Int) {
        let view = KeyHelpView(sections: Self.sections)
        let driver = ViewDriver(view, size: Size(width: size, height: size))
        driver.press(.pageDown)
        driver.press(.end)
        driver.press(.down)
        #expect(driver.lines.count == size)
        let emptyLines = lines(of: KeyHelpView(sections: []), width: size, height: size)
        #expect(emptyLines.count == size)
        if size == 40 { #expect(emptyLines[0].hasPrefix("No keys are bound here.")) }
    }
}
