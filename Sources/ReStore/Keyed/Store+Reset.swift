extension Store {
    /// Replaces the whole state without running middleware or the reducer, then notifies
    /// subscribers and listeners like a dispatch would. From another thread it hops to the main queue.
    ///
    /// - parameter newState: The new state.
    public func resetFullState(_ newState: State) {
        replaceState { $0 = newState }
    }

    /// Applies `update` to the state outside the reducer and announces the result; the history, if
    /// any, notes the new state unless `notingInHistory` is false (its own travels).
    func replaceState(notingInHistory: Bool = true, _ update: @escaping (inout State) -> Void) {
        guard MainThread.isCurrent else {
            let handOver = HandOver(value: update)
            MainThread.run { self.replaceState(notingInHistory: notingInHistory, handOver.value) }
            return
        }
        guard !core.isReducing else {
            programmerErrorHandler(.resetWhileReducing)
            return
        }
        let oldState = currentState
        var state: State = currentState
        update(&state)
        currentState = state
        core.stateVersion &+= 1
        if notingInHistory, let history { history.didReplaceState() }
        stateDidChange(from: oldState)
    }
}

extension Store where State == KeyedState {
    /// Creates a store whose state is built by keyed reducers, each owning one part (Suas style).
    /// Every part starts from its reducer's initial state (parts given in `state` win).
    ///
    /// - parameter reducers: One reducer per key; they run in order for each action.
    /// - parameter state: Parts to start from instead of the reducers' initial states.
    /// - parameter middleware: Middleware in the order it sees actions.
    public convenience init(
        reducers: [KeyedReducer],
        state: KeyedState? = nil,
        middleware: [Middleware<KeyedState>] = []
    ) {
        let reducer = combineKeyedReducers(reducers)
        self.init(reducer: reducer, state: reducer(ReSwiftInit(), state), middleware: middleware)
    }

    /// Replaces the part of type `Part` stored under its default key, then notifies.
    ///
    /// - parameter state: The new part.
    public func reset<Part>(state: Part) {
        reset(state: state, forKey: KeyedState.key(for: Part.self))
    }

    /// Replaces the part stored under `key`, then notifies.
    ///
    /// - parameter state: The new part.
    /// - parameter key: The part's key.
    public func reset<Part>(state: Part, forKey key: StateKey) {
        replaceState { $0.setValue(state, forKey: key) }
    }

    /// Adds a listener of one part, called after each new state that holds a part of type `Part`
    /// under the key (and that the filter lets through). Missing parts mean no call.
    ///
    /// - parameter type: The part's type.
    /// - parameter stateKey: The part's key; `nil` means the type's name.
    /// - parameter filterBlock: Receives the old and the new part; `false` skips the call.
    /// - parameter callback: Receives the new part.
    /// - returns: The handle that removes the listener or ties it to an owner.
    @discardableResult
    public func addListener<Part>(
        forStateType type: Part.Type,
        stateKey: StateKey? = nil,
        if filterBlock: ((_ oldState: Part, _ newState: Part) -> Bool)? = nil,
        callback: @escaping (Part) -> Void
    ) -> ListenerSubscription {
        let key = stateKey ?? KeyedState.key(for: type)
        return addListener(
            if: filterBlock, stateSelector: { $0.value(forKey: key, ofType: type) },
            callback: callback)
    }
}
