extension Store {
    /// Starts keeping a history of the actions the reducer runs (see `ActionHistory`), or returns the
    /// one kept already. From now on, dispatches go through the history's gate, which refuses them
    /// while the history shows a past state.
    ///
    /// ```swift
    /// let history = store.enableHistory(HistoryOptions(limit: 1_000))
    /// store.dispatch(Increment())
    /// history.stepBack()          // the store shows the state before Increment
    /// history.returnToPresent()
    /// ```
    @discardableResult
    public func enableHistory(_ options: HistoryOptions = HistoryOptions()) -> ActionHistory<State> {
        if let history { return history }
        let history = ActionHistory(store: self, options: options)
        core.history = history.log
        core.historyOwner = history
        dispatchFunction = makeDispatchFunction()
        return history
    }

    /// Stops keeping the history (returning to the present first); the entries are forgotten.
    public func disableHistory() {
        guard let history else { return }
        history.returnToPresent()
        core.history = nil
        core.historyOwner = nil
        dispatchFunction = makeDispatchFunction()
    }

    /// The history the store keeps, if `enableHistory` was called.
    public var history: ActionHistory<State>? {
        core.historyOwner as? ActionHistory<State>
    }

    /// Whether the store keeps a history (dispatch paths then label their origin).
    public final var keepsHistory: Bool { core.history != nil }
}
