extension Subscription {
    /// This subscription, marked as compared by its subscriber: the subscriber compares every state
    /// it receives with the last one it took and ignores a repeat itself, so the store adds no
    /// automatic `skipRepeats` after it and a state is compared once on its way, not twice.
    /// ReConnect's `Connection` subscribes this way.
    package func comparedBySubscriber() -> Subscription<State> {
        isComparedBySubscriber = true
        return self
    }
}
