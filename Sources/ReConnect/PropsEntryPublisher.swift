import OpenCombine
import ReStore

/// A publisher of one entry of a connection's props: its current value when demand first arrives,
/// then each value that differs from the previous one according to `isEqual`. Its subscriptions
/// join the connection's ordered fan-out.
@usableFromInline
struct PropsEntryPublisher<Props, Value>: Publisher {
    @usableFromInline typealias Output = Value
    @usableFromInline typealias Failure = Never

    let fanOut: PropsFanOut<Props>
    let currentProps: () -> Props?
    /// Makes one subscription's change detector: given where changed values go, a function that
    /// reads the entry from props at an address and sends it there when it differs from the last.
    let makeDetector: (_ send: @escaping (Value) -> Void) -> (UnsafeRawPointer) -> Void

    @inlinable
    init(
        fanOut: PropsFanOut<Props>, currentProps: @escaping () -> Props?,
        keyPath: KeyPath<Props, Value>, isEqual: @escaping (Value, Value) -> Bool
    ) {
        self.init(
            fanOut: fanOut, currentProps: currentProps,
            makeDetector: Self.detectorFactory(keyPath: keyPath, isEqual: isEqual))
    }

    @usableFromInline
    init(
        fanOut: PropsFanOut<Props>, currentProps: @escaping () -> Props?,
        makeDetector: @escaping (_ send: @escaping (Value) -> Void) -> (UnsafeRawPointer) -> Void
    ) {
        self.fanOut = fanOut
        self.currentProps = currentProps
        self.makeDetector = makeDetector
    }

    /// Builds change detectors for the entry at `keyPath`. Being inlinable, they are specialised
    /// where the binding is made: an entry stored in the props (`\.title`, `\.form.name`) is read
    /// at its offset and compared in place; any other key path is applied to the props.
    @inlinable
    static func detectorFactory(
        keyPath: KeyPath<Props, Value>, isEqual: @escaping (Value, Value) -> Bool
    ) -> (_ send: @escaping (Value) -> Void) -> (UnsafeRawPointer) -> Void {
        let offset = MemoryLayout<Props>.offset(of: keyPath)
        return { send in
            let last = LastValue<Value>()
            func check(_ value: inout Value) {
                if let previous = last.value, isEqual(previous, value) { return }
                last.value = value
                send(value)
            }
            if let offset {
                return { props in (props + offset).withValue(Value.self, check) }
            }
            return { props in
                var value = props.withValue(Props.self) { $0[keyPath: keyPath] }
                check(&value)
            }
        }
    }

    @usableFromInline
    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Value, Downstream.Failure == Never {
        let subscription = PropsEntrySubscription(publisher: self, downstream: subscriber)
        subscriber.receive(subscription: subscription)
    }
}

/// A subscription to one props entry: sends the changes its detector finds while there is demand.
/// It takes its place in the fan-out when created, and starts being told about props at the first
/// demand.
final class PropsEntrySubscription<Props, Value, Downstream: Subscriber>: OpenCombine.Subscription
where Downstream.Input == Value, Downstream.Failure == Never {
    private let fanOut: PropsFanOut<Props>
    private let currentProps: () -> Props?
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var entry: PropsFanOutEntry?
    private var isCancelled = false

    init(publisher: PropsEntryPublisher<Props, Value>, downstream: Downstream) {
        fanOut = publisher.fanOut
        currentProps = publisher.currentProps
        self.downstream = downstream
        let entry = PropsFanOutEntry(detectChange: publisher.makeDetector { [weak self] in self?.send($0) })
        self.entry = entry
        fanOut.append(entry)
    }

    deinit {
        if let entry { fanOut.remove(entry) }
    }

    func request(_ demand: Subscribers.Demand) {
        guard !isCancelled, let entry else { return }
        self.demand += demand
        guard !entry.isActive else { return }
        entry.isActive = true
        if let props = currentProps() {
            withUnsafePointer(to: props) { entry.detectChange($0) }
        }
    }

    private func send(_ value: Value) {
        guard demand > 0, let downstream else { return }
        demand -= 1
        demand += downstream.receive(value)
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        downstream = nil
        if let entry { fanOut.remove(entry) }
        entry = nil
    }
}

/// The value a change detector saw last. Only its detector reads and writes it, one access at a
/// time, so it skips the run-time exclusivity checks a captured variable would pay on every state.
@usableFromInline
final class LastValue<Value> {
    @exclusivity(unchecked) @usableFromInline var value: Value?

    @usableFromInline
    init() {}
}
