import ReStore
import Testing

@MainActor
struct SubscribeTests {
    @Test func newSubscriberReceivesCurrentStateAtOnce() {
        let store = makeStore(state: TestState(count: 7))
        let recorder = Recorder<TestState>()
        store.subscribe(recorder)
        #expect(recorder.received.map(\.count) == [7])
    }

    @Test func subscriberReceivesEveryChangedState() {
        let store = makeStore()
        let recorder = Recorder<TestState>()
        store.subscribe(recorder)
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.increment)
        #expect(recorder.received.map(\.count) == [0, 1, 2])
    }

    @Test func equatableStateSkipsRepeatsAutomatically() {
        let store = makeStore()
        let recorder = Recorder<TestState>()
        store.subscribe(recorder)
        store.dispatch(TestAction.touch)
        #expect(recorder.received.count == 1)
    }

    @Test func automaticSkipRepeatsCanBeTurnedOff() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let whole = Recorder<TestState>()
        let part = Recorder<Int>()
        store.subscribe(whole)
        store.subscribe(part) { $0.select(\.count) }
        store.dispatch(TestAction.touch)
        #expect(whole.received.count == 2)
        #expect(part.received == [0, 0])
    }

    @Test func aSubscriptionComparedByItsSubscriberGetsNoAutomaticSkipRepeats() {
        let store = makeStore()
        let whole = Recorder<TestState>()
        let part = Recorder<Int>()
        store.subscribe(whole) { $0.comparedBySubscriber() }
        store.subscribe(part) { $0.select(\.count).comparedBySubscriber() }
        store.dispatch(TestAction.touch)
        #expect(whole.received.count == 2)
        #expect(part.received == [0, 0])
        subscribeGenerically(whole, to: store) { $0.comparedBySubscriber() }
        store.dispatch(TestAction.touch)
        #expect(whole.received.count == 4)
    }

    @Test func selectedEquatableStateSkipsRepeatsAutomatically() {
        let store = makeStore()
        let recorder = Recorder<String>()
        store.subscribe(recorder) { $0.select { $0.name } }
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.setName("a"))
        store.dispatch(TestAction.increment)
        #expect(recorder.received == ["", "a"])
    }

    @Test func nonEquatableSelectionIsNotSkipped() {
        struct Box { var value: Int }
        let store = makeStore()
        let recorder = Recorder<Box>()
        store.subscribe(recorder) { $0.select { Box(value: $0.count) } }
        store.dispatch(TestAction.touch)
        #expect(recorder.received.map(\.value) == [0, 0])
    }

    @Test func skipRepeatsWithComparator() {
        let store = makeStore()
        let recorder = Recorder<TestState>()
        store.subscribe(recorder) { $0.skipRepeats { $0.count / 2 == $1.count / 2 } }
        for _ in 0..<4 { store.dispatch(TestAction.increment) }
        #expect(recorder.received.map(\.count) == [0, 2, 4])
    }

    @Test func skipWhenAndOnlyWhen() {
        let store = makeStore()
        let skipping = Recorder<Int>()
        let only = Recorder<Int>()
        store.subscribe(skipping) { $0.select(\.count).skip { _, new in new == 2 } }
        store.subscribe(only) { $0.select(\.count).only { _, new in new.isMultiple(of: 2) } }
        for _ in 0..<4 { store.dispatch(TestAction.increment) }
        #expect(skipping.received == [0, 1, 3, 4])
        #expect(only.received == [0, 2, 4])
    }

    @Test func subscribingAgainReplacesTheSubscription() {
        let store = makeStore()
        let recorder = Recorder<TestState>()
        store.subscribe(recorder)
        store.subscribe(recorder)
        #expect(store.subscriptionCount == 1)
        store.dispatch(TestAction.increment)
        #expect(recorder.received.map(\.count) == [0, 0, 1])
    }

    @Test func unsubscribeStopsNotifications() {
        let store = makeStore()
        let recorder = Recorder<TestState>()
        store.subscribe(recorder)
        store.unsubscribe(recorder)
        store.dispatch(TestAction.increment)
        #expect(recorder.received.count == 1)
        #expect(store.subscriptionCount == 0)
        store.unsubscribe(recorder)
    }

    @Test func deallocatedSubscriberIsDropped() {
        let store = makeStore()
        weak var weakRecorder: Recorder<TestState>?
        do {
            let recorder = Recorder<TestState>()
            weakRecorder = recorder
            store.subscribe(recorder)
            #expect(store.subscriptionCount == 1)
        }
        #expect(weakRecorder == nil)
        #expect(store.subscriptionCount == 0)
        store.dispatch(TestAction.increment)
        #expect(store.subscriptionCount == 0)
    }

    @Test func subscribeCanBePassedAsAFunctionValue() {
        let store = makeStore()
        let recorder = Recorder<TestState>()
        let subscribe: (Recorder<TestState>) -> Void = store.subscribe
        subscribe(recorder)
        #expect(recorder.received.count == 1)
    }
}

@MainActor
struct SubscriptionMutationTests {
    @Test func unsubscribingItselfDuringNotificationIsSafe() {
        let store = makeStore()
        let leaver = Recorder<TestState>()
        let stayer = Recorder<TestState>()
        leaver.onNewState = { state in if state.count == 1 { store.unsubscribe(leaver) } }
        store.subscribe(leaver)
        store.subscribe(stayer)
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.increment)
        #expect(leaver.received.map(\.count) == [0, 1])
        #expect(stayer.received.map(\.count) == [0, 1, 2])
        #expect(store.subscriptionCount == 1)
    }

    @Test func unsubscribingALaterSubscriberDuringNotificationSkipsIt() {
        let store = makeStore()
        let first = Recorder<TestState>()
        let second = Recorder<TestState>()
        first.onNewState = { state in if state.count == 1 { store.unsubscribe(second) } }
        store.subscribe(first)
        store.subscribe(second)
        store.dispatch(TestAction.increment)
        #expect(second.received.map(\.count) == [0])
    }

    @Test func subscribingDuringNotificationDeliversTheCurrentStateOnce() {
        let store = makeStore()
        let first = Recorder<TestState>()
        let late = Recorder<TestState>()
        first.onNewState = { state in if state.count == 1 { store.subscribe(late) } }
        store.subscribe(first)
        store.dispatch(TestAction.increment)
        #expect(late.received.map(\.count) == [1])
        store.dispatch(TestAction.increment)
        #expect(late.received.map(\.count) == [1, 2])
    }

    @Test func subscriberDeallocatedDuringNotificationIsDropped() {
        let store = makeStore()
        var doomed: Recorder<TestState>? = Recorder<TestState>()
        let killer = Recorder<TestState>()
        killer.onNewState = { state in if state.count == 1 { doomed = nil } }
        store.subscribe(killer)
        store.subscribe(doomed!)
        store.dispatch(TestAction.increment)
        #expect(doomed == nil)
        #expect(store.subscriptionCount == 1)
    }

    @Test func manySubscribersKeepTheirOrderThroughRemovals() {
        let store = makeStore()
        var order: [Int] = []
        let recorders = (0..<1000).map { index in
            let recorder = Recorder<Int>()
            recorder.onNewState = { _ in order.append(index) }
            return recorder
        }
        for recorder in recorders { store.subscribe(recorder) { $0.select(\.count) } }
        for index in stride(from: 0, to: 1000, by: 3) { store.unsubscribe(recorders[index]) }
        order.removeAll()
        store.dispatch(TestAction.increment)
        let expected = (0..<1000).filter { !$0.isMultiple(of: 3) }
        #expect(order == expected)
        #expect(store.subscriptionCount == expected.count)
        recorders.forEach(store.unsubscribe)
        #expect(store.subscriptionCount == 0)
    }
}

/// Subscribes through the store's generic `subscribe(_:transform:)`, as code that cannot name the
/// selected state's `Equatable` conformance does.
@MainActor func subscribeGenerically<State, Selected, Subscriber: StoreSubscriber>(
    _ subscriber: Subscriber, to store: Store<State>,
    transform: @escaping (Subscription<State>) -> Subscription<Selected>
) where Subscriber.StoreSubscriberStateType == Selected {
    store.subscribe(subscriber, transform: transform)
}
