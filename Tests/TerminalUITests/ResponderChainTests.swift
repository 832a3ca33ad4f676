import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A view that records the mouse events it is offered and always takes them.
@MainActor
private final class MouseRecorder: View {
    var received: [MouseEvent] = []
    override var canBecomeFocused: Bool { true }
    override func handle(_ event: Event) -> Bool {
        guard case .mouse(let mouse) = event else { return super.handle(event) }
        received.append(mouse)
        return true
    }
}

@MainActor
@Suite("Typed commands and the responder chain")
struct ResponderChainTests {
    @Test("a command carries an argument that reaches its one handler")
    func commandsCarryArguments() {
        let select = Command.select.with(2)
        #expect(select.argument == 2)
        #expect(select.matches(.select))
        #expect(select != .select)
        #expect(select.description == "select(2)")
        let segments = SegmentedControl(segments: ["A", "B", "C", "D"])
        let window = Window(size: Size(width: 20, height: 1), content: VStack([segments]))
        window.dispatch(.key(.character("3")))
        #expect(segments.selectedSegmentIndex == 2)
        #expect(segments.perform(.select.with(0)))
        #expect(segments.selectedSegmentIndex == 0)
        window.dispatch(.key(.character("9")))
        #expect(segments.selectedSegmentIndex == 0)
    }

    @Test("a key bound on an inner view runs the handler of a responder further out")
    func commandTravelsOutwards() {
        let zap = Command("zap")
        var zapped: [String] = []
        let inner = Swatch("i", focusable: true)
        inner.keyBindings = [KeyBinding(.character("z"), zap, hint: "Zap")]
        let container = VStack([inner])
        container.addCommand(zap) { zapped.append("container") }
        let window = Window(size: Size(width: 2, height: 2), content: container)
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Zap"])
        #expect(window.dispatch(.key(.character("z"))))
        #expect(zapped == ["container"])
        container.removeCommand(zap)
        #expect(!window.dispatch(.key(.character("z"))))
        #expect(window.hintsForFocusedContext().isEmpty)
    }

    @Test("a disabled command lets the key through to an outer binding, and shows no hint")
    func disabledCommandPassesTheKeyOn() {
        var log: [String] = []
        final class Flag { var isOn = false }
        let canSave = Flag()
        let inner = Swatch("i", focusable: true)
        inner.keyBindings = [KeyBinding(.enter, Command("save"), hint: "Save")]
        inner.addCommand(Command("save"), isEnabled: { canSave.isOn }) { log.append("save") }
        let container = VStack([inner])
        container.bind(.enter, "open", hint: "Open") { log.append("open") }
        let window = Window(size: Size(width: 2, height: 2), content: container)
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Open"])
        window.dispatch(.key(.enter))
        canSave.isOn = true
        inner.responderTableDidChange()
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Save"])
        window.dispatch(.key(.enter))
        #expect(log == ["open", "save"])
    }

    @Test("hints are worked out once per render, and the status bar reads them")
    func hintsOncePerRender() {
        let bar = StatusBar()
        let root = VStack([Switch("Wifi"), Button("OK")])
        root.add(bar, sizing: .fixed(1))
        let window = Window(size: Size(width: 30, height: 3), content: root)
        window.render()
        #expect(window.hintComputations == 1)
        #expect(bar.shownHints.map(\.hint) == ["Toggle"])
        window.dispatch(.key(.tab))
        window.render()
        #expect(window.hintComputations == 2)
        #expect(window.currentFrame.lines[2].hasPrefix(" Enter OK"))
        window.render()
        #expect(window.hintComputations == 3)
    }

    @Test("a key with a hidden hint stands in when the preferred key is taken (F1 for ?)")
    func standInHint() {
        let field = TextField()
        let button = Button("OK")
        let root = VStack([field, button])
        root.keyBindings = [
            KeyBinding(.character("?"), .help, hint: "Help"),
            KeyBinding(.function(1), .help, hint: "Help", isHintVisible: false),
        ]
        var helped = 0
        root.addCommand(.help) { helped += 1 }
        let window = Window(size: Size(width: 30, height: 2), content: root)
        #expect(window.focusedView === field)
        #expect(window.hintsForFocusedContext().map(\.displayedKey) == ["Ctrl-_", "Alt-_", "F1"])
        window.dispatch(.key(.character("?")))
        #expect(field.text == "?")
        window.dispatch(.key(.function(1)))
        #expect(helped == 1)
        window.focusNext()
        #expect(window.hintsForFocusedContext().map(\.displayedKey) == ["Enter", "?"])
    }

    @Test("bindings are found by their command, not by their place in the table")
    func bindingsFoundByCommand() {
        let grid = GridView<Produce>(cellWidth: 4) { fruit in fruit.name }
        #expect(grid.bindings(for: .moveUp).map(\.displayedKey) == ["←↑↓→"])
        #expect(grid.bindings(for: .moveRight).map(\.key) == [.right])
        grid.updateBindings(for: .activate) { $0.hint = "Choose" }
        #expect(grid.bindings(for: .activate).map(\.hint) == ["Choose"])
        #expect(grid.binding(for: .enter)?.command == .activate)
    }

    @Test("giving a hidden, hint-less binding a hint shows it")
    func settingAHintShowsIt() {
        let list = ListView<Produce>(sections: [ListSection(items: [Produce(id: 0, name: "a")])]) { $0.name }
        let window = Window(size: Size(width: 20, height: 3), content: VStack([list]))
        #expect(!window.hintsForFocusedContext().contains { $0.command == .pageDown })
        list.updateBindings(for: .pageDown) { $0.hint = "Page" }
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Move", "Page"])
        #expect(KeyBinding(.function(1), .help, hint: "Help", isHintVisible: false).isHintVisible == false)
    }

    @Test("a list offers Enter only while something listens to activated")
    func enterOnlyWithAListener() {
        let list = ListView<Produce>(sections: [ListSection(items: [Produce(id: 0, name: "a")])]) { $0.name }
        list.selectedID = 0
        let window = Window(size: Size(width: 20, height: 3), content: VStack([list]))
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Move"])
        #expect(!window.dispatch(.key(.enter)))
        var opened: [Int] = []
        let listening = list.activated.sink { opened.append($0.id) }
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Move", "Open"])
        #expect(window.dispatch(.key(.enter)))
        #expect(opened == [0])
        listening.cancel()
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Move"])
    }

    @Test("mouse events reach each view in its own coordinates")
    func mouseInLocalCoordinates() {
        let recorder = MouseRecorder()
        let container = View()
        container.addSubview(recorder)
        let root = View()
        root.addSubview(container)
        container.frame = Rect(x: 2, y: 1, width: 10, height: 5)
        recorder.frame = Rect(x: 3, y: 2, width: 4, height: 2)
        let window = Window(size: Size(width: 20, height: 10), content: root)
        window.render()
        window.dispatch(.mouse(.press(.left, at: Point(x: 6, y: 4))))
        window.dispatch(.mouse(.wheelDown(at: Point(x: 8, y: 3), modifiers: .shift)))
        #expect(
            recorder.received == [
                .press(.left, at: Point(x: 1, y: 1)),
                .wheelDown(at: Point(x: 3, y: 0), modifiers: .shift),
            ])
        #expect(window.focusedView === recorder)
    }

    @Test("the chain runs from the focused view out to the window; disabled views are skipped")
    func chainOrder() {
        let button = Button("OK")
        let inner = VStack([button])
        let outer = VStack([inner])
        let window = Window(size: Size(width: 10, height: 2), content: outer)
        #expect(
            window.responderChain.map { ObjectIdentifier($0) }
                == [button, inner, outer, window].map { ObjectIdentifier($0) })
        inner.isEnabled = false
        #expect(
            window.responderChain.map { ObjectIdentifier($0) }
                == [outer, window].map { ObjectIdentifier($0) })
    }
}

private struct Produce: Identifiable, Equatable {
    let id: Int
    let name: String
}
