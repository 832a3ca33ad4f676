import ReConnect

/// The parts of an application's store that tools (the headless driver) need, without its state type.
@MainActor
package struct StoreAccess {
    /// The store's live subscribers and listeners.
    package let subscriptionCount: () -> Int
    /// Dispatches an action to the store.
    package let dispatch: (Action) -> Void
    /// How many tasks started with `dispatch(task:)` have not finished yet.
    package let liveTaskCount: () -> Int
    /// Calls the listener with every action the store reduces; returns what stops it.
    package let recordActions: (@escaping (Action) -> Void) -> () -> Void

    /// Wraps `store`.
    package init<State>(_ store: Store<State>) {
        subscriptionCount = { store.subscriptionCount }
        dispatch = { store.dispatch($0) }
        liveTaskCount = { store.tasks.liveTaskCount }
        recordActions = { listener in
            let subscription = store.addActionListener(actionListener: listener)
            return { subscription.remove() }
        }
    }
}
