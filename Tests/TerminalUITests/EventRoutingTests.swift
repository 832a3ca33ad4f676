import Testing
@testable import TerminalUI

@MainActor
struct EventRoutingTests {
    @Test func keysGoToTheFocusedViewThenUpTheChainThenTheWindow() {
        var log: [String] = []
        let field = Swatch("f", focusable: true)
        field.consumes = ["x"]
        field.keyBindings = [KeyBinding(.enter, command: "ok", hint: "OK") { log.append("field enter") }]
        let panel = VStack([field])
        panel.keyBindings = [
            KeyBinding(.enter, command: "panel-ok", hint: "Panel") { log.append("panel enter") },
            KeyBinding(.character("x"), command: "panel-x", hint: "Cut") { log.append("panel x") },
            KeyBinding(.ctrl("s"), command: "save", hint: "Save") { log.append("panel save") },
        ]
        let window = Window(size: Size(width: 3, height: 3), content: panel)
        window.keyBindings = [
            KeyBinding(.ctrl("s"), command: "save", hint: "Save all") { log.append("window save") },
            KeyBinding(.character("q"), command: "quit", hint: "Quit") { log.append("window quit") },
        ]
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
        field.keyBindings = [KeyBinding(.enter, command: "ok", hint: "OK") {}]
        let other = Swatch("o", focusable: true)
        let root = VStack([field, other])
        root.keyBindings = [
            KeyBinding(.enter, command: "submit", hint: "Submit") {},
            KeyBinding(.escape, command: "back", hint: "Back") {},
            KeyBinding(.ctrl("x"), command: "hidden", isHintVisible: false) {},
        ]
        let window = Window(size: Size(width: 3, height: 3), content: root)
        window.keyBindings = [
            KeyBinding(.character("q"), command: "quit", hint: "Quit") {},
            KeyBinding(.ctrl("x"), command: "cut", hint: "Cut") {},
            KeyBinding(.tab, command: "never", hint: "Never") {},
        ]
        #expect(window.activeHints.map(\.hint) == ["OK", "Back"])
        window.focusNext()
        #expect(window.activeHints.map(\.hint) == ["Submit", "Back", "Quit"])
    }

    @Test func disabledViewsDoNotRunBindings() {
        var fired = 0
        let inner = Swatch("i", focusable: true)
        let container = VStack([inner])
        container.keyBindings = [KeyBinding(.enter, command: "go", hint: "Go") { fired += 1 }]
        let window = Window(size: Size(width: 2, height: 2), content: VStack([container, Swatch("o", focusable: true)]))
        container.isEnabled = false
        window.dispatch(.key(.enter))
        #expect(fired == 0)
    }

    @Test func pasteGoesToTheFocusChain() {
        final class PasteSink: View {
            var pasted: [String] = []
            override var canBecomeFocused: Bool { true }
            override func handle(_ event: Event) -> Bool {
                if case .paste(let text) = event { pasted.append(text); return true }
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
        base.keyBindings = [KeyBinding(.enter, command: "b") { log.append("base") }]
        let window = Window(size: Size(width: 4, height: 2), content: VStack([base]))
        let dialogButton = Swatch("d", focusable: true)
        dialogButton.keyBindings = [KeyBinding(.enter, command: "d") { log.append("dialog") }]
        window.presentOverlay(VStack([dialogButton]))
        window.dispatch(.key(.enter))
        #expect(log == ["dialog"])
    }

    @Test func performIsCalledForBindingsWithoutAction() {
        final class Commands: View {
            var performed: [String] = []
            override func perform(_ command: String) -> Bool {
                performed.append(command)
                return command == "known"
            }
        }
        let view = Commands()
        view.keyBindings = [KeyBinding(.enter, command: "known"), KeyBinding(.escape, command: "other")]
        #expect(view.handle(.key(.enter)))
        #expect(!view.handle(.key(.escape)))
        #expect(view.performed == ["known", "other"])
    }

    @Test func keyBindingShowsHintOnlyWithText() {
        #expect(!KeyBinding(.enter, command: "x").showsHint)
        #expect(!KeyBinding(.enter, command: "x", hint: "Go", isHintVisible: false).showsHint)
        #expect(KeyBinding(.enter, command: "x", hint: "Go").displayedKey == "Enter")
        #expect(KeyBinding(.pageDown, command: "x", hint: "Go", keyLabel: "PgUp/PgDn").displayedKey == "PgUp/PgDn")
    }
}
