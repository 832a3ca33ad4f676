import Bindings
import OpenCombine
import ReCursesTesting
import TerminalUI
import Testing

/// A focusable view that hands every event to the widget inside it and knows while it does: the
/// widget's handler is on the stack exactly while `isHandling`.
@MainActor
final class HandlerProbe: View {
    let widget: View
    private(set) var isHandling = false

    init(_ widget: View) {
        self.widget = widget
        super.init()
        addSubview(widget)
    }

    override var canBecomeFocused: Bool { true }

    override func layoutSubviews() {
        widget.frame = bounds
    }

    override func handle(_ event: Event) -> Bool {
        isHandling = true
        defer { isHandling = false }
        return widget.handle(event) || super.handle(event)
    }
}

/// A "store" for one bound property: it answers each user event with `reduce` and pushes a changed
/// value through the widget's binder, as a connection does, noting whether the widget's handler was
/// on the stack when the event and the bound value arrived.
@MainActor
final class ProbedStore<Value: Equatable, Proposal> {
    private(set) var value: Value
    private(set) var handlerOnStackAtEvent: [Bool] = []
    private(set) var handlerOnStackAtBinder: [Bool] = []
    private var subscription: AnyCancellable?

    init<Widget: AnyObject>(
        _ value: Value, probe: HandlerProbe, widget: Widget, binder: Binder<Value>,
        event: AnyPublisher<Proposal, Never>, reduce: @escaping (Value, Proposal) -> Value
    ) {
        self.value = value
        binder.on(value)
        let spy = Binder<Value>(widget) { [unowned self, unowned probe] _, value in
            handlerOnStackAtBinder.append(probe.isHandling)
            binder.on(value)
        }
        subscription = event.sink { [unowned self, unowned probe] proposal in
            handlerOnStackAtEvent.append(probe.isHandling)
            let reduced = reduce(self.value, proposal)
            guard reduced != self.value else { return }
            self.value = reduced
            spy.on(reduced)
        }
    }

    /// Whether every event and every bound value arrived after the widget's handler had returned.
    var neverReentered: Bool { !handlerOnStackAtEvent.contains(true) && !handlerOnStackAtBinder.contains(true) }
}

struct ProbedRow: Identifiable, Equatable {
    let id: Int
}

/// User events sent while a window handles an event are delivered once the handler has returned,
/// before the frame: a binder never enters a widget whose handler is on the stack.
@MainActor
@Suite("User event delivery")
struct UserEventDeliveryTests {
    @Test func aListsSelectionArrivesAfterItsHandlerReturned() {
        let list = ListView<ProbedRow>(sections: [ListSection(items: (1...5).map(ProbedRow.init))]) { "Row \($0.id)" }
        let probe = HandlerProbe(list)
        // Row 4 is refused, row 5 rewritten to row 1.
        let store = ProbedStore<Int?, Int>(
            1, probe: probe, widget: list, binder: list.rx.selection, event: list.selectionChanged
        ) { old, proposed in proposed == 4 ? old : proposed == 5 ? 1 : proposed }
        let ui = ViewDriver(probe, size: Size(width: 10, height: 5))
        let selected = ui.style(at: Point(x: 0, y: 0))
        ui.press(.down)
        #expect(list.selectedID == 2 && store.value == 2)
        #expect(ui.style(at: Point(x: 0, y: 1)) == selected, "the frame of the key shows the store's answer")
        ui.press(.down, .down)
        #expect(list.selectedID == 3 && store.value == 3, "row 4 was refused: the list snapped back")
        #expect(ui.style(at: Point(x: 0, y: 2)) == selected && ui.style(at: Point(x: 0, y: 3)) != selected)
        ui.press(.end)
        #expect(list.selectedID == 1 && store.value == 1, "row 5 was rewritten to row 1")
        #expect(ui.style(at: Point(x: 0, y: 0)) == selected && ui.style(at: Point(x: 0, y: 4)) != selected)
        #expect(store.handlerOnStackAtEvent.count == 4 && store.handlerOnStackAtBinder.count == 3)
        #expect(store.neverReentered)
    }

    @Test func aTextFieldsTextArrivesAfterItsHandlerReturned() {
        let field = TextField()
        let probe = HandlerProbe(field)
        // Upper-cased; a text with a digit is refused.
        let store = ProbedStore<String, String>(
            "", probe: probe, widget: field, binder: field.rx.text, event: field.textChanged
        ) { old, proposed in proposed.contains(where: \.isNumber) ? old : proposed.uppercased() }
        let ui = ViewDriver(probe, size: Size(width: 8, height: 1))
        ui.type("ab")
        #expect(field.text == "AB" && ui.lines == ["AB      "])
        ui.type("1")
        #expect(field.text == "AB" && field.cursorIndex == 2 && ui.lines == ["AB      "])
        ui.paste("c d")
        #expect(field.text == "ABC D" && field.cursorIndex == 5)
        ui.press(.ctrl("_"))
        #expect(field.text == "AB" && store.value == "AB", "the rewritten paste undoes as one edit")
        #expect(store.handlerOnStackAtEvent.count == 5 && store.handlerOnStackAtBinder.count == 4)
        #expect(store.neverReentered)
    }

    @Test func aSwitchsStateArrivesAfterItsHandlerReturned() {
        let toggle = Switch("Lamp")
        let probe = HandlerProbe(toggle)
        var isLocked = false
        let store = ProbedStore<Bool, Bool>(
            false, probe: probe, widget: toggle, binder: toggle.rx.isOn, event: toggle.toggled
        ) { old, proposed in isLocked ? old : proposed }
        let ui = ViewDriver(probe, size: Size(width: 10, height: 1))
        ui.press(.character(" "))
        #expect(toggle.isOn && ui.lines == ["[x] Lamp  "])
        isLocked = true
        ui.press(.character(" "))
        #expect(toggle.isOn && ui.lines == ["[x] Lamp  "], "refused: the switch snapped back")
        #expect(store.handlerOnStackAtEvent.count == 2 && store.handlerOnStackAtBinder.count == 1)
        #expect(store.neverReentered)
    }

    @Test func outsideEventHandlingAnEventIsDeliveredAtOnce() {
        let list = ListView<ProbedRow>(sections: [ListSection(items: (1...3).map(ProbedRow.init))]) { "Row \($0.id)" }
        let selection = list.rx.selection
        selection.on(1)
        var delivered: [Int] = []
        let answer = list.selectionChanged.sink { id in
            delivered.append(id)
            selection.on(id == 3 ? 1 : id)
        }
        _ = list.perform(.moveDown)
        #expect(delivered == [2] && list.selectedID == 2)
        _ = list.perform(.moveDown)
        #expect(delivered == [2, 3] && list.selectedID == 1)
        answer.cancel()
    }

    @Test func eventsSentByOneHandlerArriveInOrderEachControlledValueSettledAfterItsOwn() {
        let first = Switch("One")
        let second = Switch("Two")
        let probe = HandlerProbe(View())
        first.rx.isOn.on(false)  // bound, and nobody answers: every toggle is refused
        var order: [String] = []
        let events = [
            first.toggled.sink { isOn in order.append("first \(isOn), handler \(probe.isHandling)") },
            second.toggled.sink { isOn in order.append("second \(isOn), first shows \(first.isOn)") },
        ]
        probe.keyBindings.append(KeyBinding(.ctrl("t"), .toggle))
        probe.addCommand(.toggle) {
            _ = first.perform(.toggle)
            _ = second.perform(.toggle)
        }
        let ui = ViewDriver(probe, size: Size(width: 8, height: 1))
        ui.press(.ctrl("t"))
        #expect(order == ["first true, handler false", "second true, first shows false"])
        #expect(!first.isOn && second.isOn, "the bound switch snapped back; the unbound one keeps the change")
        for event in events { event.cancel() }
    }

    @Test func aRefusedMoveSnapsBackWithoutSearchingTheRows() {
        let rows = (0..<10_000).map(CountedRow.init)
        let list = ListView<CountedRow>(sections: [ListSection(items: rows)]) { "\($0.raw)" }
        let probe = HandlerProbe(list)
        let selection = list.rx.selection
        selection.on(5_000)
        let ui = ViewDriver(probe, size: Size(width: 8, height: 3))
        CountedRow.idReads = 0
        ui.press(.down, .up, .pageDown)
        #expect(list.selectedID == 5_000, "nobody answers: every move snaps back")
        #expect(CountedRow.idReads < 200, "\(CountedRow.idReads) identities read for three keys")
    }

    @Test func aTreesRefusedMoveSnapsBackWithoutSearchingTheNodes() {
        let roots = (0..<10_000).map(CountedRow.init)
        let tree = TreeView(roots: roots, children: { _ in nil }, text: { "\($0.raw)" })
        let probe = HandlerProbe(tree)
        let selection = tree.rx.selection
        selection.on(5_000)
        let ui = ViewDriver(probe, size: Size(width: 8, height: 3))
        CountedRow.idReads = 0
        ui.press(.down, .up, .pageDown)
        #expect(tree.selectedID == 5_000, "nobody answers: every move snaps back")
        #expect(CountedRow.idReads < 200, "\(CountedRow.idReads) identities read for three keys")
    }
}

/// A row that counts how often its identity is read.
struct CountedRow: Identifiable {
    nonisolated(unsafe) static var idReads = 0
    let raw: Int
    var id: Int {
        Self.idReads += 1
        return raw
    }
}
