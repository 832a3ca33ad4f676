import Foundation
import ReStore
import Testing

/// Marks the main queue so that a reducer can tell whether it runs there.
private let mainQueueMarker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

private func isOnMainQueue() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker) == true
}

/// A store whose reducer records, for each action, whether it ran on the main queue.
@MainActor
private func makeRecordingStore() -> (Store<TestState>, () -> [Bool]) {
    _ = mainQueueMarker
    var onMain: [Bool] = []
    let store = Store<TestState>(
        reducer: { action, state in
            if action is TestAction { onMain.append(isOnMainQueue()) }
            return testReducer(action: action, state: state)
        }, state: TestState())
    return (store, { onMain })
}

@MainActor
struct ThreadingTests {
    @Test func dispatchOnTheMainThreadIsSynchronous() {
        let (store, onMain) = makeRecordingStore()
        store.dispatch(TestAction.increment)
        #expect(store.state.count == 1)
        #expect(onMain() == [true])
    }

    @Test func dispatchFromAnotherThreadReachesTheStoreOnTheMainQueue() async {
        let (store, onMain) = makeRecordingStore()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let recorder = Recorder<Int>()
            recorder.onNewState = { count in
                if count == 1 {
                    store.unsubscribe(recorder)
                    done.resume()
                }
            }
            store.subscribe(recorder) { $0.select(\.count) }
            Thread.detachNewThread {
                store.dispatch(TestAction.increment)
            }
        }
        #expect(onMain() == [true])
    }

    @Test func asyncActionCreatorCompletingOnAnotherThreadDispatchesOnTheMainQueue() async {
        let (store, onMain) = makeRecordingStore()
        let calledBackOnMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            store.dispatch(
                { _, _, callback in
                    DispatchQueue.global().async {
                        callback { state, _ in TestAction.setName("loaded \(state.count)") }
                    }
                },
                callback: { state in
                    #expect(state.name == "loaded 0")
                    done.resume(returning: isOnMainQueue())
                })
        }
        #expect(calledBackOnMain)
        #expect(store.state.name == "loaded 0")
        #expect(onMain() == [true])
    }

    @Test func asyncActionCreatorCompletingAtOnceIsSynchronous() {
        let (store, _) = makeRecordingStore()
        var callbackState: TestState?
        store.dispatch(
            { _, _, callback in
                callback { _, _ in TestAction.increment }
            }, callback: { callbackState = $0 })
        #expect(callbackState?.count == 1)
    }

    @Test func asyncActionCreatorYieldingNoActionSkipsTheCallback() {
        let (store, _) = makeRecordingStore()
        var called = false
        store.dispatch({ _, _, callback in callback { _, _ in nil } }, callback: { _ in called = true })
        #expect(!called)
    }

    @Test func resetFromAnotherThreadHopsToTheMainQueue() async {
        let store = makeStore()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            store.addListener { state in
                if state.count == 9 { done.resume() }
            }
            Thread.detachNewThread {
                store.resetFullState(TestState(count: 9))
            }
        }
        #expect(store.state.count == 9)
    }
}
