/// The store's bookkeeping: who is subscribed or listening, and where a dispatch stands.
/// Not generic, so none of it depends on the state type. Its fields are only touched on the main
/// thread, one access at a time, so they skip the run-time exclusivity checks a dispatch would
/// otherwise pay for on every read.
@usableFromInline
final class StoreCore {
    /// Subscription boxes by subscriber identity, in subscription order.
    @exclusivity(unchecked) var subscriptions = SlotTable<ObjectIdentifier, SubscriptionBox>()
    /// State listeners by key, in the order they were added.
    @exclusivity(unchecked) var listeners = SlotTable<Int, ListenerBox<StatePointers>>()
    /// Action listeners by key, in the order they were added.
    @exclusivity(unchecked) var actionListeners = SlotTable<Int, ListenerBox<Action>>()
    /// The key of the last listener added.
    var nextListenerID = 0
    /// Reduced actions waiting to be announced to the action listeners.
    @exclusivity(unchecked) var pendingActions: [Action] = []
    /// Whether action listeners are being told about actions.
    @exclusivity(unchecked) var isAnnouncingActions = false
    /// Whether the reducer is running (dispatching now is a programmer error).
    @exclusivity(unchecked) @usableFromInline var isReducing = false
    /// Whether a round of state notifications is running.
    @exclusivity(unchecked) var isNotifying = false
    /// Counts state changes, so that a round can tell whether someone changed the state meanwhile.
    @exclusivity(unchecked) @usableFromInline var stateVersion = 0
    /// Rounds left before the next sweep for deallocated subscribers.
    @exclusivity(unchecked) var roundsUntilSweep = 0
    /// The tasks started with `dispatch(task:)`, made when the first one starts.
    var taskScope: ActionTaskScope?
    /// The history of actions, when the store keeps one.
    @exclusivity(unchecked) var history: HistoryLog?
    /// The `ActionHistory` that owns `history`, of the store's state type.
    var historyOwner: AnyObject?

    @usableFromInline
    init() {}

    /// Counts a new state and queues its action for the action listeners, if there are any.
    @usableFromInline
    func didReduce(_ action: Action) {
        stateVersion &+= 1
        if actionListeners.count > 0 { pendingActions.append(action) }
        history?.append(.action(action))
    }

    /// Starts a round of notifications; false when one is already running (the outer round then
    /// announces the new state).
    @usableFromInline
    func beginRound() -> Bool {
        guard !isNotifying else { return false }
        isNotifying = true
        return true
    }

    /// Ends a round of notifications and squeezes out the holes that removals left.
    @usableFromInline
    func endRound() {
        isNotifying = false
        subscriptions.compactIfSparse()
        listeners.compactIfSparse()
    }

    /// Tells subscribers, then listeners, about one (old, new) pair of states.
    @usableFromInline
    func notify(_ states: StatePointers) {
        notifySubscribers(states)
        notifyListeners(states)
    }

    /// One round over the subscriptions present when it starts. Boxes removed meanwhile are
    /// skipped. A deallocated subscriber is never called (its chain ends in a weak reference); its
    /// box is dropped by the sweep that every 32nd round makes, so that the other rounds spend no
    /// weak-reference load on subscribers whose selection did not change.
    private func notifySubscribers(_ states: StatePointers) {
        let sweeps = roundsUntilSweep == 0
        roundsUntilSweep = sweeps ? 31 : roundsUntilSweep - 1
        let snapshot = subscriptions.slots
        for index in snapshot.indices {
            // The snapshot keeps every box alive for the round, so a box is used without a retain.
            guard let slot = snapshot[index].map(Unmanaged.passUnretained) else { continue }
            slot._withUnsafeGuaranteedRef { box in
                guard box.isActive else { return }
                if sweeps, box.subscriber == nil {
                    box.isActive = false
                    subscriptions.remove(box, forKey: box.key)
                    return
                }
                box.notify(states.old, states.new)
            }
        }
    }

    /// One round over the state listeners present when it starts; drops those whose owner is gone.
    private func notifyListeners(_ states: StatePointers) {
        guard listeners.count > 0 else { return }
        for case let box? in listeners.slots where !box.deliver(states) {
            listeners.remove(box, forKey: box.key)
        }
    }

    /// Tells the action listeners about the reduced actions, in the order they were reduced.
    /// Actions dispatched meanwhile (by a subscriber or an action listener) are queued and
    /// announced by the outermost call once the state notifications are over.
    @usableFromInline
    func announcePendingActions() {
        guard !pendingActions.isEmpty, !isNotifying, !isAnnouncingActions else { return }
        isAnnouncingActions = true
        defer {
            isAnnouncingActions = false
            pendingActions.removeAll(keepingCapacity: true)
            actionListeners.compactIfSparse()
        }
        var index = 0
        while index < pendingActions.count {
            for case let box? in actionListeners.slots where !box.deliver(pendingActions[index]) {
                actionListeners.remove(box, forKey: box.key)
            }
            index += 1
        }
    }

    /// Listeners that are still registered and whose owner (if any) is alive.
    var liveListenerCount: Int {
        listeners.slots.reduce(0) { $0 + ($1?.isLive == true ? 1 : 0) }
            + actionListeners.slots.reduce(0) { $0 + ($1?.isLive == true ? 1 : 0) }
    }
}
