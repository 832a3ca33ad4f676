import ReConnect
import ReStore
import Testing

/// A screen-like owner: a connection and a widget bound to it.
@MainActor final class CounterOwner: Connectable {
    let connection: Connection<AppState, CounterProps, CounterActions>
    let widget = FakeWidget()

    init(store: Store<AppState>) {
        connection = makeConnection(store: store)
        connection.bind(\.count, to: widget.rx.value)
        connection.bind(\.name, to: widget.rx.text)
    }
}

@MainActor
@Suite struct ConnectableTests {
    @Test func propsAndActionsReadThroughTheProtocol() {
        let store = makeStore(AppState(count: 3))
        let owner = CounterOwner(store: store)
        #expect(owner.props.count == 3)
        owner.actions.increase()
        #expect(store.state.count == 4)
    }

    @Test func settingPropsPublishesThemWithoutAStoreChange() {
        let store = makeStore()
        let owner = CounterOwner(store: store)
        owner.props = CounterProps(count: 12, name: "Test", items: [], note: nil)
        #expect(owner.widget.values == [0, 12])
        #expect(owner.widget.text == "Test")
        #expect(store.state.count == 0)
    }

    @Test func settingActionsReplacesWhatTheOwnerCalls() {
        let store = makeStore()
        let owner = CounterOwner(store: store)
        var renamed: [String] = []
        owner.actions = CounterActions(increase: {}, rename: { renamed.append($0) })
        owner.actions.rename("Zoe")
        owner.actions.increase()
        #expect(renamed == ["Zoe"])
        #expect(store.state == AppState())
    }

    @Test func anyConnectionControlsTheConnection() {
        let store = makeStore()
        let owner: any Connectable = CounterOwner(store: store)
        owner.anyConnection.connect()
        #expect(owner.anyConnection.isConnected)
        #expect(store.subscriptionCount == 1)
        owner.anyConnection.disconnect()
        #expect(!owner.anyConnection.isConnected)
        #expect(store.subscriptionCount == 0)
    }
}
