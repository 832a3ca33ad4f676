/// Collects some of a `StateConsumer`'s consumers so that they can be removed together, e.g. the
/// ones a child view added. Everything still in the bag is removed when the bag is deallocated.
public final class ConsumerBag<State> {
    private let stateConsumer: StateConsumer<State>
    private var collected: [TypedConsumer<State>] = []

    /// Creates a bag for the consumers of `consumer`.
    public init(_ consumer: StateConsumer<State>) {
        stateConsumer = consumer
    }

    /// How many consumers the bag holds.
    public var count: Int { collected.count }

    /// Puts a consumer in the bag and registers it with the state consumer (if it is not yet).
    /// `nil` is ignored, so `bag.add(consumer.add(…))` reads naturally.
    public func add(_ consumer: TypedConsumer<State>?) {
        guard let consumer, !collected.contains(where: { $0 === consumer }) else { return }
        collected.append(consumer)
        stateConsumer.add(consumer)
    }

    /// Takes a consumer out of the bag and unregisters it.
    public func remove(_ consumer: TypedConsumer<State>?) {
        guard let consumer else { return }
        collected.removeAll { $0 === consumer }
        stateConsumer.remove(consumer)
    }

    /// Unregisters every consumer in the bag and empties it.
    public func removeAll() {
        collected.forEach(stateConsumer.remove)
        collected.removeAll()
    }

    deinit {
        removeAll()
    }
}
