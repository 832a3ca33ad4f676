extension Store {
    /// Dispatches an action (Suas spelling of `dispatch(_:)`).
    ///
    /// - parameter action: The action to dispatch.
    public func dispatch(action: Action) {
        dispatch(action)
    }

    /// Adds a listener of the whole state, called after each new state (after the subscribers).
    /// It is not called with the current state unless you call `informWithCurrentState()`.
    ///
    /// - parameter filterBlock: Receives the old and the new state; the listener is called only
    ///   when it returns `true`. Without it the listener is called on every new state.
    /// - parameter callback: Receives the new state.
    /// - returns: The handle that removes the listener or ties it to an owner.
    @discardableResult
    public func addListener(
        if filterBlock: ((_ oldState: State, _ newState: State) -> Bool)? = nil,
        callback: @escaping (State) -> Void
    ) -> ListenerSubscription {
        addListener(if: filterBlock, stateSelector: { $0 }, callback: callback)
    }

    /// Adds a listener of a part of the state, called after each new state in which the selector
    /// finds the part (and the filter, if any, agrees).
    ///
    /// - parameter filterBlock: Receives the old and the new part; the listener is called only when
    ///   it returns `true`. It is skipped when there was no old part.
    /// - parameter stateSelector: Picks the part; `nil` means "not there", and the listener is not called.
    /// - parameter callback: Receives the new part.
    /// - returns: The handle that removes the listener or ties it to an owner.
    @discardableResult
    public func addListener<Selected>(
        if filterBlock: ((_ oldState: Selected, _ newState: Selected) -> Bool)? = nil,
        stateSelector: @escaping (State) -> Selected?,
        callback: @escaping (Selected) -> Void
    ) -> ListenerSubscription {
        let listener = addBox(
            { self.core.listeners.append($0, forKey: $0.key) },
            { [weak self] in self?.core.listeners.remove($0, forKey: $0.key) }
        ) { states in
            guard let new = states.new.withValue(State.self, { stateSelector($0) }) else { return }
            if let filterBlock, let old = states.old?.withValue(State.self, { stateSelector($0) }),
                !filterBlock(old, new)
            {
                return
            }
            callback(new)
        }
        return ListenerSubscription(remove: listener.remove, link: listener.link) { [weak self] in
            guard let self, listener.isLive(), let part = stateSelector(self.currentState) else { return }
            callback(part)
        }
    }

    /// Adds a listener of actions: it receives every action the reducer handled, once subscribers
    /// and state listeners heard about the new state, in the order the actions were reduced (an
    /// action dispatched by a listener or a subscriber is announced after the current one).
    ///
    /// - parameter actionListener: Receives each reduced action.
    /// - returns: The handle that removes the listener or ties it to an owner.
    @discardableResult
    public func addActionListener(actionListener: @escaping (Action) -> Void) -> ListenerSubscription {
        let listener = addBox(
            { self.core.actionListeners.append($0, forKey: $0.key) },
            { [weak self] in self?.core.actionListeners.remove($0, forKey: $0.key) },
            receive: actionListener
        )
        return ListenerSubscription(remove: listener.remove, link: listener.link) {}
    }

    /// Makes a listener box, registers it with `insert` and returns what its handle needs;
    /// `remove` takes it out of its table again.
    private func addBox<Input>(
        _ insert: (ListenerBox<Input>) -> Void,
        _ remove: @escaping (ListenerBox<Input>) -> Void,
        receive: @escaping (Input) -> Void
    ) -> (remove: () -> Void, link: (AnyObject) -> Void, isLive: () -> Bool) {
        let box = ListenerBox<Input>(key: makeListenerKey(), receive: receive)
        insert(box)
        return (
            remove: { [weak self, weak box] in
                guard let self, let box else { return }
                box.isActive = false
                remove(box)
                if !self.core.isNotifying {
                    self.core.listeners.compactIfSparse()
                    self.core.actionListeners.compactIfSparse()
                }
            },
            link: { [weak box] owner in
                box?.owner = owner
                box?.hasOwner = true
            },
            isLive: { [weak box] in box?.isLive == true }
        )
    }

    private func makeListenerKey() -> Int {
        core.nextListenerID &+= 1
        return core.nextListenerID
    }
}
