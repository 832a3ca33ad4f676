import ReConnect
import ReStore
import Testing

/// An observer that is not a `Binder`: a class subscriber, held only by its binding.
final class RecordingObserver: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    var values: [Int] = []
    func receive(subscription: any OpenCombine.Subscription) { subscription.request(.unlimited) }
    func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Never>) {}
}

/// Weak references to everything a connected owner keeps alive.
@MainActor struct OwnerGraph {
    weak var owner: CounterOwner?
    weak var connection: Connection<AppState, CounterProps, CounterActions>?
    weak var widget: FakeWidget?
    weak var observer: RecordingObserver?

    var isReleased: Bool { owner == nil && connection == nil && widget == nil && observer == nil }

    /// Builds an owner, connects it, binds a class observer and an `onNext` closure, exercises them.
    static func build(store: Store<AppState>, disconnect: Bool) -> OwnerGraph {
        let owner = CounterOwner(store: store)
        let observer = RecordingObserver()
        owner.connection.bind(\.count, to: observer)
        owner.connection.subscribe(\.name) { [weak owner] name in owner?.widget.text = name }
        owner.connection.connect()
        store.dispatch(Increase())
        store.dispatch(Rename(name: "Bob"))
        let graph = OwnerGraph(owner: owner, connection: owner.connection, widget: owner.widget, observer: observer)
        if disconnect { owner.connection.disconnect() }
        return graph
    }
}

@MainActor
@Suite struct MemoryTests {
    @Test(arguments: [true, false])
    func ownerConnectionAndObserversDeallocate(disconnectingFirst: Bool) {
        let store = makeStore()
        let baseline = store.subscriptionCount
        let graph = OwnerGraph.build(store: store, disconnect: disconnectingFirst)
        #expect(graph.isReleased)
        #expect(store.subscriptionCount == baseline)
        store.dispatch(Increase())
    }

    @Test func theStoreDoesNotKeepAConnectedConnectionAlive() {
        let store = makeStore()
        weak var weakConnection: Connection<AppState, CounterProps, CounterActions>?
        do {
            let connection = makeConnection(store: store)
            connection.connect()
            weakConnection = connection
        }
        #expect(weakConnection == nil)
        #expect(store.subscriptionCount == 0)
    }

    @Test func theActionsDoNotKeepAStoreAlive() {
        var store: Store<AppState>? = makeStore()
        weak let weakStore = store
        let connection = makeConnection(store: store!)
        let actions = connection.actions
        connection.store = makeStore()
        store = nil
        #expect(weakStore == nil)
        actions.increase()
    }

    @Test func subscriptionsReturnToBaselineOverManyCycles() {
        let store = makeStore()
        let baseline = store.subscriptionCount
        let owners = (0..<20).map { _ in CounterOwner(store: store) }
        for round in 0..<3 {
            for owner in owners { owner.connection.connect() }
            #expect(store.subscriptionCount == baseline + owners.count)
            store.dispatch(Increase())
            for owner in owners { owner.connection.disconnect() }
            #expect(store.subscriptionCount == baseline)
            #expect(owners.allSatisfy { $0.widget.values.last == round + 1 })
        }
    }
}
