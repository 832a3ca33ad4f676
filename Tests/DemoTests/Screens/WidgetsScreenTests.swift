import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

@MainActor
@Suite("Widgets screen")
struct WidgetsScreenTests {
    @Test("choosing a colour dispatches it and the select shows the store's value")
    func choosingAColour() throws {
        let harness = DemoHarness(.widgets)
        let screen = try #require(harness.screen(WidgetsScreen.self))
        harness.focus(screen.colour)
        harness.driver.press(.enter, .down, .enter)
        #expect(harness.store.state.widgets.colour == "Indigo")
        #expect(screen.colour.value == "Indigo")
        #expect(screen.echoLabel.text == "The store holds: Indigo")
    }

    @Test("a blank name shows the store's error under the field; Notify posts a toast")
    func nameErrorAndNotification() throws {
        let harness = DemoHarness(.widgets)
        let screen = try #require(harness.screen(WidgetsScreen.self))
        harness.focus(screen.name)
        harness.driver.press(.backspace, .backspace, .backspace)
        #expect(harness.store.state.widgets.name == "")
        #expect(screen.form.error(for: screen.name) == "A name is required")
        #expect(harness.driver.lines.contains { $0.contains("A name is required") })
        harness.driver.type("Grace")
        #expect(screen.form.error(for: screen.name) == nil)
        harness.focus(screen.notifyButton)
        harness.driver.press(.enter)
        #expect(harness.driver.lines.contains { $0.contains("✓ Blue suits Grace") })
        harness.driver.press(.ctrl("g"))
        #expect(!harness.driver.lines.contains { $0.contains("Blue suits Grace") })
    }

    @Test("Shift-F1 shows the focused widget's tooltip")
    func tooltip() throws {
        let harness = DemoHarness(.widgets)
        let screen = try #require(harness.screen(WidgetsScreen.self))
        harness.focus(screen.colour)
        harness.driver.press(Key(.function(1), modifiers: .shift))
        #expect(harness.driver.lines.contains { $0.contains("The colour kept in the store") })
    }
}
