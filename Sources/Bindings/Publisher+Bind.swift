import OpenCombine

extension Publisher {
    /// Sends this publisher's values to `subscriber` (typically a `Binder` such as
    /// `label.rx.text`) until the returned cancellable is cancelled or released.
    ///
    /// Unlike `subscribe(_:)`, the binding can be ended: keep the result in a bag of cancellables.
    public func bind<Observer: Subscriber>(to subscriber: Observer) -> AnyCancellable
    where Observer.Input == Output, Observer.Failure == Failure {
        let forwarder = BindingForwarder(subscriber)
        subscribe(forwarder)
        return AnyCancellable(forwarder)
    }

    /// Sends this publisher's values, wrapped in an optional, to `subscriber`: binds a
    /// non-optional source to an observer of optionals (`String` into a `Binder<String?>`).
    public func bind<Observer: Subscriber>(to subscriber: Observer) -> AnyCancellable
    where Observer.Input == Output?, Observer.Failure == Failure {
        map(Optional.some).bind(to: subscriber)
    }
}
