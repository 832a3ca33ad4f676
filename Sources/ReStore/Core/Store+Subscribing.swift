extension Store {
    /// Forgets a subscriber's subscription; the box is marked so that a round in progress skips it.
    func removeSubscription(of subscriber: AnyStoreSubscriber) {
        if let box = core.subscriptions.remove(forKey: ObjectIdentifier(subscriber)) {
            box.isActive = false
        }
        if !core.isNotifying { core.subscriptions.compactIfSparse() }
    }

    /// Registers a subscription chain and sends it the current state. The closures built here erase
    /// the subscriber's and the selection's types once; being inlinable, they are specialised in
    /// the caller's module for its concrete types.
    @inlinable
    func _subscribe<SelectedState, S: StoreSubscriber>(  // swiftlint:disable:this identifier_name
        _ subscriber: S, original: Subscription<State>, transformed: Subscription<SelectedState>?
    ) where S.StoreSubscriberStateType == SelectedState {
        // A subscriber that implements `_newState(state:)` gets its states through it, as in ReSwift;
        // the others get `newState(state:)` directly.
        let route = NewStateRoute()
        // Without a transform the subscriber's state type is the store's; the cast only checks it.
        let last = transformed ?? original as? Subscription<SelectedState>
        last?.setSubscriber { [weak subscriber] _, newState in
            guard let subscriber else { return }
            newState.withValue(SelectedState.self) { route.send($0, to: subscriber) }
        }
        let run = original.observerByAddress
        register(SubscriptionBox(subscriber: subscriber, notify: run))
        withPointers(old: nil, new: currentState as State) { run($0.old, $0.new) }
    }

    /// Adds a box, replacing the subscriber's previous one.
    @usableFromInline
    func register(_ box: SubscriptionBox) {
        if let replaced = core.subscriptions.append(box, forKey: box.key) {
            replaced.isActive = false
        }
        if !core.isNotifying { core.subscriptions.compactIfSparse() }
    }
}

extension Store {
    /// Subscribes through a transformed subscription whose selected state is `Equatable`: unless the
    /// store was created with `automaticallySkipsRepeats: false` (or the subscriber compares its
    /// states itself), repeated values are skipped.
    @inlinable
    public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
        _ subscriber: S, transform: ((Subscription<State>) -> Subscription<SelectedState>)?
    ) where S.StoreSubscriberStateType == SelectedState {
        let original = Subscription<State>()
        var transformed = transform?(original)
        if automaticallySkipsRepeats, transformed?.isComparedBySubscriber != true {
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
