extension StateConsumer {
    /// Adds a consumer of `(old, new)`, where `old` is `nil` the first time.
    @discardableResult
    public func add<Value: Equatable>(
        _ selector: @escaping (State) -> Value,
        _ consumer: @escaping (_ old: Value?, _ new: Value) -> Void
    ) -> TypedConsumer<State> {
        register(TypedConsumer(selector, consumer))
    }

    /// Adds a consumer of `(old, new)` with both sides present; the first time `old` equals `new`.
    @discardableResult
    public func add<Value: Equatable>(
        _ selector: @escaping (State) -> Value,
        _ consumer: @escaping (_ old: Value, _ new: Value) -> Void
    ) -> TypedConsumer<State> {
        register(TypedConsumer(selector) { old, new in consumer(old ?? new, new) })
    }

    /// Adds a consumer of an optional value, `(old, new)` with both sides optional.
    @discardableResult
    public func add<Value: Equatable>(
        _ selector: @escaping (State) -> Value?,
        _ consumer: @escaping (_ old: Value?, _ new: Value?) -> Void
    ) -> TypedConsumer<State> {
        register(TypedConsumer(optional: selector, consumer))
    }

    /// Adds a consumer of the new value alone.
    @discardableResult
    public func add<Value: Equatable>(
        _ selector: @escaping (State) -> Value,
        _ consumer: @escaping (_ new: Value) -> Void
    ) -> TypedConsumer<State> {
        register(TypedConsumer(selector) { _, new in consumer(new) })
    }

    private func register(_ consumer: TypedConsumer<State>) -> TypedConsumer<State> {
        add(consumer)
        return consumer
    }
}
