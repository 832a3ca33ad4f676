import ReStore
import Testing

/// The example of the README's store section, kept in step with it.
private enum ReadmeExample {
    struct AppState: Equatable {
        var counter = 0
        var name = ""
    }

    enum CounterAction: Action {
        case increase
        case rename(String)
    }

    static func appReducer(action: Action, state: AppState?) -> AppState {
        var state = state ?? AppState()
        switch action as? CounterAction {
        case .increase?: state.counter += 1
        case .rename(let name)?: state.name = name
        case nil: break
        }
        return state
    }

    final class CounterLabel: StoreSubscriber {
        var text = ""
        var updates = 0
        func newState(state: Int) {
            text = "Count: \(state)"
            updates += 1
        }
    }
}

@MainActor
struct ReadmeStoreExampleTests {
    @Test func readmeExampleBehavesAsDescribed() {
        typealias Example = ReadmeExample
        let store = Store<Example.AppState>(reducer: Example.appReducer, state: nil)
        let label = Example.CounterLabel()
        store.subscribe(label) { $0.select(\.counter) }
        #expect(label.text == "Count: 0")
        store.dispatch(Example.CounterAction.increase)
        #expect(label.text == "Count: 1")
        store.dispatch(Example.CounterAction.rename("Ada"))
        #expect(label.updates == 2)
        store.unsubscribe(label)
        #expect(store.subscriptionCount == 0)
    }
}
