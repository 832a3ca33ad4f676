import Foundation
import ReStore
// ReSwift's README example, kept in its shape: only `import ReSwift` became `import ReStore`
// (and the UIKit view controller became a plain class with a text property).
import Testing

struct AppState: StateType {
    var counter: Int = 0
}

struct CounterActionIncrease: Action {}
struct CounterActionDecrease: Action {}

func counterReducer(action: Action, state: AppState?) -> AppState {
    var state = state ?? AppState()

    switch action {
    case _ as CounterActionIncrease:
        state.counter += 1
    case _ as CounterActionDecrease:
        state.counter -= 1
    default:
        break
    }

    return state
}

let mainStore = Store<AppState>(
    reducer: counterReducer,
    state: nil
)

class CounterViewController: StoreSubscriber {
    typealias StoreSubscriberStateType = AppState

    var counterLabelText = ""

    func viewWillAppear() {
        mainStore.subscribe(self)
    }

    func viewWillDisappear() {
        mainStore.unsubscribe(self)
    }

    func newState(state: AppState) {
        counterLabelText = "\(mainStore.state.counter)"
    }

    func increaseButtonTapped() {
        mainStore.dispatch(
            CounterActionIncrease()
        )
    }

    func decreaseButtonTapped() {
        mainStore.dispatch(
            CounterActionDecrease()
        )
    }
}

// An action creator and an async action creator, written as ReSwift's documentation shows them.
func increaseIfBelow(_ limit: Int) -> Store<AppState>.ActionCreator {
    return { state, store in
        if state.counter < limit {
            return CounterActionIncrease()
        } else {
            return nil
        }
    }
}

func decreaseWhenDone(
    state: AppState,
    store: Store<AppState>,
    actionCreatorCallback: @escaping ((Store<AppState>.ActionCreator) -> Void)
) {
    actionCreatorCallback { state, store in
        CounterActionDecrease()
    }
}

// In Swift 6 a callback that crosses threads must be Sendable: the store's `AsyncActionCreator`
// type says so, so an inline async action creator may call back from any queue.
func loadAndDecrease() -> Store<AppState>.AsyncActionCreator {
    return { state, store, actionCreatorCallback in
        DispatchQueue.global().async {
            actionCreatorCallback { state, store in
                CounterActionDecrease()
            }
        }
    }
}

@MainActor
struct ReSwiftReadmeTests {
    @Test func readmeCounterWorks() async {
        let controller = CounterViewController()
        let start = mainStore.state.counter
        controller.viewWillAppear()
        #expect(controller.counterLabelText == "\(start)")
        controller.increaseButtonTapped()
        controller.increaseButtonTapped()
        controller.decreaseButtonTapped()
        #expect(controller.counterLabelText == "\(start + 1)")

        mainStore.dispatch(increaseIfBelow(start + 2))
        mainStore.dispatch(increaseIfBelow(start + 2))
        #expect(mainStore.state.counter == start + 2)

        let counter = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            mainStore.dispatch(loadAndDecrease(), callback: { state in done.resume(returning: state.counter) })
        }
        #expect(counter == start + 1)
        #expect(controller.counterLabelText == "\(start + 1)")

        var afterSynchronousCallback: Int?
        mainStore.dispatch(decreaseWhenDone, callback: { afterSynchronousCallback = $0.counter })
        #expect(afterSynchronousCallback == start)
        mainStore.dispatch(CounterActionIncrease())

        controller.viewWillDisappear()
        mainStore.dispatch(CounterActionIncrease())
        #expect(controller.counterLabelText == "\(start + 1)")
    }
}
