/// Compares two values when their type is `Equatable`, whatever the static type says.
package enum DynamicEquality {
    /// The `==` of `Value` when it is `Equatable` (nil otherwise), worked out once: each call then
    /// compares the two values in place, with no cast.
    package static func comparison<Value>(of type: Value.Type) -> ((Value, Value) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        return equatable.comparison(of: Value.self)
    }
}

extension Equatable {
    /// `==` for values whose static type is `Value`, which is `Self` at run time.
    fileprivate static func comparison<Value>(of _: Value.Type) -> (Value, Value) -> Bool {
        { lhs, rhs in
            withUnsafePointer(to: lhs) { lhs in
                withUnsafePointer(to: rhs) { rhs in
                    UnsafeRawPointer(lhs).assumingMemoryBound(to: Self.self).pointee
                        == UnsafeRawPointer(rhs).assumingMemoryBound(to: Self.self).pointee
                }
            }
        }
    }
}
