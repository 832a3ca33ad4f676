/// Compares two values when their type is `Equatable`, whatever the static type says.
package enum DynamicEquality {
    /// Whether values of `Value` can be compared at all.
    package static func isEquatable<Value>(_ type: Value.Type) -> Bool {
        type is any Equatable.Type
    }

    /// True only when `Value` is `Equatable` and the two values are equal.
    package static func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
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
