import ReStore
import Testing

// ReSwift 6.1.1's public API, declaration by declaration, used as ReSwift code uses it: once on a
// concrete `Store` and once through the protocols (`S: StoreType`, `DispatchingStoreType`) or a
// `Store` subclass, as generic code and store subclasses do.

/// An action of each kind ReSwift accepts.
private struct StructAction: Action {}
private final class ClassAction: Action {}

/// A state that does not conform to `StateType` (ReSwift 6 does not require it).
private struct PlainState: Equatable {
    var value = 0
}

/// A selected value that is not `Equatable`: no repeat is skipped for it.
private struct Opaque {
    let count: Int
}

/// What a reducer saw, in order.
private final class ActionLog {
    var actions: [String] = []
}

/// A reducer that records what it reduces, for the action-kind checks.
private func loggingReducer(_ log: ActionLog) -> Reducer<TestState> {
    { action, state in
        log.actions.append(String(describing: type(of: action)))
        return testReducer(action: action, state: state)
    }
}

/// A subscriber with its own `_newState(state:)`, which ReSwift calls for every state it delivers.
private final class UntypedRecorder: StoreSubscriber {
    var received: [Any] = []
    var typed: [Int] = []

    func newState(state: Int) {
        typed.append(state)
    }

    func _newState(state: Any) {  // swiftlint:disable:this identifier_name
        received.append(state)
    }
}

/// A store subclass that records what goes through its overridable entry points.
private final class RecordingStore: Store<TestState>, @unchecked Sendable {
    var dispatched: [String] = []
    var reduced: [String] = []
    var subscribed = 0
    var unsubscribed = 0

    override func dispatch(_ action: Action) {
        dispatched.append(String(describing: action))
        super.dispatch(action)
    }

    override func _defaultDispatch(action: Action) {  // swiftlint:disable:this identifier_name
        reduced.append(String(describing: action))
        super._defaultDispatch(action: action)
    }

    override func subscribe<SelectedState, S: StoreSubscriber>(
        _ subscriber: S, transform: ((Subscription<TestState>) -> Subscription<SelectedState>)?
    ) where S.StoreSubscriberStateType == SelectedState {
        subscribed += 1
        super.subscribe(subscriber, transform: transform)
    }

    override func unsubscribe(_ subscriber: AnyStoreSubscriber) {
        unsubscribed += 1
        super.unsubscribe(subscriber)
    }
}

/// A store written against `StoreType`'s requirements alone, as a test double for ReSwift is.
private final class MockStore: StoreType {
    typealias ActionCreator = (_ state: TestState, _ store: MockStore) -> Action?
    typealias AsyncActionCreator = (TestState, MockStore, @escaping (ActionCreator) -> Void) -> Void

    var state: TestState! = TestState()
    var dispatchFunction: DispatchFunction!
    var actions: [String] = []
    var subscribers = 0

    init() {
        dispatchFunction = { [unowned self] in self.actions.append(String(describing: $0)) }
    }

    func dispatch(_ action: Action) {
        dispatchFunction(action)
    }

    func subscribe<S: StoreSubscriber>(_ subscriber: S) where S.StoreSubscriberStateType == TestState {
        subscribers += 1
    }

    func subscribe<SelectedState, S: StoreSubscriber>(
        _ subscriber: S, transform: ((Subscription<TestState>) -> Subscription<SelectedState>)?
    ) where S.StoreSubscriberStateType == SelectedState {
        subscribers += 1
    }

    func unsubscribe(_ subscriber: AnyStoreSubscriber) {
        subscribers -= 1
    }

    func dispatch(_ actionCreator: ActionCreator) {
        if let action = actionCreator(state, self) { dispatch(action) }
    }

    func dispatch(_ asyncActionCreator: AsyncActionCreator) {
        dispatch(asyncActionCreator, callback: nil)
    }

    func dispatch(_ asyncActionCreator: AsyncActionCreator, callback: ((TestState) -> Void)?) {
        asyncActionCreator(state, self) { creator in
            if let action = creator(self.state, self) {
                self.dispatch(action)
                callback?(self.state)
            }
        }
    }
}

// MARK: - Generic call sites

/// Dispatches through the existential, as code holding a `DispatchingStoreType` does.
@MainActor
private func dispatchAll(_ actions: [Action], to store: DispatchingStoreType) {
    for action in actions { store.dispatch(action) }
}

/// Dispatches through a generic parameter.
@MainActor
private func dispatchGenerically<D: DispatchingStoreType>(_ action: Action, to store: D) {
    store.dispatch(action)
}

@MainActor
private func count<S: StoreType>(in store: S) -> Int where S.State == TestState {
    store.state.count
}

@MainActor
private func runDispatchFunction<S: StoreType>(of store: S, with action: Action) {
    store.dispatchFunction(action)
}

@MainActor
private func subscribeWhole<S: StoreType, R: StoreSubscriber>(_ subscriber: R, to store: S)
where R.StoreSubscriberStateType == S.State {
    store.subscribe(subscriber)
}

@MainActor
private func subscribeSelecting<S: StoreType, R: StoreSubscriber, Selected>(
    _ subscriber: R, to store: S, _ transform: @escaping (Subscription<S.State>) -> Subscription<Selected>
) where R.StoreSubscriberStateType == Selected {
    store.subscribe(subscriber, transform: transform)
}

@MainActor
private func subscribeSelectingEquatable<S: StoreType, R: StoreSubscriber, Selected: Equatable>(
    _ subscriber: R, to store: S, _ transform: @escaping (Subscription<S.State>) -> Subscription<Selected>
) where R.StoreSubscriberStateType == Selected {
    store.subscribe(subscriber, transform: transform)
}

@MainActor
private func unsubscribe<S: StoreType>(_ subscriber: AnyStoreSubscriber, from store: S) {
    store.unsubscribe(subscriber)
}

@MainActor
private func dispatchCreator<S: StoreType>(_ creator: S.ActionCreator, to store: S) {
    store.dispatch(creator)
}

@MainActor
private func dispatchAsyncCreator<S: StoreType>(
    _ creator: S.AsyncActionCreator, to store: S, callback: S.DispatchCallback? = nil
) {
    if let callback {
        store.dispatch(creator, callback: callback)
    } else {
        store.dispatch(creator)
    }
}

/// Creates a store of any `Store` subclass through the required initialiser.
@MainActor
private func makeStore<S: Store<TestState>>(
    of type: S.Type, state: TestState?, middleware: [Middleware<TestState>] = []
) -> S {
    S(reducer: testReducer, state: state, middleware: middleware, automaticallySkipsRepeats: true)
}

/// An app's own `combineReducers`, as ReSwift apps declare it (ReSwift has none).
private func combineReducers<T>(_ first: @escaping Reducer<T>, _ remainder: Reducer<T>...) -> Reducer<T> {
    { action, state in remainder.reduce(first(action, state)) { $1(action, $0) } }
}

@MainActor
@Suite("ReSwift 6.1.1 API audit")
struct ReSwiftAPIAuditTests {
    // MARK: Action, ReSwiftInit, StateType, Reducer

    @Test func actionOfAnyKindIsDispatched() {
        let log = ActionLog()
        let store = Store(reducer: loggingReducer(log), state: TestState())
        store.dispatch(StructAction())
        store.dispatch(ClassAction())
        store.dispatch(TestAction.increment)
        dispatchAll([StructAction(), TestAction.increment], to: store)
        dispatchGenerically(ClassAction(), to: store)
        #expect(
            log.actions == ["StructAction", "ClassAction", "TestAction", "StructAction", "TestAction", "ClassAction"])
        #expect(store.state.count == 2)
    }

    @Test func reSwiftInitGoesThroughTheMiddlewareAndTheStoresDispatch() {
        let log = ActionLog()
        let middleware: Middleware<TestState> = { _, _ in
            { next in
                { action in
                    log.actions.append(String(describing: type(of: action)))
                    next(action)
                }
            }
        }
        let store = Store(reducer: testReducer, state: nil, middleware: [middleware])
        #expect(log.actions == ["ReSwiftInit"])
        #expect(store.state == TestState())
        let subclass = makeStore(of: RecordingStore.self, state: nil, middleware: [middleware])
        #expect(subclass.dispatched == ["ReSwiftInit()"])
        #expect(subclass.reduced == ["ReSwiftInit()"])
        #expect(log.actions == ["ReSwiftInit", "ReSwiftInit"])
    }

    @Test func stateTypeMarksAStateButIsNotRequired() {
        let marked = makeStore()
        let plain = Store<PlainState>(reducer: { _, state in PlainState(value: (state?.value ?? 0) + 1) }, state: nil)
        plain.dispatch(StructAction())
        let asStateType: StateType = marked.state
        #expect(asStateType is TestState)
        #expect(plain.state.value == 2)
        #expect(count(in: marked) == 0)
    }

    @Test func reducerIsAFunctionOfActionAndOptionalState() {
        let reducer: Reducer<TestState> = testReducer
        let store = Store(reducer: reducer, state: nil)
        #expect(reducer(TestAction.increment, nil).count == 1)
        store.dispatch(TestAction.increment)
        #expect(count(in: store) == 1)
    }

    @Test func anAppsOwnCombineReducersShadowsReStores() {
        let addTag: Reducer<TestState> = { action, state in
            var state = testReducer(action: action, state: state)
            if case TestAction.increment? = action as? TestAction { state.tags.append("+") }
            return state
        }
        let own = Store(reducer: combineReducers(testReducer, addTag), state: nil)
        let library = Store(reducer: ReStore.combineReducers(testReducer, addTag), state: nil)
        own.dispatch(TestAction.increment)
        library.dispatch(TestAction.increment)
        #expect(own.state == library.state)
        #expect(own.state.tags == ["+"])
    }

    // MARK: DispatchFunction, Middleware, Store.middleware

    @Test func dispatchFunctionRunsTheChainAndCanBeReplaced() {
        let store = makeStore()
        store.dispatchFunction(TestAction.increment)
        runDispatchFunction(of: store, with: TestAction.increment)
        #expect(store.state.count == 2)
        let original: DispatchFunction = store.dispatchFunction
        var seen = 0
        store.dispatchFunction = { action in
            seen += 1
            original(action)
        }
        store.dispatch(TestAction.increment)
        #expect(seen == 1)
        #expect(store.state.count == 3)
    }

    @Test func middlewareGetsDispatchAndGetStateAndWrapsNext() {
        var statesSeen: [Int] = []
        let middleware: Middleware<TestState> = { dispatch, getState in
            { next in
                { action in
                    statesSeen.append(getState()?.count ?? -1)
                    next(action)
                    if case TestAction.setName("again")? = action as? TestAction { dispatch(TestAction.increment) }
                }
            }
        }
        let store = makeStore(middleware: [middleware])
        store.dispatch(TestAction.setName("again"))
        let subclass = makeStore(of: RecordingStore.self, state: TestState(), middleware: [middleware])
        subclass.dispatch(TestAction.setName("again"))
        #expect(store.state.count == 1)
        #expect(statesSeen == [0, 0, 0, 0])
        #expect(subclass.dispatched == [#"setName("again")"#, "increment"])
    }

    @Test func middlewareIsMutable() {
        let log = ActionLog()
        let tap: Middleware<TestState> = { _, _ in
            { next in
                { action in
                    log.actions.append("tap")
                    next(action)
                }
            }
        }
        let store = makeStore()
        store.middleware.append(tap)
        store.dispatch(TestAction.increment)
        let subclass = makeStore(of: RecordingStore.self, state: TestState())
        subclass.middleware = [tap, tap]
        subclass.dispatch(TestAction.increment)
        #expect(log.actions == ["tap", "tap", "tap"])
    }

    // MARK: DispatchingStoreType and StoreType

    @Test func dispatchingStoreTypeDispatchReturnsNothing() {
        let store = makeStore()
        let result: Void = store.dispatch(TestAction.increment)
        let existential: DispatchingStoreType = store
        let viaProtocol: Void = existential.dispatch(TestAction.increment)
        _ = (result, viaProtocol)
        #expect(store.state.count == 2)
    }

    @Test func storeTypeStateIsReadable() {
        let store = makeStore()
        store.dispatch(TestAction.increment)
        let state: TestState = store.state
        #expect(state.count == count(in: store))
    }

    @Test func storeTypeSubscribeToTheWholeState() {
        let store = makeStore()
        let concrete = Recorder<TestState>()
        let generic = Recorder<TestState>()
        store.subscribe(concrete)
        subscribeWhole(generic, to: store)
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.touch)
        #expect(concrete.received.map(\.count) == [0, 1])
        #expect(generic.received.map(\.count) == [0, 1])
    }

    @Test func storeTypeSubscribeWithATransformOfANonEquatableValueSkipsNothing() {
        let store = makeStore()
        let concrete = Recorder<Opaque>()
        let generic = Recorder<Opaque>()
        store.subscribe(concrete) { $0.select { Opaque(count: $0.count) } }
        subscribeSelecting(generic, to: store) { $0.select { Opaque(count: $0.count) } }
        store.dispatch(TestAction.touch)
        #expect(concrete.received.map(\.count) == [0, 0])
        #expect(generic.received.map(\.count) == [0, 0])
    }

    @Test func storeTypeSubscribeWithATransformOfAnEquatableValueSkipsRepeats() {
        let store = makeStore()
        let concrete = Recorder<Int>()
        let generic = Recorder<Int>()
        store.subscribe(concrete) { $0.select(\.count) }
        subscribeSelectingEquatable(generic, to: store) { $0.select(\.count) }
        store.dispatch(TestAction.touch)
        store.dispatch(TestAction.increment)
        #expect(concrete.received == [0, 1])
        #expect(generic.received == [0, 1])
    }

    @Test func storeTypeUnsubscribe() {
        let store = makeStore()
        let concrete = Recorder<Int>()
        let generic = Recorder<Int>()
        store.subscribe(concrete) { $0.select(\.count) }
        store.subscribe(generic) { $0.select(\.count) }
        store.unsubscribe(concrete)
        unsubscribe(generic, from: store)
        store.dispatch(TestAction.increment)
        #expect(concrete.received == [0])
        #expect(generic.received == [0])
    }

    @Test func storeTypeDispatchOfAnActionCreator() {
        let store = makeStore()
        let creator: Store<TestState>.ActionCreator = { state, _ in state.count < 2 ? TestAction.increment : nil }
        store.dispatch(creator)
        dispatchCreator(creator, to: store)
        dispatchCreator(creator, to: store)
        #expect(store.state.count == 2)
    }

    @Test func storeTypeDispatchOfAnAsyncActionCreator() {
        let store = makeStore()
        let creator: Store<TestState>.AsyncActionCreator = { _, _, callback in
            callback { _, _ in TestAction.increment }
        }
        store.dispatch(creator)
        dispatchAsyncCreator(creator, to: store)
        #expect(store.state.count == 2)
    }

    @Test func storeTypeDispatchOfAnAsyncActionCreatorWithACallback() {
        let store = makeStore()
        let creator: Store<TestState>.AsyncActionCreator = { _, _, callback in
            callback { _, _ in TestAction.increment }
        }
        var counts: [Int] = []
        let callback: Store<TestState>.DispatchCallback = { counts.append($0.count) }
        store.dispatch(creator, callback: callback)
        dispatchAsyncCreator(creator, to: store, callback: callback)
        #expect(counts == [1, 2])
    }

    @Test func storeTypeCanBeImplementedWithReSwiftsRequirementsAlone() {
        let mock = MockStore()
        let recorder = Recorder<Int>()
        mock.dispatch(TestAction.increment)
        dispatchGenerically(TestAction.touch, to: mock)
        dispatchCreator({ _, _ in TestAction.setName("a") }, to: mock)
        dispatchAsyncCreator({ _, _, callback in callback { _, _ in TestAction.addTag("b") } }, to: mock)
        subscribeSelectingEquatable(recorder, to: mock) { $0.select(\.count) }
        subscribeWhole(Recorder<TestState>(), to: mock)
        #expect(mock.actions == ["increment", "touch", #"setName("a")"#, #"addTag("b")"#])
        #expect(mock.subscribers == 2)
    }

    // MARK: Store

    @Test func storeRequiredInitialiserTakesReSwiftsArguments() {
        let store = Store(
            reducer: testReducer, state: TestState(count: 3), middleware: [], automaticallySkipsRepeats: false)
        let subclass = makeStore(of: RecordingStore.self, state: TestState(count: 4))
        let defaults = Store<TestState>(reducer: testReducer, state: nil)
        #expect([store.state.count, subclass.state.count, defaults.state.count] == [3, 4, 0])
    }

    @Test func storeOverridesSeeDispatchReduceSubscribeAndUnsubscribe() {
        let store = makeStore(of: RecordingStore.self, state: TestState())
        let recorder = Recorder<Opaque>()
        store.subscribe(recorder) { $0.select { Opaque(count: $0.count) } }
        store.dispatch(TestAction.increment)
        store.unsubscribe(recorder)
        #expect(store.dispatched == ["increment"])
        #expect(store.reduced == ["increment"])
        #expect((store.subscribed, store.unsubscribed) == (1, 1))
        #expect(recorder.received.map(\.count) == [0, 1])
    }

    @Test func reducerThatDispatchesIsReportedAndTheActionDropped() {
        var errors: [String] = []
        var store: Store<TestState>!
        store = Store(
            reducer: { action, state in
                if case TestAction.setName? = action as? TestAction { store.dispatch(TestAction.increment) }
                return testReducer(action: action, state: state)
            }, state: TestState())
        store.programmerErrorHandler = { errors.append($0.description) }
        store.dispatch(TestAction.setName("x"))
        dispatchGenerically(TestAction.setName("y"), to: store)
        #expect(errors.count == 2)
        #expect(store.state == TestState(count: 0, name: "y"))
    }

    // MARK: Subscription

    @Test func subscriptionInitWithSinkAndObserverMakeCustomOperators() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let concrete = Recorder<Int>()
        let generic = Recorder<Int>()
        let tripled: (Subscription<TestState>) -> Subscription<Int> = { original in
            let counts = original.select(\.count)
            return Subscription<Int> { sink in counts.observer = { old, new in sink(old.map { $0 * 3 }, new * 3) } }
        }
        store.subscribe(concrete, transform: tripled)
        subscribeSelecting(generic, to: store, tripled)
        store.dispatch(TestAction.increment)
        #expect(concrete.received == [0, 3])
        #expect(generic.received == [0, 3])
    }

    @Test func subscriptionSelectByClosurePassesOldAndNewParts() {
        let store = makeStore(automaticallySkipsRepeats: false)
        var pairs: [String] = []
        let recorder = Recorder<Int>()
        let transform: (Subscription<TestState>) -> Subscription<Int> = { original in
            let selected = original.select { $0.count * 10 }
            return Subscription<Int> { sink in
                selected.observer = { old, new in
                    pairs.append("\(old.map(String.init) ?? "nil")→\(new)")
                    sink(old, new)
                }
            }
        }
        store.subscribe(recorder, transform: transform)
        subscribeSelecting(Recorder<Int>(), to: store, transform)
        store.dispatch(TestAction.increment)
        #expect(recorder.received == [0, 10])
        #expect(pairs.contains("nil→0") && pairs.contains("0→10"))
    }

    @Test func subscriptionSelectByKeyPath() {
        let store = makeStore()
        let concrete = Recorder<String>()
        let generic = Recorder<String>()
        store.subscribe(concrete) { $0.select(\.name) }
        subscribeSelectingEquatable(generic, to: store) { $0.select(\.name) }
        store.dispatch(TestAction.setName("Ada"))
        #expect(concrete.received == ["", "Ada"])
        #expect(generic.received == concrete.received)
    }

    @Test func subscriptionSkipRepeatsWithAComparison() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let concrete = Recorder<TestState>()
        let generic = Recorder<TestState>()
        store.subscribe(concrete) { $0.skipRepeats { $0.count == $1.count } }
        subscribeSelecting(generic, to: store) { $0.skipRepeats { $0.count == $1.count } }
        store.dispatch(TestAction.setName("same count"))
        store.dispatch(TestAction.increment)
        #expect(concrete.received.map(\.count) == [0, 1])
        #expect(generic.received.map(\.count) == [0, 1])
    }

    @Test func subscriptionSkipRepeatsOfAnEquatableState() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let concrete = Recorder<Int>()
        let generic = Recorder<Int>()
        store.subscribe(concrete) { $0.select(\.count).skipRepeats() }
        subscribeSelecting(generic, to: store) { $0.select(\.count).skipRepeats() }
        store.dispatch(TestAction.touch)
        store.dispatch(TestAction.increment)
        #expect(concrete.received == [0, 1])
        #expect(generic.received == [0, 1])
    }

    @Test func subscriptionSkipWhen() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let concrete = Recorder<Int>()
        let generic = Recorder<Int>()
        store.subscribe(concrete) { $0.select(\.count).skip { _, new in new == 1 } }
        subscribeSelecting(generic, to: store) { $0.select(\.count).skip { _, new in new == 1 } }
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.increment)
        #expect(concrete.received == [0, 2])
        #expect(generic.received == [0, 2])
    }

    @Test func subscriptionOnlyWhen() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let concrete = Recorder<Int>()
        let generic = Recorder<Int>()
        store.subscribe(concrete) { $0.select(\.count).only { old, new in new > old + 1 || new == 3 } }
        subscribeSelecting(generic, to: store) { $0.select(\.count).only { old, new in new > old + 1 || new == 3 } }
        for _ in 0..<3 { store.dispatch(TestAction.increment) }
        #expect(concrete.received == [0, 3])
        #expect(generic.received == [0, 3])
    }

    // MARK: StoreSubscriber and AnyStoreSubscriber

    @Test func storeSubscriberReceivesItsStateType() {
        let store = makeStore()
        let concrete = Recorder<[String]>()
        let generic = Recorder<[String]>()
        store.subscribe(concrete) { $0.select(\.tags) }
        subscribeSelectingEquatable(generic, to: store) { $0.select(\.tags) }
        store.dispatch(TestAction.addTag("a"))
        let stateType: [String].Type = Recorder<[String]>.StoreSubscriberStateType.self
        #expect(stateType == [String].self)
        #expect(concrete.received == [[], ["a"]])
        #expect(generic.received == concrete.received)
    }

    @Test func aSubscribersOwnUntypedNewStateReceivesEveryDeliveredState() {
        let store = makeStore()
        let concrete = UntypedRecorder()
        let generic = UntypedRecorder()
        store.subscribe(concrete) { $0.select(\.count) }
        subscribeSelectingEquatable(generic, to: store) { $0.select(\.count) }
        store.dispatch(TestAction.increment)
        #expect(concrete.received.compactMap { $0 as? Int } == [0, 1])
        #expect(generic.received.compactMap { $0 as? Int } == [0, 1])
        #expect(concrete.typed.isEmpty && generic.typed.isEmpty)
    }

    @Test func anyStoreSubscriberIsHeldWeaklyAndUnsubscribable() {
        let store = makeStore()
        var recorder: Recorder<Int>? = Recorder<Int>()
        store.subscribe(recorder!) { $0.select(\.count) }
        do {
            let erased: AnyStoreSubscriber = recorder!
            erased._newState(state: 7)
        }
        #expect(recorder?.received == [0, 7])
        recorder = nil
        store.dispatch(TestAction.increment)
        #expect(store.subscriptionCount == 0)
    }

    // MARK: Automatic skipRepeats

    @Test func equatableStatesSkipRepeatsUnlessTurnedOff() {
        let skipping = makeStore()
        let everyState = makeStore(automaticallySkipsRepeats: false)
        let skipped = Recorder<TestState>()
        let notified = Recorder<TestState>()
        let generic = Recorder<Int>()
        skipping.subscribe(skipped)
        everyState.subscribe(notified)
        subscribeSelectingEquatable(generic, to: everyState) { $0.select(\.count) }
        for store in [skipping, everyState] { store.dispatch(TestAction.touch) }
        #expect(skipped.received.count == 1)
        #expect(notified.received.count == 2)
        #expect(generic.received == [0, 0])
    }
}
