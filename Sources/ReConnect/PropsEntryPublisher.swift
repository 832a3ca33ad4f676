/// A publisher of one entry of a connection's props: its current value when demand first arrives,
/// then each value that differs from the previous one according to `isEqual`. Its subscriptions
/// join the connection's ordered fan-out.
struct PropsEntryPublisher<Props, Value>: Publisher {
    typealias Output = Value
    typealias Failure = Never

    let fanOut: PropsFanOut<Props>
    let currentProps: () -> Props?
    let keyPath: KeyPath<Props, Value>
    let isEqual: (Value, Value) -> Bool

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Value, Downstream.Failure == Never {
        let subscription = PropsEntrySubscription(publisher: self, downstream: subscriber)
        fanOut.append(subscription)
        subscriber.receive(subscription: subscription)
    }
}

/// A subscription to one props entry: remembers the last value and sends changes while there is demand.
final class PropsEntrySubscription<Props, Value, Downstream: Subscriber>: PropsEntryObserver<Props>, Subscription
where Downstream.Input == Value, Downstream.Failure == Never {
    private let publisher: PropsEntryPublisher<Props, Value>
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var last: Value?
    private var hasStarted = false

    init(publisher: PropsEntryPublisher<Props, Value>, downstream: Downstream) {
        self.publisher = publisher
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard isSubscribed else { return }
        self.demand += demand
        guard !hasStarted else { return }
        hasStarted = true
        if let props = publisher.currentProps() { receive(props) }
    }

    override func receive(_ props: Props) {
        guard hasStarted else { return }
        let value = props[keyPath: publisher.keyPath]
        if let last, publisher.isEqual(last, value) { return }
        last = value
        guard demand > 0, let downstream else { return }
        demand -= 1
        demand += downstream.receive(value)
    }

    func cancel() {
        guard isSubscribed else { return }
        downstream = nil
        publisher.fanOut.remove(self)
    }
}
