import ReStore
import Testing

@MainActor
struct ListenerTests {
    @Test func suasDispatchSpellingDispatches() {
        let store = makeStore()
        store.dispatch(action: TestAction.increment)
        #expect(store.state.count == 1)
    }

    @Test func listenerIsCalledOnNewStatesButNotAtOnce() {
        let store = makeStore()
        var counts: [Int] = []
        store.addListener { counts.append($0.count) }
        #expect(counts.isEmpty)
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.touch)
        #expect(counts == [1, 1])
    }

    @Test func filterBlockSeesOldAndNewState() {
        let store = makeStore()
        var pairs: [String] = []
        var counts: [Int] = []
        store.addListener(
            if: { old, new in
                pairs.append("\(old.count)->\(new.count)")
                return old.count != new.count
            }, callback: { counts.append($0.count) })
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.setName("x"))
        #expect(pairs == ["0->1", "1->1"])
        #expect(counts == [1])
    }

    @Test func selectorListenerGetsTheSelectedPart() {
        let store = makeStore()
        var names: [String] = []
        store.addListener(
            if: { $0 != $1 }, stateSelector: { $0.name.isEmpty ? nil : $0.name },
            callback: { names.append($0) })
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.setName("a"))
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.setName("b"))
        #expect(names == ["a", "b"])
    }

    @Test func informWithCurrentStateCallsAtOnce() {
        let store = makeStore(state: TestState(count: 4))
        var counts: [Int] = []
        store.addListener(stateSelector: { $0.count }, callback: { counts.append($0) }).informWithCurrentState()
        #expect(counts == [4])
    }

    @Test func removeStopsTheListenerAndIsIdempotent() {
        let store = makeStore()
        var calls = 0
        let listener = store.addListener { _ in calls += 1 }
        #expect(store.subscriptionCount == 1)
        listener.remove()
        listener.remove()
        store.dispatch(TestAction.increment)
        listener.informWithCurrentState()
        #expect(calls == 0)
        #expect(store.subscriptionCount == 0)
    }

    @Test func removingAnotherListenerDuringNotificationSkipsIt() {
        let store = makeStore()
        var secondCalls = 0
        var second: ListenerSubscription?
        store.addListener { _ in second?.remove() }
        second = store.addListener { _ in secondCalls += 1 }
        store.dispatch(TestAction.increment)
        #expect(secondCalls == 0)
    }

    @Test func linkedListenerGoesAwayWithItsOwner() {
        final class Owner {}
        let store = makeStore()
        var calls = 0
        var owner: Owner? = Owner()
        store.addListener { _ in calls += 1 }.linkLifeCycleTo(object: owner!)
        store.addActionListener { _ in calls += 1 }.linkLifeCycleTo(object: owner!)
        store.dispatch(TestAction.increment)
        #expect(calls == 2)
        #expect(store.subscriptionCount == 2)
        owner = nil
        #expect(store.subscriptionCount == 0)
        store.dispatch(TestAction.increment)
        #expect(calls == 2)
    }

    @Test func actionListenerSeesEveryReducedAction() {
        let store = makeStore()
        var seen: [String] = []
        let listener = store.addActionListener { action in
            if let action = action as? TestAction { seen.append("\(action)") }
        }
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.setName("n"))
        listener.remove()
        store.dispatch(TestAction.increment)
        #expect(seen == ["increment", "setName(\"n\")"])
    }

    @Test func actionListenerRunsAfterStateListeners() {
        let store = makeStore()
        var log: [String] = []
        store.addActionListener { _ in log.append("action") }
        store.addListener { _ in log.append("state") }
        store.dispatch(TestAction.increment)
        #expect(log == ["state", "action"])
    }

    @Test func listenersAndSubscribersShareOneRound() {
        let store = makeStore()
        var log: [String] = []
        let recorder = Recorder<Int>()
        recorder.onNewState = { log.append("subscriber \($0)") }
        store.addListener { log.append("listener \($0.count)") }
        store.subscribe(recorder) { $0.select(\.count) }
        store.dispatch(TestAction.increment)
        #expect(log == ["subscriber 0", "subscriber 1", "listener 1"])
    }
}

@MainActor
struct ActionListenerOrderTests {
    @Test func actionsDispatchedByListenersAreAnnouncedInOrder() {
        let store = makeStore()
        var first: [String] = []
        var second: [String] = []
        store.addActionListener { action in
            first.append("\(action)")
            if case TestAction.increment = action { store.dispatch(TestAction.setName("from listener")) }
        }
        store.addActionListener { second.append("\($0)") }
        store.dispatch(TestAction.increment)
        let expected = ["increment", "setName(\"from listener\")"]
        #expect(first == expected)
        #expect(second == expected)
    }

    @Test func actionsDispatchedBySubscribersAreAnnouncedInOrder() {
        let store = makeStore()
        let recorder = Recorder<Int>()
        recorder.onNewState = { count in if count == 1 { store.dispatch(TestAction.touch) } }
        store.subscribe(recorder) { $0.select(\.count) }
        var seen: [String] = []
        store.addActionListener { seen.append("\($0) at \(store.state.count)") }
        store.dispatch(TestAction.increment)
        #expect(seen == ["increment at 1", "touch at 1"])
    }
}

@MainActor
struct ListenerLifetimeTests {
    @Test func handlesDoNotKeepTheStoreAlive() {
        weak var weakStore: Store<TestState>?
        var handle: ListenerSubscription?
        do {
            let store = makeStore()
            weakStore = store
            handle = store.addListener { _ in }
            store.addActionListener { _ in handle?.remove() }
        }
        #expect(weakStore == nil)
        handle?.remove()
        handle?.informWithCurrentState()
    }
}
