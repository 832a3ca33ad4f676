import ReStore
import Testing

private struct Counter: Equatable { var value = 0 }
private struct Profile: Equatable { var name = "" }
private struct Missing {}

private enum KeyedAction: Action {
    case increment
    case rename(String)
}

private func counterReducer() -> KeyedReducer {
    KeyedReducer(initialState: Counter()) { action, state in
        guard case KeyedAction.increment = action else { return nil }
        return Counter(value: state.value + 1)
    }
}

private func profileReducer() -> KeyedReducer {
    KeyedReducer(stateKey: "profile", initialState: Profile()) { action, _ in
        guard case KeyedAction.rename(let name) = action else { return nil }
        return Profile(name: name)
    }
}

@MainActor
private func makeKeyedStore() -> Store<KeyedState> {
    Store(reducers: [counterReducer(), profileReducer()])
}

@MainActor
struct KeyedStateTests {
    @Test func valuesAreAddressedByKeyAndType() {
        var state: KeyedState = ["profile": Profile(name: "ann")]
        state.setValue(Counter(value: 2))
        #expect(KeyedState.key(for: Counter.self) == "Counter")
        #expect(state.value(forKeyOfType: Counter.self) == Counter(value: 2))
        #expect(state.value(forKey: "profile", ofType: Profile.self) == Profile(name: "ann"))
        #expect(state.value(forKey: "profile", ofType: Counter.self) == nil)
        #expect(state.value(forKey: "Counter") as? Counter == Counter(value: 2))
        #expect(state.value(forKeyOfType: Missing.self) == nil)
        #expect(state.keys == ["Counter", "profile"])
    }

    @Test func storeFromReducersStartsWithEachInitialState() {
        let store = makeKeyedStore()
        #expect(store.state.value(forKeyOfType: Counter.self) == Counter())
        #expect(store.state.value(forKey: "profile", ofType: Profile.self) == Profile())
    }

    @Test func eachReducerOwnsItsKey() {
        let store = makeKeyedStore()
        store.dispatch(KeyedAction.increment)
        store.dispatch(KeyedAction.rename("bo"))
        #expect(store.state.value(forKeyOfType: Counter.self) == Counter(value: 1))
        #expect(store.state.value(forKey: "profile", ofType: Profile.self) == Profile(name: "bo"))
    }

    @Test func typedListenerHearsItsPart() {
        let store = makeKeyedStore()
        var values: [Int] = []
        var names: [String] = []
        store.addListener(forStateType: Counter.self, if: { $0 != $1 }) { values.append($0.value) }
        store.addListener(forStateType: Profile.self, stateKey: "profile") { names.append($0.name) }
        store.dispatch(KeyedAction.increment)
        store.dispatch(KeyedAction.rename("cy"))
        #expect(values == [1])
        #expect(names == ["", "cy"])
    }

    @Test func listenerForATypeNotInTheStateIsNotCalled() {
        let store = makeKeyedStore()
        var calls = 0
        store.addListener(forStateType: Missing.self) { _ in calls += 1 }.informWithCurrentState()
        store.addListener(forStateType: Counter.self, stateKey: "profile") { _ in calls += 1 }
        store.dispatch(KeyedAction.increment)
        #expect(calls == 0)
    }

    @Test func resetOfAPartNotifiesListeners() {
        let store = makeKeyedStore()
        var values: [Int] = []
        store.addListener(forStateType: Counter.self) { values.append($0.value) }
        store.reset(state: Counter(value: 10))
        store.dispatch(KeyedAction.increment)
        #expect(values == [10, 11])
    }

    @Test func resetForAKeyNotifiesListeners() {
        let store = makeKeyedStore()
        var names: [String] = []
        store.addListener(forStateType: Profile.self, stateKey: "profile") { names.append($0.name) }
        store.reset(state: Profile(name: "dee"), forKey: "profile")
        #expect(names == ["dee"])
        #expect(store.state.value(forKey: "profile", ofType: Profile.self)?.name == "dee")
    }

    @Test func resetFullStateReplacesEverythingAndNotifies() {
        let store = makeKeyedStore()
        let recorder = Recorder<KeyedState>()
        store.subscribe(recorder)
        var counters: [Int] = []
        store.addListener(forStateType: Counter.self) { counters.append($0.value) }
        store.resetFullState(["Counter": Counter(value: 5)])
        #expect(store.state.keys == ["Counter"])
        #expect(counters == [5])
        #expect(recorder.received.count == 2)
        store.dispatch(KeyedAction.rename("back"))
        #expect(store.state.value(forKey: "profile", ofType: Profile.self) == Profile(name: "back"))
    }

    @Test func aPartOfTheWrongTypeIsLeftAlone() {
        let store = makeKeyedStore()
        store.reset(state: "not a counter", forKey: "Counter")
        store.dispatch(KeyedAction.increment)
        #expect(store.state.value(forKey: "Counter", ofType: String.self) == "not a counter")
    }

    @Test func resetInsideAReducerIsReported() {
        var store: Store<KeyedState>!
        var errors = 0
        store = Store<KeyedState>(
            reducer: { action, state in
                if action is KeyedAction { store.reset(state: Counter(value: 99)) }
                return state ?? KeyedState()
            }, state: KeyedState())
        store.programmerErrorHandler = { _ in errors += 1 }
        store.dispatch(KeyedAction.increment)
        #expect(errors == 1)
        #expect(store.state.value(forKeyOfType: Counter.self) == nil)
    }
}
