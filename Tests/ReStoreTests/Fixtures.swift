import ReStore

/// A small state used across the store tests.
struct TestState: Equatable, StateType {
    var count = 0
    var name = ""
    var tags: [String] = []
}

/// Actions of the test state.
enum TestAction: Action {
    case increment
    case setName(String)
    case addTag(String)
    case touch
}

/// The reducer of the test state; `.touch` returns an equal state.
func testReducer(action: Action, state: TestState?) -> TestState {
    var state = state ?? TestState()
    switch action as? TestAction {
    case .increment?: state.count += 1
    case .setName(let name)?: state.name = name
    case .addTag(let tag)?: state.tags.append(tag)
    case .touch?, nil: break
    }
    return state
}

/// A subscriber that records what it receives and can run a hook on each state.
final class Recorder<Value>: StoreSubscriber {
    var received: [Value] = []
    var onNewState: ((Value) -> Void)?

    func newState(state: Value) {
        received.append(state)
        onNewState?(state)
    }
}

/// Makes a store of the test state.
func makeStore(
    state: TestState? = TestState(),
    middleware: [Middleware<TestState>] = [],
    automaticallySkipsRepeats: Bool = true
) -> Store<TestState> {
    Store(
        reducer: testReducer, state: state, middleware: middleware,
        automaticallySkipsRepeats: automaticallySkipsRepeats)
}
