/// Turns a stream of whole states into calls for the parts that changed (ReSwiftConsumer style).
///
/// Add a selector and a consumer per part; `consume(newState:)` calls each consumer synchronously,
/// on the first state and then only when its selected value changed. A consumer receives
/// `(old, new)` with the side you declare optional being optional, or just `(new)`:
///
/// ```swift
/// consumer.add({ $0.counter }, onCounterChanged)   // (old: Int, new: Int)
/// consumer.add({ $0.name }, onNameChanged)         // (old: String?, new: String?)
/// consumer.add({ $0.works }, onWorksChanged)       // (old: [String]?, new: [String])
/// ```
///
/// It is a `StoreSubscriber`, so `store.subscribe(consumer)` feeds it directly. A consumer added
/// after a state was consumed is called with that state at once.
public final class StateConsumer<State>: StoreSubscriber {
    private var consumers: [TypedConsumer<State>] = []
    private var lastState: State?

    /// Creates an empty consumer.
    public init() {}

    /// How many consumers are registered.
    public var count: Int { consumers.count }

    /// Calls each consumer whose selected value changed (all of them the first time).
    ///
    /// - parameter newState: The state to consume.
    public func consume(newState: State) {
        lastState = newState
        for consumer in consumers where consumer.isAttached {
            consumer.consume(newState)
        }
    }

    /// Same as `consume(newState:)`; lets a store feed this consumer.
    public func newState(state: State) {
        consume(newState: state)
    }

    /// Registers a typed consumer (again registering it does nothing).
    /// If a state was already consumed, the consumer is called with it at once.
    public func add(_ consumer: TypedConsumer<State>) {
        guard !consumer.isAttached else { return }
        consumer.isAttached = true
        consumers.append(consumer)
        if let lastState { consumer.consume(lastState) }
    }

    /// Unregisters a typed consumer; it is not called again, even during a `consume` in progress.
    public func remove(_ consumer: TypedConsumer<State>) {
        guard consumer.isAttached else { return }
        consumer.isAttached = false
        consumers.removeAll { $0 === consumer }
    }

    /// Unregisters every consumer.
    public func removeAll() {
        for consumer in consumers { consumer.isAttached = false }
        consumers.removeAll()
    }
}
