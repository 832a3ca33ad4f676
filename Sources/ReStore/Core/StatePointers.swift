/// A function that receives an (old, new) pair by address: `old` points to a value (or is `nil`
/// when there is no old value) and `new` points to a value, of the type the function was built for.
/// Subscription chains are fused into such functions when subscribing: being non-generic, they
/// run without reabstraction thunks, copies of the state or metadata lookups.
@usableFromInline
typealias RawObserver = (_ old: UnsafeRawPointer?, _ new: UnsafeRawPointer) -> Void

/// Where the (old, new) states of the round of notifications in progress live, while it runs.
@usableFromInline
struct StatePointers {
    /// The address of the state before the change; `nil` before the first state.
    @usableFromInline let old: UnsafeRawPointer?
    /// The address of the state after the change.
    @usableFromInline let new: UnsafeRawPointer

    @usableFromInline
    init(old: UnsafeRawPointer?, new: UnsafeRawPointer) {
        self.old = old
        self.new = new
    }
}

/// Calls `body` with the addresses of `old` and `new`, valid only during the call.
@inlinable
func withPointers<Value, Result>(
    old: Value?, new: Value, _ body: (StatePointers) throws -> Result
) rethrows -> Result {
    try withUnsafePointer(to: new) { newPointer in
        if let old {
            return try withUnsafePointer(to: old) { oldPointer in
                try body(StatePointers(old: oldPointer, new: newPointer))
            }
        }
        return try body(StatePointers(old: nil, new: newPointer))
    }
}

extension UnsafeRawPointer {
    /// The value of type `Value` at this address, read in place.
    @inlinable
    func value<Value>(_ type: Value.Type) -> UnsafePointer<Value> {
        assumingMemoryBound(to: Value.self)
    }
}
