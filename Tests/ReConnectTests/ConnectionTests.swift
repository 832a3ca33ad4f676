import ReConnect
import ReStore
import Testing

/// A store of its own kind, as a screen-scoped store would be.
final class ScopedStore: Store<AppState>, @unchecked Sendable {}

@MainActor
@Suite struct ConnectionTests {
    @Test func propsStartFromTheStoresCurrentState() {
        let store = makeStore(AppState(count: 5, name: "Grace"))
        let connection = makeConnection(store: store)
        #expect(connection.props.value == CounterProps(count: 5, name: "Grace", items: [], note: nil))
        #expect(!connection.isConnected)
    }

    @Test func connectSubscribesAndDisconnectUnsubscribes() {
        let store = makeStore()
        let baseline = store.subscriptionCount
        let connection = makeConnection(store: store)
        connection.connect()
        #expect(connection.isConnected)
        #expect(store.subscriptionCount == baseline + 1)
        connection.disconnect()
        #expect(!connection.isConnected)
        #expect(store.subscriptionCount == baseline)
    }

    @Test func connectAndDisconnectAreIdempotent() {
        let store = makeStore()
        let baseline = store.subscriptionCount
        let connection = makeConnection(store: store)
        connection.connect()
        connection.connect()
        #expect(store.subscriptionCount == baseline + 1)
        connection.disconnect()
        connection.disconnect()
        #expect(store.subscriptionCount == baseline)
        connection.connect()
        #expect(store.subscriptionCount == baseline + 1)
        connection.disconnect()
    }

    @Test func propsFollowTheStateOnlyWhileConnected() {
        let store = makeStore()
        let connection = makeConnection(store: store)
        store.dispatch(Increase())
        #expect(connection.props.value.count == 0)
        connection.connect()
        #expect(connection.props.value.count == 1)
        store.dispatch(Increase())
        #expect(connection.props.value.count == 2)
        connection.disconnect()
        store.dispatch(Increase())
        #expect(connection.props.value.count == 2)
    }

    @Test func newStateMapsAndPublishesProps() {
        let connection = makeConnection(store: makeStore())
        var published: [Int] = []
        let watching = connection.props.sink { published.append($0.count) }
        connection.newState(state: AppState(count: 9))
        #expect(published == [0, 9])
        watching.cancel()
    }

    @Test func actionsDispatchTheMappedActions() {
        let store = makeStore()
        let connection = makeConnection(store: store)
        connection.actions.increase()
        connection.actions.rename("Linus")
        #expect(store.state.count == 1)
        #expect(store.state.name == "Linus")
    }

    @Test func anInjectedStoreReceivesTheActions() {
        let original = makeStore()
        let injected = makeStore()
        let connection = makeConnection(store: original)
        connection.store = injected
        connection.actions.increase()
        #expect(injected.state.count == 1)
        #expect(original.state.count == 0)
    }

    @Test func injectingAStoreWhileConnectedMovesTheSubscription() {
        let original = makeStore()
        let injected = makeStore(AppState(count: 40))
        let connection = makeConnection(store: original)
        connection.connect()
        connection.store = injected
        #expect(original.subscriptionCount == 0)
        #expect(injected.subscriptionCount == 1)
        #expect(connection.props.value.count == 40)
        injected.dispatch(Increase())
        original.dispatch(Increase())
        #expect(connection.props.value.count == 41)
        connection.disconnect()
        #expect(injected.subscriptionCount == 0)
    }

    @Test func deinitDisconnects() {
        let store = makeStore()
        let baseline = store.subscriptionCount
        var connection: Connection<AppState, CounterProps, CounterActions>? = makeConnection(store: store)
        connection?.connect()
        #expect(store.subscriptionCount == baseline + 1)
        connection = nil
        #expect(store.subscriptionCount == baseline)
        store.dispatch(Increase())
    }

    @Test func propsEntryEmitsDistinctValuesByTheComparator() {
        let store = makeStore()
        let connection = makeConnection(store: store)
        connection.connect()
        var lengths: [Int] = []
        let watching = connection.propsEntry(at: \.name) { $0.count == $1.count }
            .sink { lengths.append($0.count) }
        store.dispatch(Rename(name: "Bob"))
        store.dispatch(Rename(name: "Eve"))
        store.dispatch(Rename(name: "Alice"))
        #expect(lengths == [3, 5])
        watching.cancel()
    }

    @Test func worksWithAnyKindOfStore() {
        let scoped = ScopedStore(reducer: appReducer, state: AppState(count: 2))
        let connection = makeConnection(store: scoped)
        connection.connect()
        connection.actions.increase()
        #expect(connection.props.value.count == 3)
        connection.disconnect()
        #expect(scoped.subscriptionCount == 0)
    }
}
