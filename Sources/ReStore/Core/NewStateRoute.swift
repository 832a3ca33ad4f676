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
        if isDirect == true {
            subscriber.newState(state: state)
        } else {
            sendUntyped(state, to: subscriber)
        }
    }

    /// Delivers through `_newState(state:)`; the first time, notes which implementation ran.
    @usableFromInline
    func sendUntyped(_ state: Any, to subscriber: AnyStoreSubscriber) {
        guard isDirect == nil else { return subscriber._newState(state: state) }
        let previousAsked = Self.asked.exchange(Self.bits(of: subscriber), ordering: .relaxed)
        let previousRan = Self.defaultRan.exchange(false, ordering: .relaxed)
        subscriber._newState(state: state)
        isDirect = Self.defaultRan.load(ordering: .relaxed)
        Self.asked.store(previousAsked, ordering: .relaxed)
        Self.defaultRan.store(previousRan, ordering: .relaxed)
    }

    /// Called by the default `_newState(state:)`: notes that it ran for `subscriber`.
    static func defaultImplementationRan(for subscriber: AnyStoreSubscriber) {
        if asked.load(ordering: .relaxed) == bits(of: subscriber) {
            defaultRan.store(true, ordering: .relaxed)
        }
    }

    private static func bits(of subscriber: AnyStoreSubscriber) -> UInt {
        UInt(bitPattern: ObjectIdentifier(subscriber))
    }
}
