import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

@MainActor
@Suite("SimpleTextField screen")
struct SimpleTextFieldScreenTests {
    @Test func typingChangesTheStateAndTheEcho() throws {
        let harness = DemoHarness(.simpleTextField)
        let screen = try #require(harness.screen(SimpleTextFieldScreen.self))
        harness.focus(screen.textField)
        harness.driver.type("hello 日本語 👍")
        #expect(harness.store.state.simpleTextField.content == "hello 日本語 👍")
        #expect(screen.echoLabel.text == "You typed: hello 日本語 👍")
        harness.driver.expectScreen(named: "simple-text-field-typed-wide-glyphs")
    }

    @Test func everyEditDispatchesOneAction() throws {
        let harness = DemoHarness(.simpleTextField)
        let screen = try #require(harness.screen(SimpleTextFieldScreen.self))
        harness.focus(screen.textField)
        harness.driver.clearDispatchedActions()
        harness.driver.type("abc")
        harness.driver.press(.backspace)
        let contents = harness.driver.dispatchedActions.compactMap { ($0 as? SetContent)?.newContent }
        #expect(contents == ["a", "ab", "abc", "ab"])
        #expect(harness.store.state.simpleTextField.content == "ab")
    }

    @Test func aStateChangeReachesTheFieldAndTheLabel() throws {
        let harness = DemoHarness(.simpleTextField)
        let screen = try #require(harness.screen(SimpleTextFieldScreen.self))
        harness.driver.dispatch(SetContent(newContent: "from the store"))
        #expect(screen.textField.text == "from the store")
        #expect(harness.driver.lines.contains(harness.line("  You typed: from the store")))
    }

    @Test func aPasteIsOneEdit() throws {
        let harness = DemoHarness(.simpleTextField)
        let screen = try #require(harness.screen(SimpleTextFieldScreen.self))
        harness.focus(screen.textField)
        harness.driver.clearDispatchedActions()
        harness.driver.paste("two\nlines")
        #expect(harness.driver.dispatchedActions.count == 1)
        #expect(harness.store.state.simpleTextField.content == "two lines")
    }
}

/// The README's headless-testing example, verbatim, so the README cannot drift from the API.
@MainActor
@Test func readmeHeadlessExample() {
    let store = Store<AppState>(reducer: appReducer, state: nil)
    let driver = AppDriver(store: store, screen: SimpleTextFieldScreen(store: store))
    driver.type("hello 日本語 👍")
    #expect(store.state.simpleTextField.content == "hello 日本語 👍")
    #expect(driver.lines.contains { $0.contains("You typed: hello 日本語 👍") })
    #expect(driver.dispatchedActions.count == 11)  // one SetContent per grapheme
}
