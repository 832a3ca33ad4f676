import ReConnect
import ReStore
import Testing

/// Counts the comparisons of `CountedState`s.
final class ComparisonCounter: @unchecked Sendable {
    var count = 0
}

/// An `Equatable` state whose `==` counts its calls.
struct CountedState: StateType, Equatable {
    var value = 0
    let counter: ComparisonCounter

    static func == (lhs: CountedState, rhs: CountedState) -> Bool {
        lhs.counter.count += 1
        return lhs.value == rhs.value
    }
}

/// Sets the value (possibly to the one it has).
struct SetValue: Action { let value: Int }

func countedReducer(action: Action, state: CountedState?) -> CountedState {
    guard var state else { preconditionFailure("the tests give an initial state") }
    if let set = action as? SetValue { state.value = set.value }
    return state
}

/// A plain store subscriber of the whole state.
final class StateRecorder: StoreSubscriber {
    var states: [Int] = []

    func newState(state: CountedState) {
        states.append(state.value)
    }
}

/// Subscribes through the store's generic `subscribe(_:transform:)`, as code that cannot name the
/// state's `Equatable` conformance does.
@MainActor func subscribeWithoutNamingEquatable<State, Subscriber: StoreSubscriber>(
    _ subscriber: Subscriber, to store: Store<State>
) where Subscriber.StoreSubscriberStateType == State {
    store.subscribe(subscriber, transform: nil)
}

/// On its way from a dispatch to a connection, a state is compared once: the store adds no
/// `skipRepeats` of its own in front of a connection, which compares with the last state it mapped.
@MainActor
@Suite struct StateComparisonTests {
    private func makeCountedStore(_ counter: ComparisonCounter) -> Store<CountedState> {
        Store(reducer: countedReducer, state: CountedState(counter: counter))
    }

    private func makeCountedConnection(
        _ store: Store<CountedState>, mappings: @escaping () -> Void = {}
    ) -> Connection<CountedState, Int, Void> {
        Connection(
            store: store,
            mapStateToProps: { state in
                mappings()
                return state.value
            },
            mapDispatchToActions: { _ in () })
    }

    @Test func aDispatchComparesTheStateOncePerConnection() {
        let counter = ComparisonCounter()
        let store = makeCountedStore(counter)
        #expect(store.automaticallySkipsRepeats)
        var mappings = 0
        let connection = makeCountedConnection(store) { mappings += 1 }
        connection.connect()
        counter.count = 0
        mappings = 0
        for value in [1, 1, 2, 2, 2, 3] { store.dispatch(SetValue(value: value)) }
        #expect(counter.count == 6)
        #expect(mappings == 3)
        #expect(connection.props.value == 3)
    }

    @Test func twoConnectionsCompareTwicePerDispatch() {
        let counter = ComparisonCounter()
        let store = makeCountedStore(counter)
        let first = makeCountedConnection(store)
        let second = makeCountedConnection(store)
        first.connect()
        second.connect()
        counter.count = 0
        store.dispatch(SetValue(value: 4))
        store.dispatch(SetValue(value: 4))
        #expect(counter.count == 4)
        #expect(first.props.value == 4 && second.props.value == 4)
    }

    @Test func connectingComparesWithTheLastMappedStateOnce() {
        let counter = ComparisonCounter()
        let store = makeCountedStore(counter)
        var mappings = 0
        let connection = makeCountedConnection(store) { mappings += 1 }
        connection.connect()
        connection.disconnect()
        counter.count = 0
        mappings = 0
        connection.connect()
        #expect(counter.count == 1)
        #expect(mappings == 0)
    }

    @Test func otherSubscribersStillSkipRepeatsAutomatically() {
        let counter = ComparisonCounter()
        let store = makeCountedStore(counter)
        let recorder = StateRecorder()
        store.subscribe(recorder)
        let connection = makeCountedConnection(store)
        connection.connect()
        counter.count = 0
        for value in [1, 1, 2] { store.dispatch(SetValue(value: value)) }
        #expect(recorder.states == [0, 1, 2])
        // One comparison for the recorder's skipRepeats and one for the connection, per dispatch.
        #expect(counter.count == 6)
        store.unsubscribe(recorder)
    }

    @Test func aGenericSubscriptionOfAnEquatableStateStillSkipsRepeats() {
        let counter = ComparisonCounter()
        let store = makeCountedStore(counter)
        let recorder = StateRecorder()
        subscribeWithoutNamingEquatable(recorder, to: store)
        counter.count = 0
        for value in [5, 5, 6] { store.dispatch(SetValue(value: value)) }
        #expect(recorder.states == [0, 5, 6])
        #expect(counter.count == 3)
        store.unsubscribe(recorder)
    }
}
