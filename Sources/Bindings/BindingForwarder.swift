import OpenCombine

/// Sits between a publisher and a subscriber so that the binding can be cancelled from outside.
///
/// `Publisher.subscribe(_:)` returns nothing, so a `Binder` subscribed that way lives as long as
/// its publisher. The forwarder passes itself to the subscriber as the subscription; cancelling
/// it cancels upstream and releases the subscriber.
final class BindingForwarder<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = ForwarderLock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let current = downstream
        lock.unlock()
        return current?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let current = downstream
        downstream = nil
        upstream = nil
        lock.unlock()
        current?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let current = upstream
        lock.unlock()
        current?.request(demand)
    }

    func cancel() {
        lock.lock()
        let current = upstream
        upstream = nil
        downstream = nil
        lock.unlock()
        current?.cancel()
    }
}
