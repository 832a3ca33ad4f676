/// A lightweight stream of (old, new) state pairs between the store and one subscriber.
///
/// The store gives every subscriber a `Subscription` of its full state; `subscribe(_:transform:)`
/// lets you narrow it with `select`, and thin it with `skipRepeats`, `skip(when:)` and `only(when:)`.
/// The chain is built once, when subscribing; dispatching only runs it. Its operators are
/// `@inlinable`, so they are specialised for your state types in your module: a subscriber whose
/// selected value did not change costs a selector call and a comparison, with no allocation.
public final class Subscription<State> {
    /// The closure that receives each (old, new) pair. Operators set it on the subscription
    /// they read from; write it yourself to add operators of your own.
    public var observer: ((State?, State) -> Void)?

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
    @inline(__always)
    func newValues(oldState: State?, newState: State) {
        observer?(oldState, newState)
    }

    /// A subscription of a part of the state.
    ///
    /// - parameter selector: Picks the part; it should be cheap and pure.
    /// - returns: A subscription of the part. The old part is `nil` when the old state is.
    @inlinable
    public func select<Substate>(_ selector: @escaping (State) -> Substate) -> Subscription<Substate> {
        let selected = Subscription<Substate>()
        observer = { old, new in
            if let old {
                selected.newValues(oldState: selector(old), newState: selector(new))
            } else {
                selected.newValues(oldState: nil, newState: selector(new))
            }
        }
        return selected
    }

    /// A subscription of the part of the state at a key path.
    @inlinable
    public func select<Substate>(_ keyPath: KeyPath<State, Substate>) -> Subscription<Substate> {
        select { $0[keyPath: keyPath] }
    }

    /// A subscription that drops a pair when `isRepeat(old, new)` says so.
    /// The first state (with no old state) always passes.
    @inlinable
    public func skipRepeats(
        _ isRepeat: @escaping (_ oldState: State, _ newState: State) -> Bool
    ) -> Subscription<State> {
        let filtered = Subscription<State>()
        observer = { old, new in
            if let old, isRepeat(old, new) { return }
            filtered.newValues(oldState: old, newState: new)
        }
        return filtered
    }

    /// Same as `skipRepeats(_:)`: drops a pair when `when(old, new)` is true.
    @inlinable
    public func skip(when: @escaping (_ oldState: State, _ newState: State) -> Bool) -> Subscription<State> {
        skipRepeats(when)
    }

    /// The inverse of `skip(when:)`: lets a pair through only when `when(old, new)` is true.
    /// The first state always passes.
    @inlinable
    public func only(when: @escaping (_ oldState: State, _ newState: State) -> Bool) -> Subscription<State> {
        skipRepeats { old, new in !when(old, new) }
    }
}

extension Subscription where State: Equatable {
    /// A subscription that drops a state equal to the previous one.
    @inlinable
    public func skipRepeats() -> Subscription<State> {
        skipRepeats(==)
    }
}
