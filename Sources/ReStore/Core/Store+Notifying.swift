extension Store {
    /// Announces the new state. Nested calls (a subscriber dispatched) only change the state;
    /// the outer call then runs another round, so rounds never overlap and nobody sees states
    /// out of order.
    func stateDidChange(from oldState: State?, action: Action) {
        guard !isNotifying else { return }
        isNotifying = true
        defer {
            isNotifying = false
            subscriptions.compactIfSparse()
        }
        var previous = oldState
        while true {
            let version = stateVersion
            let current: State = currentState
            notifySubscribers(oldState: previous, newState: current)
            guard stateVersion != version else { return }
            previous = current
        }
    }

    /// One round over the subscriptions present when it starts. Boxes removed meanwhile are
    /// skipped; boxes of deallocated subscribers are dropped.
    private func notifySubscribers(oldState: State?, newState: State) {
        let snapshot = subscriptions.slots
        for index in snapshot.indices {
            guard let box = snapshot[index], box.isActive else { continue }
            guard box.subscriber != nil else {
                box.isActive = false
                subscriptions.remove(box, at: index)
                continue
            }
            box.subscription.newValues(oldState: oldState, newState: newState)
        }
    }
}
