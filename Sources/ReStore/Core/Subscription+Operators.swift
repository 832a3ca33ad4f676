extension Subscription {
    /// A subscription of a part of the state.
    ///
    /// - parameter selector: Picks the part; it should be cheap and pure.
    /// - returns: A subscription of the part. The old part is `nil` when the old state is.
    @inlinable
    public func select<Substate>(_ selector: @escaping (State) -> Substate) -> Subscription<Substate> {
        let selected = Subscription<Substate>()
        setStage(SelectStage(selector: selector, downstream: selected))
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
        setStage(SkipRepeatsStage(isRepeat: isRepeat, downstream: filtered))
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
        skipRepeats { $0 == $1 }
    }
}

/// The fused stage of `select` followed by `skipRepeats`. One object holds what the stage needs, so
/// a state that changes nothing for the subscriber costs two selector calls and one comparison.
@usableFromInline
final class SelectionSkippingRepeats<State, Substate> {
    @usableFromInline let selector: (State) -> Substate
    @usableFromInline let isRepeat: (Substate, Substate) -> Bool
    @usableFromInline let next: RawObserver

    @inlinable
    init(
        selector: @escaping (State) -> Substate, isRepeat: @escaping (Substate, Substate) -> Bool,
        next: @escaping RawObserver
    ) {
        self.selector = selector
        self.isRepeat = isRepeat
        self.next = next
    }

    /// Selects the parts of the (old, new) states at these addresses and passes on a change.
    @inlinable
    func receive(old: UnsafeRawPointer?, new: UnsafeRawPointer) {
        let newPart = new.withValue(State.self) { selector($0) }
        guard let old else { return pass(nil, newPart) }
        let oldPart = old.withValue(State.self) { selector($0) }
        if !isRepeat(oldPart, newPart) { pass(oldPart, newPart) }
    }

    /// Calls the next stage with the addresses of the parts (kept out of `receive`, whose common
    /// path then takes no addresses of its own values).
    @inlinable @inline(never)
    func pass(_ oldPart: Substate?, _ newPart: Substate) {
        withUnsafePointer(to: newPart) { newPointer in
            guard let oldPart else { return next(nil, newPointer) }
            withUnsafePointer(to: oldPart) { next($0, newPointer) }
        }
    }
}
