import ReStore
import Testing

/// Subscribes through the `StoreType` protocol, as generic ReSwift code does.
@MainActor
private func subscribeToCount<S: StoreType>(_ recorder: Recorder<Int>, on store: S) where S.State == TestState {
    store.subscribe(recorder) { $0.select(\.count) }
}

/// Subscribes to the whole state through the `StoreType` protocol.
@MainActor
private func subscribeToState<S: StoreType>(_ recorder: Recorder<TestState>, on store: S)
where S.State == TestState {
    store.subscribe(recorder)
}

/// A middleware that records the actions it sees under `name`.
private func recording(_ name: String, into log: Log) -> Middleware<TestState> {
    { _, _ in
        { next in
            { action in
                log.entries.append(name)
                next(action)
            }
        }
    }
}

private final class Log {
    var entries: [String] = []
}

@MainActor
struct ReSwiftCompatibilityTests {
    @Test func middlewareAddedOrRemovedAfterCreationChangesTheNextDispatch() {
        let log = Log()
        let store = makeStore(middleware: [recording("first", into: log)])
        store.middleware.append(recording("second", into: log))
        store.dispatch(TestAction.increment)
        #expect(log.entries == ["first", "second"])
        store.middleware.removeFirst()
        store.dispatch(TestAction.increment)
        #expect(log.entries == ["first", "second", "second"])
        store.middleware = []
        store.dispatch(TestAction.increment)
        #expect(log.entries == ["first", "second", "second"])
        #expect(store.state.count == 3)
    }

    @Test func genericSelectOfAnEquatableFieldSkipsRepeats() {
        let store = makeStore()
        let generic = Recorder<Int>()
        let concrete = Recorder<Int>()
        subscribeToCount(generic, on: store)
        store.subscribe(concrete) { $0.select(\.count) }
        store.dispatch(TestAction.setName("Ada"))
        store.dispatch(TestAction.increment)
        #expect(generic.received == [0, 1])
        #expect(concrete.received == generic.received)
    }

    @Test func genericSubscriptionToAnEquatableStateSkipsRepeats() {
        let store = makeStore()
        let generic = Recorder<TestState>()
        subscribeToState(generic, on: store)
        store.dispatch(TestAction.touch)
        store.dispatch(TestAction.increment)
        #expect(generic.received.map(\.count) == [0, 1])
    }

    @Test func genericSubscriptionsNotifyEveryStateWhenSkippingIsOff() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let generic = Recorder<Int>()
        subscribeToCount(generic, on: store)
        store.dispatch(TestAction.touch)
        #expect(generic.received == [0, 0])
    }
}
