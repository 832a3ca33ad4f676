import ReStore
import Testing

/// Reads a count through the `StoreType` protocol, as generic ReSwift code does.
@MainActor
private func readCount<S: StoreType>(of store: S) -> Int where S.State == TestState {
    store.state.count
}

/// A custom operator written the way ReSwift documents it: set `observer`, feed a new subscription.
extension Subscription where State == Int {
    func doubled() -> Subscription<Int> {
        Subscription<Int> { sink in
            self.observer = { old, new in sink(old.map { $0 * 2 }, new * 2) }
        }
    }
}

@MainActor
struct StoreTypeTests {
    @Test func storeWorksThroughItsProtocols() {
        let store = makeStore()
        let dispatching: DispatchingStoreType = store
        dispatching.dispatch(TestAction.increment)
        #expect(readCount(of: store) == 1)
    }

    @Test func anyStoreSubscriberForwardsMatchingStates() {
        let recorder = Recorder<Int>()
        let erased: AnyStoreSubscriber = recorder
        erased._newState(state: 3)
        erased._newState(state: "not an Int")
        #expect(recorder.received == [3])
    }

    @Test func customOperatorsWorkBetweenBuiltInOnes() {
        let store = makeStore()
        let recorder = Recorder<Int>()
        store.subscribe(recorder) { $0.select(\.count).doubled().skip { $1 == 2 } }
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.touch)
        #expect(recorder.received == [0, 4])
    }

    @Test func customOperatorAtTheEndOfTheChain() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let recorder = Recorder<Int>()
        store.subscribe(recorder) { $0.select(\.count).doubled() }
        store.dispatch(TestAction.increment)
        #expect(recorder.received == [0, 2])
    }

    @Test func selectByClosureAndKeyPathAgree() {
        let store = makeStore()
        let byKeyPath = Recorder<[String]>()
        let byClosure = Recorder<[String]>()
        store.subscribe(byKeyPath) { $0.select(\.tags) }
        store.subscribe(byClosure) { $0.select { $0.tags } }
        store.dispatch(TestAction.addTag("a"))
        store.dispatch(TestAction.increment)
        #expect(byKeyPath.received == [[], ["a"]])
        #expect(byClosure.received == byKeyPath.received)
    }
}
