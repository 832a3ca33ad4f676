/// A lightweight stream of (old, new) state pairs between the store and one subscriber.
///
/// The store gives every subscriber a `Subscription` of its full state; `subscribe(_:transform:)`
/// lets you narrow it with `select`, and thin it with `skipRepeats`, `skip(when:)` and `only(when:)`.
/// An operator of ours records itself on the subscription it reads from as one small stage object;
/// when subscribing, the store turns the chain into functions that call each other directly, reading
/// the states in place. The operators are `@inlinable`, so they are specialised for your types in your
/// module: a subscriber whose selected value did not change costs two selector calls and a
/// comparison, with no allocation and no run-time generic lookup.
public final class Subscription<State> {
    /// The closure that receives each (old, new) pair. Operators set it on the subscription
    /// they read from; write it yourself to add operators of your own.
    public var observer: ((State?, State) -> Void)? {
        get {
            if let stage { return { old, new in stage.send(old, new) } }
            if let customObserver { return customObserver }
            guard let rawObserver else { return nil }
            return { old, new in withPointers(old: old, new: new) { rawObserver($0.old, $0.new) } }
        }
        set {
            customObserver = newValue
            stage = nil
            rawObserver = nil
        }
    }

    /// The observer written through `observer` (an operator of the app's own, or `init(sink:)`'s).
    @exclusivity(unchecked) @usableFromInline var customObserver: ((State?, State) -> Void)?

    /// The operator of ours that reads from this subscription, with the subscription it feeds.
    @exclusivity(unchecked) @usableFromInline var stage: SubscriptionStage<State>?

    /// The function of addresses the store set on the last subscription of a chain: its subscriber.
    @exclusivity(unchecked) @usableFromInline var rawObserver: RawObserver?

    /// Whether the subscriber compares every state it receives itself (`comparedBySubscriber()`), so
    /// the store adds no automatic `skipRepeats` after this subscription.
    @usableFromInline var isComparedBySubscriber = false

    /// Creates a subscription that is fed by `sink`: `sink` is called at once with a function
    /// that sends (old, new) pairs to this subscription's observer (and keeps it alive).
    public init(sink: @escaping (@escaping (State?, State) -> Void) -> Void) {
        sink { old, new in
            self.newValues(oldState: old, newState: new)
        }
    }

    @usableFromInline
    init() {}

    /// Sends a pair on: through the operator reading from this subscription, to the observer, or to
    /// the subscriber the store set.
    @usableFromInline
    func newValues(oldState: State?, newState: State) {
        if let stage {
            stage.send(oldState, newState)
        } else if let customObserver {
            customObserver(oldState, newState)
        } else if let rawObserver {
            withPointers(old: oldState, new: newState) { rawObserver($0.old, $0.new) }
        }
    }

    /// Sets the operator that reads from this subscription (replacing any observer).
    @inlinable
    func setStage(_ stage: SubscriptionStage<State>) {
        customObserver = nil
        rawObserver = nil
        self.stage = stage
    }

    /// Makes `subscriber` the end of the chain: the store's function that hands a value to its
    /// subscriber (replacing any observer).
    @inlinable
    func setSubscriber(_ subscriber: @escaping RawObserver) {
        customObserver = nil
        stage = nil
        rawObserver = subscriber
    }

    /// This subscription's pairs as a function of addresses: the subscriber's function, the
    /// operator of ours fused with everything below it, or a wrapper around `observer` (for
    /// operators written with `observer` or `init(sink:)`). Worked out once, when subscribing.
    @inlinable
    var observerByAddress: RawObserver {
        if let rawObserver { return rawObserver }
        if let stage { return stage.fuse(stage) }
        let observer = customObserver
        return { old, new in
            guard let observer else { return }
            new.withValue(State.self) { new in
                if let old {
                    old.withValue(State.self) { old in observer(old, new) }
                } else {
                    observer(nil, new)
                }
            }
        }
    }
}
