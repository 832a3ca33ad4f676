/// What the store keeps for one subscriber: a weak reference to it and a closure that runs its
/// subscription chain with the states of the round in progress. The closure is built once, when
/// subscribing, in code specialised for the state and subscriber types; the store's loop over
/// boxes is not generic, so a skipped subscriber costs no metadata lookup and no allocation.
@usableFromInline
final class SubscriptionBox {
    /// The subscriber; the box is dropped once it is gone.
    weak var subscriber: AnyStoreSubscriber?
    /// The identity of the subscriber, the box's key in the store's table.
    let key: ObjectIdentifier
    /// Runs the subscription chain with the addresses of the round's states.
    let notify: RawObserver
    /// False once the box was removed; a round in progress then skips it.
    @exclusivity(unchecked) var isActive = true

    @usableFromInline
    init(subscriber: AnyStoreSubscriber, notify: @escaping RawObserver) {
        self.subscriber = subscriber
        self.key = ObjectIdentifier(subscriber)
        self.notify = notify
    }
}
