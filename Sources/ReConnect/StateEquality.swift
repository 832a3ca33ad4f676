/// Compares two states when their type is `Equatable`, whatever the static type says.
enum StateEquality {
    /// Whether values of `State` can be compared at all.
    static func isEquatable<State>(_ type: State.Type) -> Bool {
        type is any Equatable.Type
    }

    /// True only when `State` is `Equatable` and the two values are equal.
    static func areEqual<State>(_ lhs: State, _ rhs: State) -> Bool {
        guard let equatable = lhs as? any Equatable else { return false }
        return equatable.isEqual(toValue: rhs)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toValue other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
