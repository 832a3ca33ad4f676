/// An operator of ours between a subscription of `Upstream` and the subscription it feeds: one
/// object that sends pairs on typed (while a chain is used outside a store), and that builds its
/// fused function of addresses when the store subscribes.
@usableFromInline
class SubscriptionStage<Upstream> {
    /// Builds the operator fused with the subscriptions below it, as a function of addresses. The
    /// operator sets it from code specialised for its types (an overridden method would run the
    /// generic code, and so would the function it builds); it captures nothing, so it costs no
    /// allocation.
    @usableFromInline let fuse: (SubscriptionStage<Upstream>) -> RawObserver

    @inlinable
    init(fuse: @escaping (SubscriptionStage<Upstream>) -> RawObserver) {
        self.fuse = fuse
    }

    /// Sends a typed (old, new) pair through the operator.
    @usableFromInline
    func send(_ old: Upstream?, _ new: Upstream) {}

    /// The comparison and target when this operator is `skipRepeats`, so that a `select` above it
    /// fuses both into one stage; nil for other operators.
    @usableFromInline
    var repeatFilter: RepeatFilter<Upstream>? { nil }
}

/// A `skipRepeats` operator as its upstream `select` sees it when fusing: the comparison and the
/// subscription it feeds.
@usableFromInline
struct RepeatFilter<State> {
    /// Whether (old, new) is a repeat to drop.
    @usableFromInline let isRepeat: (State, State) -> Bool
    /// The subscription that receives the pairs that pass.
    @usableFromInline let target: Subscription<State>

    @inlinable
    init(isRepeat: @escaping (State, State) -> Bool, target: Subscription<State>) {
        self.isRepeat = isRepeat
        self.target = target
    }
}
