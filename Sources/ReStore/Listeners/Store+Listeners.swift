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
        let key = makeListenerKey()
        let box = ListenerBox<StatePointers>(key: key) { states in
            guard let new = stateSelector(states.new.value(State.self).pointee) else { return }
            if let filterBlock, let oldState = states.old?.value(State.self).pointee,
               let old = stateSelector(oldState),
               !filterBlock(old, new) {
                return
            }
            callback(new)
        }
        listeners.append(box, forKey: key)
        return ListenerSubscription(
            remove: { [weak self, weak box] in
                guard let self, let box else { return }
                box.isActive = false
                self.listeners.remove(box, forKey: key)
                if !self.isNotifying { self.listeners.compactIfSparse() }
            },
            inform: { [weak self, weak box] in
                guard let self, box?.isLive == true, let part = stateSelector(self.currentState) else { return }
                callback(part)
            },
            link: { [weak box] owner in
                box?.owner = owner
                box?.hasOwner = true
            }
        )
    }

    /// Adds a listener of actions: it receives every action right after the reducer handled it
    /// (and after the state listeners heard about the new state).
    ///
    /// - parameter actionListener: Receives each reduced action.
    /// - returns: The handle that removes the listener or ties it to an owner.
    @discardableResult
    public func addActionListener(actionListener: @escaping (Action) -> Void) -> ListenerSubscription {
        let key = makeListenerKey()
        let box = ListenerBox<Action>(key: key, receive: actionListener)
        actionListeners.append(box, forKey: key)
        return ListenerSubscription(
            remove: { [weak self, weak box] in
                guard let self, let box else { return }
                box.isActive = false
                self.actionListeners.remove(box, forKey: key)
            },
            inform: {},
            link: { [weak box] owner in
                box?.owner = owner
                box?.hasOwner = true
            }
        )
    }

    private func makeListenerKey() -> Int {
        nextListenerID &+= 1
        return nextListenerID
    }
}
