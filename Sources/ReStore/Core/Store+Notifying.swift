extension Store {
    /// Reduces an action and announces the new state: the work of `_defaultDispatch`. Being
    /// inlinable, it is specialised for the store's state type where the store is created, so a
    /// dispatch copies and passes the state without run-time generic lookups.
    @inlinable
    final func reduceAndNotify(_ action: Action) {
        guard !core.isReducing else {
            programmerErrorHandler(.dispatchedWhileReducing(action: action))
            return
        }
        core.isReducing = true
        let oldState: State? = currentState
        let newState = reducer(action, oldState)
        core.isReducing = false
        currentState = newState
        core.didReduce(action)
        stateDidChange(from: oldState)
        core.announcePendingActions()
    }

    /// Announces the new state to subscribers, then listeners. Nested calls (someone dispatched
    /// while being notified) only change the state; the outer call then runs another round, so
    /// rounds never overlap and nobody sees states out of order.
    @inlinable
    final func stateDidChange(from oldState: State?) {
        guard core.beginRound() else { return }
        defer { core.endRound() }
        var old = oldState
        while true {
            let version = core.stateVersion
            let new: State = currentState
            withPointers(old: old, new: new) { core.notify($0) }
            guard core.stateVersion != version else { return }
            old = new
        }
    }

    /// The function `_defaultDispatch` calls: `reduceAndNotify` specialised for this store's state.
    @inlinable
    static func makeReducingFunction() -> (Store<State>, Action) -> Void {
        { store, action in store.reduceAndNotify(action) }
    }
}
