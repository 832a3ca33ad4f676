import Synchronization

/// How one subscription hands states to its subscriber.
///
/// ReSwift delivers every state through `_newState(state:)`. A subscriber that implements it itself
/// gets its states that way here too; one that keeps the default implementation gets
/// `newState(state:)` directly, with no boxing into `Any` and no cast. Which of the two it is shows
/// at the first delivery: that one goes through `_newState(state:)`, and the default implementation
/// reports when it is the one that ran.
@usableFromInline
final class NewStateRoute {
    /// Whether states go straight to `newState(state:)`; `nil` until the first delivery.
    @exclusivity(unchecked) @usableFromInline var isDirect: Bool?

    /// The subscriber whose first delivery is running (its identity's bits; 0 when none).
    private static let asked = Atomic<UInt>(0)
    /// Whether the default `_newState(state:)` ran for `asked`.
    private static let defaultRan = Atomic<Bool>(false)

    @usableFromInline
    init() {}

    /// Hands a state to the subscriber the way it takes states.
    @inlinable
    func send<Subscriber: StoreSubscriber>(_ state: Subscriber.StoreSubscriberStateType, to subscriber: Subscriber) {
        switch isDirect {
        case true?:
            subscriber.newState(state: state)
        case false?:
            subscriber._newState(state: state)
        case nil:
            if takesDefault(state, subscriber) { subscriber.newState(state: state) }
        }
    }

    /// Offers the first state to `_newState(state:)` and notes which implementation answered: the
    /// subscriber's own one takes the state; the default one returns at once when asked, and then
    /// this returns true so that the caller delivers the state typed.
    @usableFromInline
    func takesDefault(_ state: Any, _ subscriber: AnyStoreSubscriber) -> Bool {
        let previousAsked = Self.asked.exchange(Self.bits(of: subscriber), ordering: .relaxed)
        let previousRan = Self.defaultRan.exchange(false, ordering: .relaxed)
        subscriber._newState(state: state)
        let isDefault = Self.defaultRan.load(ordering: .relaxed)
        isDirect = isDefault
        Self.asked.store(previousAsked, ordering: .relaxed)
        Self.defaultRan.store(previousRan, ordering: .relaxed)
        return isDefault
    }

    /// Called by the default `_newState(state:)`: true when a route is asking which implementation
    /// `subscriber` has (the default one then leaves the delivery to the route).
    static func isAskingDefaultImplementation(of subscriber: AnyStoreSubscriber) -> Bool {
        guard asked.load(ordering: .relaxed) == bits(of: subscriber) else { return false }
        defaultRan.store(true, ordering: .relaxed)
        return true
    }

    private static func bits(of subscriber: AnyStoreSubscriber) -> UInt {
        UInt(bitPattern: ObjectIdentifier(subscriber))
    }
}
