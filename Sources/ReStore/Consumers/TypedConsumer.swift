/// One selector and its consumer inside a `StateConsumer`. It remembers the last value it selected,
/// so it is called only on the first state and when that value changes.
/// A typed consumer belongs to one `StateConsumer` at a time.
public final class TypedConsumer<State> {
    private let consumeState: (State) -> Void
    var isAttached = false

    /// Creates a consumer that selects a value with `selector` and hands (previous, new) to
    /// `consumer` when the value differs from the previous one; the previous is `nil` the first time.
    public init<Value: Equatable>(
        _ selector: @escaping (State) -> Value,
        _ consumer: @escaping (_ old: Value?, _ new: Value) -> Void
    ) {
        var previous: Value?
        consumeState = { state in
            let value = selector(state)
            if let old = previous, old == value { return }
            let old = previous
            previous = value
            consumer(old, value)
        }
    }

    /// Creates a consumer of an optional value: called the first time and whenever the value changes,
    /// including to and from `nil`.
    public init<Value: Equatable>(
        optional selector: @escaping (State) -> Value?,
        _ consumer: @escaping (_ old: Value?, _ new: Value?) -> Void
    ) {
        var previous: Value?
        var isFirst = true
        consumeState = { state in
            let value = selector(state)
            if !isFirst, previous == value { return }
            let old = previous
            previous = value
            isFirst = false
            consumer(old, value)
        }
    }

    /// Feeds one state.
    func consume(_ state: State) {
        consumeState(state)
    }
}
