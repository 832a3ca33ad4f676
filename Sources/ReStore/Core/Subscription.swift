/// A lightweight stream of (old, new) state pairs between the store and one subscriber.
///
/// The store gives every subscriber a `Subscription` of its full state; `subscribe(_:transform:)`
/// lets you narrow it with `select`, and thin it with `skipRepeats`, `skip(when:)` and `only(when:)`.
/// The chain is built once, when subscribing, and then fused: each operator calls the next one
/// directly, reading the states in place. The operators are `@inlinable`, so they are specialised
/// for your types in your module: a subscriber whose selected value did not change costs two
/// selector calls and a comparison, with no allocation and no run-time generic lookup.
public final class Subscription<State> {
    /// The closure that receives each (old, new) pair. Operators set it on the subscription
    /// they read from; write it yourself to add operators of your own.
    public var observer: ((State?, State) -> Void)?

    /// The fused form of `observer`, set by `fuse()` when this subscription's operator is one of ours.
    @usableFromInline
    var rawObserver: RawObserver?

    /// Fuses the upstream subscription's operator onto this subscription's observer.
    @usableFromInline
    var fuseUpstream: (() -> Void)?

    /// Set while this subscription's operator is `skipRepeats`: a `select` above it then fuses
    /// into one stage that selects, compares and calls past the filter only for a change.
    @usableFromInline
    var repeatFilter: RepeatFilter<State>?

    /// Creates a subscription that is fed by `sink`: `sink` is called at once with a function
    /// that sends (old, new) pairs to this subscription's observer (and keeps it alive).
    public init(sink: @escaping (@escaping (State?, State) -> Void) -> Void) {
        sink { old, new in
            self.observer?(old, new)
        }
    }

    @usableFromInline
    init() {}

    /// Sends a pair to the observer.
    @usableFromInline
    func newValues(oldState: State?, newState: State) {
        observer?(oldState, newState)
    }

    /// This subscription's observer as a function of addresses: the fused one, or a wrapper
    /// around `observer` (for operators written with `observer` or `init(sink:)`).
    @inlinable
    var observerByAddress: RawObserver {
        if let rawObserver { return rawObserver }
        let observer = observer
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

    /// Makes the operators above this subscription call the next one directly. Called once the
    /// chain is complete (the store does it when subscribing).
    @usableFromInline
    func fuse() {
        let fuseUpstream = fuseUpstream
        self.fuseUpstream = nil
        fuseUpstream?()
    }

    /// Connects a downstream subscription through an operator `stage`, which turns the
    /// downstream's observer into this subscription's. Until the chain is fused (or outside a
    /// store) values take the typed path, which builds the stage on its first value.
    ///
    /// `stageSkippingRepeats`, when given, builds the operator followed by a repeat filter as one
    /// stage; fusing uses it when the downstream's own operator is `skipRepeats`.
    @inlinable
    func feed<Downstream>(
        _ downstream: Subscription<Downstream>,
        through stage: @escaping (@escaping RawObserver) -> RawObserver,
        stageSkippingRepeats: (
            (@escaping (Downstream, Downstream) -> Bool) -> (@escaping RawObserver) -> RawObserver
        )? = nil
    ) {
        var built: RawObserver?
        repeatFilter = nil
        observer = { old, new in
            let run = built ?? stage(downstream.observerByAddress)
            built = run
            withPointers(old: old, new: new) { run($0.old, $0.new) }
        }
        downstream.fuseUpstream = { [weak self, unowned downstream] in
            guard let self else { return }
            if let stageSkippingRepeats, let filter = downstream.repeatFilter {
                self.rawObserver = stageSkippingRepeats(filter.isRepeat)(filter.target.observerByAddress)
            } else {
                self.rawObserver = stage(downstream.observerByAddress)
            }
            self.fuse()
        }
    }
}

/// A `skipRepeats` operator as its upstream `select` sees it when fusing: the comparison and the
/// subscription it feeds.
@usableFromInline
struct RepeatFilter<State> {
    /// Whether (old, new) is a repeat to drop.
    @usableFromInline let isRepeat: (State, State) -> Bool
    /// The subscription that receives the pairs that pass.
    @usableFromInline unowned let target: Subscription<State>

    @usableFromInline
    init(isRepeat: @escaping (State, State) -> Bool, target: Subscription<State>) {
        self.isRepeat = isRepeat
        self.target = target
    }
}
