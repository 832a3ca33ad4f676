/// The store: holds the state, runs actions through middleware and the reducer, and notifies
/// subscribers, listeners and consumers of every new state.
///
/// ```swift
/// struct AppState: StateType, Equatable { var count = 0 }
/// struct Increase: Action {}
///
/// func appReducer(action: Action, state: AppState?) -> AppState {
///     var state = state ?? AppState()
///     if action is Increase { state.count += 1 }
///     return state
/// }
///
/// let store = Store<AppState>(reducer: appReducer, state: nil)
/// store.dispatch(Increase())
/// store.state.count   // 1
/// ```
///
/// ## Threading
/// The store is not bound to an actor, so plain synchronous code can use it, but it lives on the
/// main thread: create it, subscribe, unsubscribe and read `state` there. `dispatch` may be called
/// from any thread: on the main thread it runs at once (no lock, no queue hop); elsewhere it is
/// sent to the main queue and runs there. Async action creators may complete on any thread; their
/// actions reach the store on the main thread.
///
/// ## Dispatch rules
/// A reducer must never dispatch: that is reported through `programmerErrorHandler` (which stops
/// the program by default) and the action is dropped. A subscriber may dispatch while it is being
/// notified: the state changes at once, and the new state is announced to everyone once the
/// current round of notifications is over, so each subscriber sees states in order.
/// Unsubscribing (yourself or others) and subscribing during a notification are safe.
///
/// ## Subclassing
/// `Store` is open and its initialiser required, as in ReSwift. It is `@unchecked Sendable` so that
/// a global `let store = Store(…)` compiles and any thread may `dispatch`; a subclass restates that
/// (`class AppStore: Store<AppState>, @unchecked Sendable`) and follows the same threading rule.
open class Store<State>: StoreType, @unchecked Sendable {
    /// A function called with the state an async action produced.
    public typealias DispatchCallback = (State) -> Void

    /// A function that, given the state and the store, may produce an action to dispatch.
    public typealias ActionCreator = (_ state: State, _ store: Store) -> Action?

    /// A function that hands an action creator to `actionCreatorCallback` later, from any thread.
    /// Called off the main thread, the callback waits until the main queue has run the action creator.
    public typealias AsyncActionCreator = (
        _ state: State,
        _ store: Store,
        _ actionCreatorCallback: @escaping @Sendable (ActionCreator) -> Void
    ) -> Void

    @exclusivity(unchecked) @usableFromInline final var currentState: State!
    /// The current state. After `init` it is always set.
    public final var state: State! { currentState }

    /// The dispatch function: the middleware chain ending in the reducer. It is rebuilt when
    /// `middleware` changes.
    public final var dispatchFunction: DispatchFunction!

    /// The middleware actions go through, the first element first. Changing it (appending,
    /// removing, replacing) rebuilds `dispatchFunction`, so the next dispatch takes the new chain;
    /// a dispatch already in progress finishes on the chain it started on.
    public final var middleware: [Middleware<State>] {
        didSet { dispatchFunction = makeDispatchFunction() }
    }

    /// Whether subscriptions whose (selected) state is `Equatable` skip repeated states by default.
    public final let automaticallySkipsRepeats: Bool

    /// Called when the store detects a programmer error, such as a reducer that dispatches.
    /// The default stops the program with an explanation; if the handler returns, the offending
    /// action is dropped.
    public final var programmerErrorHandler: (StoreProgrammerError) -> Void

    @usableFromInline final let reducer: Reducer<State>
    /// Everything else the store keeps, in one object so that the store's own layout (which
    /// client modules may bake into specialised metadata) does not change with its internals.
    @usableFromInline final let core: StoreCore
    /// Reduces and notifies; made where the store is created, specialised for its state type.
    @usableFromInline final let reduceAndNotifyFunction: (Store<State>, Action) -> Void

    /// Creates a store.
    ///
    /// - parameter reducer: The reducer that computes every new state.
    /// - parameter state: The initial state; when `nil`, `ReSwiftInit` is dispatched so that the
    ///   reducer builds it (if middleware swallows that action, the reducer is called directly).
    /// - parameter middleware: Middleware in the order it sees actions.
    /// - parameter automaticallySkipsRepeats: Whether subscriptions to an `Equatable` (selected)
    ///   state skip repeats without asking.
    @inlinable
    public required init(
        reducer: @escaping Reducer<State>,
        state: State?,
        middleware: [Middleware<State>] = [],
        automaticallySkipsRepeats: Bool = true
    ) {
        self.reducer = reducer
        self.automaticallySkipsRepeats = automaticallySkipsRepeats
        self.middleware = middleware
        self.core = StoreCore()
        self.programmerErrorHandler = Self.stopWithExplanation
        self.reduceAndNotifyFunction = Self.makeReducingFunction()
        self.currentState = nil
        self.dispatchFunction = nil
        start(from: state)
    }

    /// The default `programmerErrorHandler`: stops the program with the error's explanation.
    @usableFromInline
    static func stopWithExplanation(_ error: StoreProgrammerError) {
        fatalError(error.description)
    }

    /// Builds the dispatch function and the first state (from `ReSwiftInit` when none is given).
    /// `ReSwiftInit` goes through `dispatch`, as in ReSwift, so a subclass's override sees it (off
    /// the main thread it takes the chain directly, since `dispatch` would only queue it).
    @usableFromInline
    final func start(from state: State?) {
        dispatchFunction = makeDispatchFunction()
        if let state {
            currentState = state
        } else {
            if MainThread.isCurrent {
                dispatch(ReSwiftInit())
            } else {
                dispatchFunction(ReSwiftInit())
            }
            if currentState == nil {
                currentState = reducer(ReSwiftInit(), nil)
            }
        }
    }

    /// The middleware chain around `_defaultDispatch`, first middleware outermost; with a history,
    /// behind a gate that refuses actions while the history shows a past state.
    func makeDispatchFunction() -> DispatchFunction {
        let chain = middleware.reversed().reduce(
            { [unowned self] action in self._defaultDispatch(action: action) }
        ) { next, middleware in
            let dispatch: DispatchFunction = { [weak self] in self?.dispatch($0) }
            let getState: () -> State? = { [weak self] in self?.currentState }
            return middleware(dispatch, getState)(next)
        }
        guard let log = core.history else { return chain }
        return { action in
            if log.isTravelling {
                log.refuse(action)
            } else {
                chain(action)
            }
        }
    }

    /// Runs the reducer and notifies. The end of the middleware chain; subclasses may wrap it.
    ///
    /// - parameter action: The action to reduce.
    open func _defaultDispatch(action: Action) {  // swiftlint:disable:this identifier_name
        reduceAndNotifyFunction(self, action)
    }

    /// Dispatches an action. On the main thread it is reduced before this returns; from any other
    /// thread it is sent to the main queue.
    ///
    /// - parameter action: The action to dispatch.
    open func dispatch(_ action: Action) {
        guard MainThread.isCurrent else {
            let handOver = HandOver(value: action)
            MainThread.run { self.dispatch(handOver.value) }
            return
        }
        dispatchFunction(action)
    }

    /// Calls the action creator with the current state and dispatches the action it returns.
    ///
    /// - parameter actionCreatorProvider: Returns an action, or `nil` to dispatch nothing.
    open func dispatch(_ actionCreatorProvider: @escaping ActionCreator) {
        if let action = actionCreatorProvider(currentState, self) {
            dispatch(action)
        }
    }

    /// Runs an async action creator. It may call its callback later from any thread; the action
    /// creator it passes is then run, and its action dispatched, on the main thread.
    ///
    /// - parameter asyncActionCreatorProvider: Starts the work and later calls back.
    open func dispatch(_ asyncActionCreatorProvider: @escaping AsyncActionCreator) {
        runAsyncActionCreator(asyncActionCreatorProvider, callback: nil)
    }

    /// Runs an async action creator, then calls `callback` on the main thread with the state its
    /// action produced. If the action creator yields no action, `callback` is not called.
    ///
    /// - parameter actionCreatorProvider: Starts the work and later calls back.
    /// - parameter callback: Receives the new state.
    open func dispatch(_ actionCreatorProvider: @escaping AsyncActionCreator, callback: DispatchCallback?) {
        runAsyncActionCreator(actionCreatorProvider, callback: callback)
    }

    /// Subscribes to the whole state. The subscriber receives the current state at once and then
    /// every new state. Subscribing a subscriber again replaces its subscription.
    /// The store holds the subscriber weakly and forgets it once it is deallocated. O(1) amortised.
    ///
    /// - parameter subscriber: The subscriber.
    open func subscribe<S: StoreSubscriber>(_ subscriber: S) where S.StoreSubscriberStateType == State {
        subscribe(subscriber, transform: nil)
    }

    /// Subscribes through a transformed subscription. `transform` receives the subscription of the
    /// full state and returns the one the subscriber listens to, e.g. `{ $0.select(\.count) }`.
    /// The subscriber receives the current (selected) state at once. O(1) amortised.
    ///
    /// - parameter subscriber: The subscriber; held weakly. Subscribing it again replaces its subscription.
    /// - parameter transform: Narrows or thins the subscription; `nil` means the full state.
    ///
    /// When the selected state is `Equatable` at run time, repeats are skipped as by the `Equatable`
    /// overload (unless the store was created with `automaticallySkipsRepeats: false`, or the
    /// subscriber compares its states itself, as a ReConnect `Connection` does), so generic code that
    /// cannot name the `Equatable` conformance gets the same behaviour.
    open func subscribe<SelectedState, S: StoreSubscriber>(
        _ subscriber: S, transform: ((Subscription<State>) -> Subscription<SelectedState>)?
    ) where S.StoreSubscriberStateType == SelectedState {
        let original = Subscription<State>()
        var transformed = transform?(original)
        if automaticallySkipsRepeats, transformed?.isComparedBySubscriber != true,
            let isRepeat = DynamicEquality.comparison(of: SelectedState.self)
        {
            let last = transformed ?? original as? Subscription<SelectedState>
            transformed = last?.skipRepeats(isRepeat)
        }
        _subscribe(subscriber, original: original, transformed: transformed)
    }

    /// Unsubscribes a subscriber; O(1) amortised. Unknown subscribers are ignored.
    /// Safe during a notification: the subscriber is not called again, even in the current round.
    ///
    /// - parameter subscriber: The subscriber to forget.
    open func unsubscribe(_ subscriber: AnyStoreSubscriber) {
        removeSubscription(of: subscriber)
    }

    /// The number of live subscribers and listeners (state and action listeners whose owner, if
    /// any, is alive). Tests use it to check that everything a
    /// screen subscribed was released again.
    public final var subscriptionCount: Int {
        core.subscriptions.slots.reduce(0) { count, box in
            count + (box?.subscriber == nil ? 0 : 1)
        } + core.liveListenerCount
    }
}
