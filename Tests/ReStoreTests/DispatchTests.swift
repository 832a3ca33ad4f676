import ReStore
import Testing

@MainActor
struct DispatchTests {
    @Test func reSwiftInitBuildsTheStateWhenNoneIsGiven() {
        var seen: [String] = []
        let store = Store<TestState>(
            reducer: { action, state in
                seen.append(String(describing: type(of: action)))
                return testReducer(action: action, state: state)
            }, state: nil)
        #expect(seen == ["ReSwiftInit"])
        #expect(store.state == TestState())
    }

    @Test func noInitActionWhenAStateIsGiven() {
        var calls = 0
        let store = Store<TestState>(
            reducer: { action, state in
                calls += 1
                return testReducer(action: action, state: state)
            }, state: TestState(count: 3))
        #expect(calls == 0)
        #expect(store.state.count == 3)
    }

    @Test func stateExistsEvenIfMiddlewareSwallowsTheInitAction() {
        let swallow: Middleware<TestState> = { _, _ in { _ in { _ in } } }
        let store = makeStore(state: nil, middleware: [swallow])
        #expect(store.state == TestState())
    }

    @Test func middlewareRunsInTheOrderGiven() {
        var log: [String] = []
        func logging(_ name: String) -> Middleware<TestState> {
            return { _, getState in
                { next in
                    { action in
                        log.append("\(name) before \(getState()?.count ?? -1)")
                        next(action)
                        log.append("\(name) after \(getState()?.count ?? -1)")
                    }
                }
            }
        }
        let store = makeStore(middleware: [logging("first"), logging("second")])
        store.dispatch(TestAction.increment)
        #expect(log == ["first before 0", "second before 0", "second after 1", "first after 1"])
    }

    @Test func middlewareCanDispatchFromTheStartOfTheChain() {
        let doubler: Middleware<TestState> = { dispatch, _ in
            { next in
                { action in
                    next(action)
                    if case TestAction.setName(let name) = action, name == "twice" {
                        dispatch(TestAction.increment)
                        dispatch(TestAction.increment)
                    }
                }
            }
        }
        let store = makeStore(middleware: [doubler])
        store.dispatch(TestAction.setName("twice"))
        #expect(store.state.count == 2)
    }

    @Test func middlewareCanDropActions() {
        let dropIncrements: Middleware<TestState> = { _, _ in
            { next in
                { action in
                    if case TestAction.increment = action { return }
                    next(action)
                }
            }
        }
        let store = makeStore(middleware: [dropIncrements])
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.setName("kept"))
        #expect(store.state == TestState(count: 0, name: "kept"))
    }

    @Test func dispatchFunctionIsTheMiddlewareChain() {
        let store = makeStore()
        store.dispatchFunction(TestAction.increment)
        #expect(store.state.count == 1)
    }

    @Test func actionCreatorDispatchesWhatItReturns() {
        let store = makeStore(state: TestState(count: 1))
        store.dispatch { state, _ in state.count == 1 ? TestAction.setName("one") : nil }
        store.dispatch { state, _ in state.count == 5 ? TestAction.increment : nil }
        #expect(store.state == TestState(count: 1, name: "one"))
    }

    @Test func dispatchInsideAReducerIsReportedAndDropped() {
        var store: Store<TestState>!
        var errors: [String] = []
        store = Store<TestState>(
            reducer: { action, state in
                if case TestAction.setName = action { store.dispatch(TestAction.increment) }
                return testReducer(action: action, state: state)
            }, state: TestState())
        store.programmerErrorHandler = { errors.append($0.description) }
        store.dispatch(TestAction.setName("x"))
        #expect(store.state == TestState(count: 0, name: "x"))
        #expect(errors.count == 1)
        #expect(errors.first?.contains("reducer") == true)
    }

    @Test func dispatchFromASubscriberKeepsStatesInOrder() {
        let store = makeStore()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        first.onNewState = { count in if count == 1 { store.dispatch(TestAction.increment) } }
        store.subscribe(first) { $0.select(\.count) }
        store.subscribe(second) { $0.select(\.count) }
        store.dispatch(TestAction.increment)
        #expect(store.state.count == 2)
        #expect(first.received == [0, 1, 2])
        #expect(second.received == [0, 1, 2])
    }

    @Test func combineReducersChainsThemInOrder() {
        let double: Reducer<TestState> = { _, state in
            var state = state ?? TestState()
            state.count *= 2
            return state
        }
        let store = Store(reducer: combineReducers(testReducer, double), state: TestState(count: 1))
        store.dispatch(TestAction.increment)
        #expect(store.state.count == 4)
    }

    @Test func subclassesUseTheRequiredInitialiser() {
        final class AppStore: Store<TestState>, @unchecked Sendable {
            var dispatched = 0
            override func dispatch(_ action: Action) {
                dispatched += 1
                super.dispatch(action)
            }
        }
        let store = AppStore(reducer: testReducer, state: nil)
        store.dispatch(TestAction.increment)
        let generic: Store<TestState> = store
        generic.dispatch(TestAction.increment)
        // ReSwiftInit, as in ReSwift, then the two increments.
        #expect(store.dispatched == 3)
        #expect(store.state.count == 2)
    }
}
