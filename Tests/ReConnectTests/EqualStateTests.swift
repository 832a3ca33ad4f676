import ReConnect
import ReStore
import Testing

@MainActor
@Suite struct EqualStateTests {
    @Test func anUnchangedEquatableStateIsNotMappedAgain() {
        let store = makeStore()
        var mappings = 0
        let connection = Connection(
            store: store,
            mapStateToProps: { (state: AppState) -> CounterProps in
                mappings += 1
                return counterProps(state)
            },
            mapDispatchToActions: counterActions
        )
        var published = 0
        let watching = connection.props.sink { _ in published += 1 }
        connection.connect()
        store.dispatch(Touch())
        store.dispatch(Touch())
        #expect(mappings == 1)
        #expect(published == 1)
        store.dispatch(Increase())
        #expect(mappings == 2)
        #expect(published == 2)
        watching.cancel()
    }

    @Test func reconnectingToAnUnchangedStateEmitsNothing() {
        let store = makeStore()
        let connection = makeConnection(store: store)
        var published = 0
        let watching = connection.props.sink { _ in published += 1 }
        connection.connect()
        connection.disconnect()
        connection.connect()
        #expect(published == 1)
        watching.cancel()
    }

    @Test func aStateThatIsNotEquatableIsMappedEveryTime() {
        let store = Store<PlainState>(
            reducer: plainReducer, state: PlainState(), middleware: [],
            automaticallySkipsRepeats: false)
        var mappings = 0
        let connection = Connection(
            store: store,
            mapStateToProps: { (state: PlainState) -> Int in
                mappings += 1
                return state.count
            },
            mapDispatchToActions: { _ in () }
        )
        connection.connect()
        let afterConnect = mappings
        store.dispatch(Touch())
        #expect(mappings == afterConnect + 1)
        #expect(connection.props.value == 0)
    }
}
