import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Whole screens of a text area: the gutter, soft wrapping, horizontal scrolling and a selection.
@MainActor @Suite struct TextAreaScreenTests {
    static let poem = "春の海 ひねもすのたり のたりかな\nThe spring sea, rising and falling all day long 🌊\n\tindented e\u{301}t\u{E9}"

    @Test func gutterWrapAndSelection() {
        let area = TextArea(text: Self.poem)
        area.showsLineNumbers = true
        let ui = ViewDriver(area, size: Size(width: 24, height: 8))
        ui.press(.down, .down, .alt("f"), Key(.down, modifiers: .shift), Key(.down, modifiers: .shift))
        #expect(ui.lines.first == "1 春の海 ひねもすのたり ")
        ui.expectScreen(named: "text-area-gutter-wrap-selection")
    }

    @Test func unwrappedScrolledSideways() {
        let area = TextArea(text: Self.poem)
        area.showsLineNumbers = true
        area.wrapsLines = false
        let ui = ViewDriver(area, size: Size(width: 24, height: 4))
        ui.press(.down, .end, Key(.left, modifiers: [.ctrl, .shift]))
        ui.expectScreen(named: "text-area-unwrapped-scrolled")
    }

    @Test func theGutterGrowsWithTheLineCount() {
        let area = TextArea(text: (1...9).map(String.init).joined(separator: "\n"))
        area.showsLineNumbers = true
        let ui = ViewDriver(area, size: Size(width: 8, height: 3))
        #expect(ui.lines == ["1 1     ", "2 2     ", "3 3     "])
        ui.press(Key(.end, modifiers: .ctrl), .enter)
        #expect(ui.lines == [" 8 8    ", " 9 9    ", "10      "])
        #expect(ui.cursor.position == Point(x: 3, y: 2))
        ui.resize(Size(width: 2, height: 2))
        #expect(ui.lines == ["9 ", "  "], "without a column left for the text, no gutter")
        #expect(ui.cursor.position == Point(x: 0, y: 1))
    }

    @Test func tabInsertsATabOrMovesTheFocusAndTheHintsSayWhich() {
        let area = TextArea(text: "x")
        let other = Button("OK")
        let ui = ViewDriver(VStack([area, other]), size: Size(width: 20, height: 6))
        ui.window.focusHint = "Next"
        _ = area.becomeFocused()
        func hints() -> [String] { ui.window.hintsForFocusedContext().map { "\($0.displayedKey) \($0.hint)" } }
        #expect(hints().contains("Tab Next") && !hints().contains("Tab Insert tab"))
        ui.press(.tab)
        #expect(ui.focusedView === other && area.text == "x")
        area.tabInsertsTab = true
        _ = area.becomeFocused()
        #expect(hints().contains("Tab Insert tab") && !hints().contains("Tab Next"))
        ui.press(.tab)
        #expect(ui.focusedView === area && area.text == "\tx")
        ui.press(.backTab)
        #expect(ui.focusedView === other)
    }
}
