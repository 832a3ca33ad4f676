import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct EventRoutingTests {
    @Test func keysGoToTheFocusedViewThenUpTheChainThenTheWindow() {
        var log: [String] = []
        let field = Swatch("f", focusable: true)
        field.consumes = ["x"]
        field.bind(.enter, "ok", hint: "OK") { log.append("field enter") }
        let panel = VStack([field])
        panel.bind(.enter, "panel-ok", hint: "Panel") { log.append("panel enter") }
        panel.bind(.character("x"), "panel-x", hint: "Cut") { log.append("panel x") }
        panel.bind(.ctrl("s"), "panelSave", hint: "Save") { log.append("panel save") }
        let window = Window(size: Size(width: 3, height: 3), content: panel)
        window.bind(.ctrl("s"), "save", hint: "Save all") { log.append("window save") }
        window.bind(.character("q"), "quit", hint: "Quit") { log.append("window quit") }
        #expect(window.dispatch(.key(.enter)))
        #expect(window.dispatch(.key(.character("x"))))
        #expect(window.dispatch(.key(.ctrl("s"))))
        #expect(window.dispatch(.key(.character("q"))))
        #expect(!window.dispatch(.key(.character("z"))))
        #expect(log == ["field enter", "panel save", "window quit"])
        #expect(field.handledKeys == [.character("x")])
    }

    @Test func activeHintsFollowTheFocusedContextAndNeverLie() {
        let field = Swatch("f", focusable: true)
        field.consumes = ["q"]
        field.bind(.enter, "ok", hint: "OK")
        let other = Swatch("o", focusable: true)
        let root = VStack([field, other])
        root.bind(.enter, "submit", hint: "Submit")
        root.bind(.escape, "back", hint: "Back")
        root.bind(.ctrl("x"), "hidden", isHintVisible: false)
        let window = Window(size: Size(width: 3, height: 3), content: root)
        window.bind(.character("q"), "quit", hint: "Quit")
        window.bind(.ctrl("x"), "cut", hint: "Cut")
        window.bind(.tab, "never", hint: "Never")
        #expect(window.hintsForFocusedContext().map(\.hint) == ["OK", "Back"])
        window.focusNext()
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Submit", "Back", "Quit"])
    }

    @Test func disabledViewsDoNotRunBindings() {
        var fired = 0
        let inner = Swatch("i", focusable: true)
        let container = VStack([inner])
        container.bind(.enter, "go", hint: "Go") { fired += 1 }
        let window = Window(
            size: Size(width: 2, height: 2), content: VStack([container, Swatch("o", focusable: true)]))
        container.isEnabled = false
        window.dispatch(.key(.enter))
        #expect(fired == 0)
    }

    @Test func pasteGoesToTheFocusChain() {
        final class PasteSink: View {
            var pasted: [String] = []
            override var canBecomeFocused: Bool { true }
            override func handle(_ event: Event) -> Bool {
                if case .paste(let text) = event {
                    pasted.append(text)
                    return true
                }
                return false
            }
        }
        let sink = PasteSink()
        let window = Window(size: Size(width: 2, height: 2), content: VStack([sink]))
        #expect(window.dispatch(.paste("hi")))
        #expect(sink.pasted == ["hi"])
    }

    @Test func overlayReceivesEventsInsteadOfTheBase() {
        var log: [String] = []
        let base = Swatch("b", focusable: true)
        base.bind(.enter, "b") { log.append("base") }
        let window = Window(size: Size(width: 4, height: 2), content: VStack([base]))
        let dialogButton = Swatch("d", focusable: true)
        dialogButton.bind(.enter, "d") { log.append("dialog") }
        window.presentOverlay(VStack([dialogButton]))
        window.dispatch(.key(.enter))
        #expect(log == ["dialog"])
    }

    @Test func keyBindingShowsHintOnlyWithText() {
        #expect(!KeyBinding(.enter, Command("x")).showsHint)
        #expect(!KeyBinding(.enter, Command("x"), hint: "Go", isHintVisible: false).showsHint)
        #expect(KeyBinding(.enter, Command("x"), hint: "Go").displayedKey == "Enter")
        #expect(KeyBinding(.pageDown, Command("x"), hint: "Go", keyLabel: "PgUp/PgDn").displayedKey == "PgUp/PgDn")
    }
}
