/// The stage of `select`: passes (selector(old), selector(new)) on; followed by `skipRepeats`, it
/// fuses with it into one stage that selects, compares and calls on only for a change.
@usableFromInline
final class SelectStage<Upstream, Substate>: SubscriptionStage<Upstream> {
    @usableFromInline let selector: (Upstream) -> Substate
    @usableFromInline let downstream: Subscription<Substate>

    @inlinable
    init(selector: @escaping (Upstream) -> Substate, downstream: Subscription<Substate>) {
        self.selector = selector
        self.downstream = downstream
        super.init { stage in unsafeDowncast(stage, to: SelectStage.self).fused() }
    }

    @inlinable
    override func send(_ old: Upstream?, _ new: Upstream) {
        downstream.newValues(oldState: old.map(selector), newState: selector(new))
    }

    /// The stage fused with the subscriptions below it.
    @inlinable
    func fused() -> RawObserver {
        if let filter = downstream.stage?.repeatFilter {
            let stage = SelectionSkippingRepeats(
                selector: selector, isRepeat: filter.isRepeat, next: filter.target.observerByAddress)
            return { old, new in stage.receive(old: old, new: new) }
        }
        let selector = selector
        let next = downstream.observerByAddress
        return { old, new in
            withUnsafePointer(to: new.withValue(Upstream.self) { selector($0) }) { newPart in
                if let old {
                    withUnsafePointer(to: old.withValue(Upstream.self) { selector($0) }) { oldPart in
                        next(oldPart, newPart)
                    }
                } else {
                    next(nil, newPart)
                }
            }
        }
    }
}
