/// What the store keeps for one subscriber: a weak reference to it and the head of its
/// subscription chain, whose types were erased once, when subscribing.
@usableFromInline
final class SubscriptionBox<State> {
    /// The subscriber; the box is dropped once it is gone.
    weak var subscriber: AnyStoreSubscriber?
    /// The subscription that receives the store's full state.
    let subscription: Subscription<State>
    /// The identity of the subscriber, the box's key in the store's table.
    let key: ObjectIdentifier
    /// False once the box was removed; a round in progress then skips it.
    var isActive = true

    init(subscriber: AnyStoreSubscriber, subscription: Subscription<State>) {
        self.subscriber = subscriber
        self.key = ObjectIdentifier(subscriber)
        self.subscription = subscription
    }
}
