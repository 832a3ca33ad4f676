/// The store's bookkeeping: who is subscribed or listening, and where a dispatch stands.
/// Not generic, so none of it depends on the state type.
final class StoreCore {
    /// Subscription boxes by subscriber identity, in subscription order.
    var subscriptions = SlotTable<ObjectIdentifier, SubscriptionBox>()
    /// State listeners by key, in the order they were added.
    var listeners = SlotTable<Int, ListenerBox<StatePointers>>()
    /// Action listeners by key, in the order they were added.
    var actionListeners = SlotTable<Int, ListenerBox<Action>>()
    /// The key of the last listener added.
    var nextListenerID = 0
    /// Reduced actions waiting to be announced to the action listeners.
    var pendingActions: [Action] = []
    /// Whether action listeners are being told about actions.
    var isAnnouncingActions = false
    /// Whether the reducer is running (dispatching now is a programmer error).
    var isReducing = false
    /// Whether a round of state notifications is running.
    var isNotifying = false
    /// Counts state changes, so that a round can tell whether someone changed the state meanwhile.
    var stateVersion = 0
    /// Rounds left before the next sweep for deallocated subscribers.
    var roundsUntilSweep = 0
}
