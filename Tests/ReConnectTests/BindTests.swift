import ReConnect
import ReStore
import Testing

@MainActor
@Suite struct BindTests {
    let store = makeStore()
    let widget = FakeWidget()

    func connected() -> Connection<AppState, CounterProps, CounterActions> {
        let connection = makeConnection(store: store)
        connection.connect()
        return connection
    }

    @Test func bindEmitsTheCurrentValueThenOnlyChangesOfItsKeyPath() {
        let connection = connected()
        connection.bind(\.count, to: widget.rx.value)
        #expect(widget.values == [0])
        store.dispatch(Rename(name: "Bob"))
        store.dispatch(Increase())
        store.dispatch(AddItem(item: "milk"))
        store.dispatch(Increase())
        #expect(widget.values == [0, 1, 2])
    }

    @Test func bindAppliesTheMapping() {
        let connection = connected()
        connection.bind(\.count, to: widget.rx.text, mapping: { "\($0) items" })
        store.dispatch(Increase())
        #expect(widget.texts == ["0 items", "1 items"])
    }

    @Test func changesAreDetectedBeforeTheMapping() {
        let connection = connected()
        connection.bind(\.count, to: widget.rx.value, mapping: { $0 / 2 })
        store.dispatch(Increase())
        store.dispatch(Increase())
        #expect(widget.values == [0, 0, 1])
    }

    @Test func bindsAValueToAnObserverOfOptionals() {
        let connection = connected()
        connection.bind(\.name, to: widget.rx.text)
        store.dispatch(Rename(name: "Bob"))
        #expect(widget.texts == ["Ada", "Bob"])
    }

    @Test func bindsAnOptionalEntryToAnObserverOfOptionals() {
        let connection = connected()
        connection.bind(\.note, to: widget.rx.text)
        store.dispatch(SetNote(note: "hello"))
        store.dispatch(SetNote(note: "hello"))
        store.dispatch(SetNote(note: nil))
        #expect(widget.texts == [nil, "hello", nil])
    }

    @Test func bindsAnOptionalEntryThroughAMapping() {
        let connection = connected()
        connection.bind(\.note, to: widget.rx.value, mapping: { $0?.count ?? -1 })
        store.dispatch(SetNote(note: "four"))
        #expect(widget.values == [-1, 4])
    }

    @Test func subscribeCallsOnNextForEachChangedValue() {
        let connection = connected()
        var names: [String] = []
        connection.subscribe(\.name) { names.append($0) }
        store.dispatch(Increase())
        store.dispatch(Rename(name: "Bob"))
        #expect(names == ["Ada", "Bob"])
    }

    @Test func subscribeCallsOnNextForOptionalValues() {
        let connection = connected()
        var notes: [String?] = []
        connection.subscribe(\.note) { notes.append($0) }
        store.dispatch(SetNote(note: "x"))
        #expect(notes == [nil, "x"])
    }

    @Test func subscribeCallsOnNextForChangedArrays() {
        let connection = connected()
        var lists: [[String]] = []
        connection.subscribe(\.items) { lists.append($0) }
        store.dispatch(AddItem(item: "milk"))
        store.dispatch(Increase())
        store.dispatch(AddItem(item: "eggs"))
        #expect(lists == [[], ["milk"], ["milk", "eggs"]])
    }

    @Test func bindsASequenceWithABinderFunction() {
        let connection = connected()
        connection.bind(\.items, to: widget.rx.items)
        store.dispatch(AddItem(item: "milk"))
        store.dispatch(Rename(name: "Bob"))
        #expect(widget.rows == [[], ["milk"]])
    }

    @Test func bindsASequenceWithABinderFunctionThroughAMapping() {
        let connection = connected()
        connection.bind(\.items, to: widget.rx.items, mapping: { $0.map { $0.uppercased() } })
        store.dispatch(AddItem(item: "milk"))
        #expect(widget.rows == [[], ["MILK"]])
    }

    @Test func theReturnedCancellableEndsOneBinding() {
        let connection = connected()
        let binding = connection.bind(\.count, to: widget.rx.value)
        var counts: [Int] = []
        connection.subscribe(\.count) { counts.append($0) }
        binding.cancel()
        store.dispatch(Increase())
        #expect(widget.values == [0])
        #expect(counts == [0, 1])
    }

    @Test func bindingsSurviveDisconnectAndReconnect() {
        let connection = connected()
        connection.bind(\.count, to: widget.rx.value)
        connection.disconnect()
        store.dispatch(Increase())
        connection.connect()
        #expect(widget.values == [0, 1])
    }
}
