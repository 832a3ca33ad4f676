import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A switch whose answer an `isEnabled` reads, counting how often it is asked.
@MainActor
private final class Condition {
    var isOn = true
    var asked = 0

    func ask() -> Bool {
        asked += 1
        return isOn
    }
}

@MainActor
@Suite("The table of active bindings")
struct ActiveBindingsTests {
    @Test("the table is worked out once per focus or table change, not once per key or frame")
    func workedOutOncePerChange() {
        let list = ListView<Berry>(sections: [ListSection(items: (0..<20).map { Berry(id: $0, name: "f\($0)") })]) {
            $0.name
        }
        let button = Button("OK")
        let window = Window(size: Size(width: 20, height: 8), content: VStack([list, button]))
        window.render()
        let built = window.bindingTable.buildCount
        for _ in 0..<5 {
            window.dispatch(.key(.down))
            window.render()
        }
        #expect(list.selectedID == 4)
        #expect(window.bindingTable.buildCount == built)
        window.dispatch(.key(.tab))
        window.render()
        #expect(window.focusedView === button)
        #expect(window.bindingTable.buildCount == built + 1)
        list.keyBindings.append(KeyBinding(.character("!"), Command("shout")))
        window.render()
        #expect(window.bindingTable.buildCount == built + 2)
        button.isHidden = true
        window.render()
        #expect(window.focusedView === list)
        #expect(window.bindingTable.buildCount == built + 3)
    }

    @Test("at dispatch, only the pressed key's isEnabled is asked")
    func onlyThePressedKeyAsksIsEnabled() {
        let save = Condition()
        let open = Condition()
        let view = Swatch("v", focusable: true)
        view.keyBindings = [
            KeyBinding(.ctrl("s"), Command("save"), hint: "Save"),
            KeyBinding(.enter, Command("open"), hint: "Open"),
        ]
        var log: [String] = []
        view.addCommand(Command("save"), isEnabled: { save.ask() }) { log.append("save") }
        view.addCommand(Command("open"), isEnabled: { open.ask() }) { log.append("open") }
        let window = Window(size: Size(width: 2, height: 2), content: VStack([view]))
        window.render()
        let (savesAsked, opensAsked) = (save.asked, open.asked)
        #expect(window.dispatch(.key(.ctrl("s"))))
        #expect(log == ["save"])
        #expect(save.asked == savesAsked + 1)
        #expect(open.asked == opensAsked)
    }

    @Test("what an isEnabled answers reaches the hints on the next frame without a table change")
    func conditionsAreAskedAgainEachFrame() {
        let canOpen = Condition()
        let view = Swatch("v", focusable: true)
        view.bind(.enter, "open", hint: "Open")
        view.addCommand(Command("open"), isEnabled: { canOpen.ask() }) {}
        let window = Window(size: Size(width: 2, height: 2), content: VStack([view]))
        window.render()
        #expect(window.activeHints.map(\.hint) == ["Open"])
        let built = window.bindingTable.buildCount
        canOpen.isOn = false
        window.setNeedsRender()
        window.render()
        #expect(window.activeHints.isEmpty)
        #expect(window.bindingTable.buildCount == built)
    }

    @Test("a changed capturesKey answer counts once the responder says its table changed")
    func capturedKeysFollowResponderTableDidChange() {
        let field = Swatch("f", focusable: true)
        field.consumes = ["x"]
        let root = VStack([field])
        root.bind(.character("x"), "cut", hint: "Cut")
        let window = Window(size: Size(width: 2, height: 2), content: root)
        #expect(window.hintsForFocusedContext().isEmpty)
        field.consumes = []
        field.responderTableDidChange()
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Cut"])
    }

    @Test("a key dispatched from inside a handler runs, and the outer key finishes its way")
    func nestedDispatch() {
        var log: [String] = []
        let view = Swatch("v", focusable: true)
        let root = VStack([view])
        let window = Window(size: Size(width: 2, height: 2), content: root)
        root.bind(.character("a"), "first") {
            log.append("a")
            window.dispatch(.key(.character("b")))
        }
        window.bind(.character("b"), "second") { log.append("b") }
        #expect(window.dispatch(.key(.character("a"))))
        #expect(window.dispatch(.key(.character("b"))))
        #expect(log == ["a", "b", "b"])
    }

    @Test("a responder that moves the focus without handling the key: the key goes on along the chain as it is now")
    func walkFollowsAChangedChain() {
        final class Mover: View {
            var target: View?
            override var canBecomeFocused: Bool { true }
            override func handle(_ event: Event) -> Bool {
                if case .key(.character("m")) = event, let target { window?.focus(target) }
                return super.handle(event)
            }
        }
        var log: [String] = []
        let mover = Mover()
        let other = Swatch("o", focusable: true)
        let left = VStack([mover])
        let right = VStack([other])
        left.bind(.character("m"), "left") { log.append("left") }
        right.bind(.character("m"), "right") { log.append("right") }
        mover.target = other
        let window = Window(size: Size(width: 4, height: 2), content: HStack([left, right]))
        #expect(window.focusedView === mover)
        #expect(window.dispatch(.key(.character("m"))))
        #expect(log == ["left"])
    }

    @Test("a window and its views go when nothing outside holds them, after keys were pressed")
    func windowIsReleasedWithItsTable() {
        weak var window: Window?
        weak var list: ListView<Berry>?
        do {
            let items = (0..<5).map { Berry(id: $0, name: "f\($0)") }
            let madeList = ListView<Berry>(sections: [ListSection(items: items)]) { $0.name }
            let madeWindow = Window(size: Size(width: 20, height: 8), content: VStack([madeList, Button("OK")]))
            madeWindow.render()
            madeWindow.dispatch(.key(.down))
            madeWindow.dispatch(.key(.down))
            madeWindow.render()
            #expect(madeList.selectedID == 1)
            #expect(madeWindow.bindingTable.buildCount > 0)
            (window, list) = (madeWindow, madeList)
        }
        #expect(window == nil)
        #expect(list == nil)
    }

    @Test("a responder's changed bindings make only its own window's table be worked out again")
    func aChangeReachesOnlyItsWindow() {
        let first = Swatch("a", focusable: true)
        let second = Swatch("b", focusable: true)
        let bystander = Swatch("c", focusable: true)
        first.addCommand(Command("shout")) {}
        bystander.addCommand(Command("ask")) {}
        let firstWindow = Window(size: Size(width: 10, height: 4), content: VStack([first, bystander]))
        let secondWindow = Window(size: Size(width: 10, height: 4), content: second)
        firstWindow.render()
        secondWindow.render()
        #expect(firstWindow.focusedView === first)
        let firstBuilt = firstWindow.bindingTable.buildCount
        let secondBuilt = secondWindow.bindingTable.buildCount
        first.keyBindings.append(KeyBinding(.character("!"), Command("shout"), hint: "Shout"))
        firstWindow.render()
        secondWindow.render()
        #expect(firstWindow.bindingTable.buildCount == firstBuilt + 1)
        #expect(secondWindow.bindingTable.buildCount == secondBuilt)
        #expect(firstWindow.hintsForFocusedContext().contains { $0.hint == "Shout" })
        bystander.keyBindings.append(KeyBinding(.character("?"), Command("ask"), hint: "Ask"))
        firstWindow.render()
        #expect(firstWindow.bindingTable.buildCount == firstBuilt + 1)
        firstWindow.dispatch(.key(.tab))
        firstWindow.render()
        #expect(firstWindow.focusedView === bystander)
        #expect(firstWindow.hintsForFocusedContext().contains { $0.hint == "Ask" })
    }

    @Test("a command keeps its help text out of its value")
    func commandsStaySmall() {
        #expect(MemoryLayout<Command>.size <= 40)
        #expect(Command("zap", help: "Zap it").with(2).helpText == "Zap it 3")
    }
}

private struct Berry: Identifiable, Equatable {
    let id: Int
    let name: String
}
