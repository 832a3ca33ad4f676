extension Store {
    /// Announces the new state to subscribers, then listeners. Nested calls (someone dispatched
    /// while being notified) only change the state; the outer call then runs another round, so
    /// rounds never overlap and nobody sees states out of order.
    func stateDidChange(from oldState: State?) {
        guard !core.isNotifying else { return }
        core.isNotifying = true
        defer {
            core.isNotifying = false
            core.subscriptions.compactIfSparse()
            core.listeners.compactIfSparse()
        }
        var old = oldState
        while true {
            let version = core.stateVersion
            let new: State = currentState
            withPointers(old: old, new: new) { states in
                notifySubscribers(states)
                notifyListeners(states)
            }
            guard core.stateVersion != version else { return }
            old = new
        }
    }

    /// One round over the subscriptions present when it starts. Boxes removed meanwhile are
    /// skipped. A deallocated subscriber is never called (its chain ends in a weak reference); its
    /// box is dropped by the sweep that every 32nd round makes, so that the other rounds spend no
    /// weak-reference load on subscribers whose selection did not change.
    private func notifySubscribers(_ states: StatePointers) {
        let sweeps = core.roundsUntilSweep == 0
        core.roundsUntilSweep = sweeps ? 31 : core.roundsUntilSweep - 1
        let snapshot = core.subscriptions.slots
        for case let box? in snapshot {
            guard box.isActive else { continue }
            if sweeps, box.subscriber == nil {
                box.isActive = false
                core.subscriptions.remove(box, forKey: box.key)
                continue
            }
            box.notify(states.old, states.new)
        }
    }

    /// One round over the state listeners present when it starts; drops those whose owner is gone.
    private func notifyListeners(_ states: StatePointers) {
        for case let box? in core.listeners.slots where !box.deliver(states) {
            core.listeners.remove(box, forKey: box.key)
        }
    }

    /// Tells the action listeners about the reduced actions, in the order they were reduced.
    /// Actions dispatched meanwhile (by a subscriber or an action listener) are queued and
    /// announced by the outermost call once the state notifications are over.
    func announcePendingActions() {
        guard !core.pendingActions.isEmpty, !core.isNotifying, !core.isAnnouncingActions else { return }
        core.isAnnouncingActions = true
        defer {
            core.isAnnouncingActions = false
            core.pendingActions.removeAll(keepingCapacity: true)
            core.actionListeners.compactIfSparse()
        }
        var index = 0
        while index < core.pendingActions.count {
            for case let box? in core.actionListeners.slots where !box.deliver(core.pendingActions[index]) {
                core.actionListeners.remove(box, forKey: box.key)
            }
            index += 1
        }
    }

    /// Listeners that are still registered and whose owner (if any) is alive.
    var liveListenerCount: Int {
        core.listeners.slots.reduce(0) { $0 + ($1?.isLive == true ? 1 : 0) }
            + core.actionListeners.slots.reduce(0) { $0 + ($1?.isLive == true ? 1 : 0) }
    }
}
