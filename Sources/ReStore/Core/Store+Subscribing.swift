extension Store {
    /// Forgets a subscriber's subscription; the box is marked so that a round in progress skips it.
    func removeSubscription(of subscriber: AnyStoreSubscriber) {
        if let box = subscriptions.remove(forKey: ObjectIdentifier(subscriber)) {
            box.isActive = false
        }
        if !isNotifying { subscriptions.compactIfSparse() }
    }

    /// Registers a subscription chain and sends it the current state.
    /// Building the final observer here erases the subscriber's type once, at subscribe time.
    @usableFromInline
    func _subscribe<SelectedState, S: StoreSubscriber>( // swiftlint:disable:this identifier_name
        _ subscriber: S, original: Subscription<State>, transformed: Subscription<SelectedState>?
    ) where S.StoreSubscriberStateType == SelectedState {
        let deliver: (SelectedState?, SelectedState) -> Void = { [weak subscriber] _, newState in
            subscriber?.newState(state: newState)
        }
        // Without a transform the subscriber's state type is the store's; the cast only checks it.
        (transformed ?? original as? Subscription<SelectedState>)?.observer = deliver
        let box = SubscriptionBox(subscriber: subscriber, subscription: original)
        if let replaced = subscriptions.append(box, forKey: ObjectIdentifier(subscriber)) {
            replaced.isActive = false
        }
        if !isNotifying { subscriptions.compactIfSparse() }
        original.newValues(oldState: nil, newState: currentState)
    }
}

extension Store {
    /// Subscribes through a transformed subscription whose selected state is `Equatable`: unless the
    /// store was created with `automaticallySkipsRepeats: false`, repeated values are skipped.
    @inlinable
    public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
        _ subscriber: S, transform: ((Subscription<State>) -> Subscription<SelectedState>)?
    ) where S.StoreSubscriberStateType == SelectedState {
        let original = Subscription<State>()
        var transformed = transform?(original)
        if automaticallySkipsRepeats {
            transformed = transformed?.skipRepeats()
        }
        _subscribe(subscriber, original: original, transformed: transformed)
    }
}

extension Store where State: Equatable {
    /// Subscribes to the whole `Equatable` state: unless the store was created with
    /// `automaticallySkipsRepeats: false`, repeated states are skipped.
    @inlinable
    public func subscribe<S: StoreSubscriber>(_ subscriber: S) where S.StoreSubscriberStateType == State {
        let original = Subscription<State>()
        let transformed = automaticallySkipsRepeats ? original.skipRepeats() : nil
        _subscribe(subscriber, original: original, transformed: transformed)
    }
}
