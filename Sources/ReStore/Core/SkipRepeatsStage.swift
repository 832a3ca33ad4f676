/// The stage of `skipRepeats` (and `skip(when:)`, `only(when:)`): drops a pair when `isRepeat(old,
/// new)` says so; the first state (with no old state) always passes.
@usableFromInline
final class SkipRepeatsStage<State>: SubscriptionStage<State> {
    @usableFromInline let isRepeat: (State, State) -> Bool
    @usableFromInline let downstream: Subscription<State>

    @inlinable
    init(isRepeat: @escaping (State, State) -> Bool, downstream: Subscription<State>) {
        self.isRepeat = isRepeat
        self.downstream = downstream
        super.init { stage in unsafeDowncast(stage, to: SkipRepeatsStage.self).fused() }
    }

    @inlinable
    override func send(_ old: State?, _ new: State) {
        if let old, isRepeat(old, new) { return }
        downstream.newValues(oldState: old, newState: new)
    }

    /// The stage fused with the subscriptions below it.
    @inlinable
    func fused() -> RawObserver {
        let isRepeat = isRepeat
        let next = downstream.observerByAddress
        return { old, new in
            if let old,
                old.withValue(State.self, { old in new.withValue(State.self) { new in isRepeat(old, new) } })
            {
                return
            }
            next(old, new)
        }
    }

    @inlinable
    override var repeatFilter: RepeatFilter<State>? {
        RepeatFilter(isRepeat: isRepeat, target: downstream)
    }
}
