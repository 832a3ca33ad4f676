extension Store {
    /// Announces the new state to subscribers, then listeners. Nested calls (someone dispatched
    /// while being notified) only change the state; the outer call then runs another round, so
    /// rounds never overlap and nobody sees states out of order.
    func stateDidChange(from oldState: State?) {
        guard !isNotifying else { return }
        isNotifying = true
        defer {
            isNotifying = false
            subscriptions.compactIfSparse()
            listeners.compactIfSparse()
        }
        var previous = oldState
        while true {
            let version = stateVersion
            let current: State = currentState
            notifySubscribers(oldState: previous, newState: current)
            notifyListeners(of: StateChange(old: previous, new: current))
            guard stateVersion != version else { return }
            previous = current
        }
    }

    /// One round over the subscriptions present when it starts. Boxes removed meanwhile are
    /// skipped; boxes of deallocated subscribers are dropped.
    private func notifySubscribers(oldState: State?, newState: State) {
        let snapshot = subscriptions.slots
        for case let box? in snapshot {
            guard box.isActive else { continue }
            guard box.subscriber != nil else {
                box.isActive = false
                subscriptions.remove(box, forKey: box.key)
                continue
            }
            box.subscription.newValues(oldState: oldState, newState: newState)
        }
    }

    /// One round over the state listeners present when it starts.
    private func notifyListeners(of change: StateChange<State>) {
        let snapshot = listeners.slots
        for case let box? in snapshot {
            guard box.isActive else { continue }
            guard box.isLive else {
                box.isActive = false
                listeners.remove(box, forKey: box.key)
                continue
            }
            box.receive(change)
        }
    }

    /// Tells the action listeners about an action that was reduced.
    func notifyActionListeners(of action: Action) {
        guard actionListeners.count > 0 else { return }
        let snapshot = actionListeners.slots
        for case let box? in snapshot {
            guard box.isActive else { continue }
            guard box.isLive else {
                box.isActive = false
                actionListeners.remove(box, forKey: box.key)
                continue
            }
            box.receive(action)
        }
        actionListeners.compactIfSparse()
    }

    /// Listeners that are still registered and whose owner (if any) is alive.
    var liveListenerCount: Int {
        listeners.slots.reduce(0) { $0 + ($1?.isLive == true ? 1 : 0) }
            + actionListeners.slots.reduce(0) { $0 + ($1?.isLive == true ? 1 : 0) }
    }
}
