/// The interface of a store: it holds the state, reduces actions into new states and
/// tells its subscribers about them. `Store` is the implementation.
public protocol StoreType: DispatchingStoreType {
    /// The type of the state the store holds.
    associatedtype State

    /// The current state.
    var state: State! { get }

    /// The dispatch function that runs the middleware chain and then the reducer.
    var dispatchFunction: DispatchFunction! { get }

    /// Subscribes to the whole state. The subscriber receives the current state at once.
    func subscribe<S: StoreSubscriber>(_ subscriber: S) where S.StoreSubscriberStateType == State

    /// Subscribes through a transformed subscription (`select`, `skipRepeats`, `skip(when:)`, …).
    /// The subscriber receives the current (selected) state at once.
    func subscribe<SelectedState, S: StoreSubscriber>(
        _ subscriber: S, transform: ((Subscription<State>) -> Subscription<SelectedState>)?
    ) where S.StoreSubscriberStateType == SelectedState

    /// Subscribes through a transformed subscription whose selected state is `Equatable`: repeats
    /// are skipped unless the store was created with `automaticallySkipsRepeats: false`. Generic code
    /// (`func f<S: StoreType>(_ store: S)`) reaches this overload just as code holding a `Store` does.
    func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
        _ subscriber: S, transform: ((Subscription<State>) -> Subscription<SelectedState>)?
    ) where S.StoreSubscriberStateType == SelectedState

    /// Stops notifying the subscriber. Unknown subscribers are ignored.
    func unsubscribe(_ subscriber: AnyStoreSubscriber)

    /// The callback `dispatch(_:callback:)` calls with the state that the action produced.
    associatedtype DispatchCallback = (State) -> Void

    /// A function that, given the state and the store, may produce an action to dispatch.
    associatedtype ActionCreator

    /// A function that produces an action creator later, possibly on another thread.
    associatedtype AsyncActionCreator

    /// Calls the action creator and dispatches the action it returns, if any.
    func dispatch(_ actionCreator: ActionCreator)

    /// Runs the async action creator; the action creator it yields is dispatched on the main thread.
    func dispatch(_ asyncActionCreator: AsyncActionCreator)

    /// Like `dispatch(_:)` for async action creators, then calls `callback` with the new state.
    func dispatch(_ asyncActionCreator: AsyncActionCreator, callback: DispatchCallback?)
}
