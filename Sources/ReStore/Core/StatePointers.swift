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
    /// Calls `body` with the value of type `Value` at this address, lent in place for the call.
    ///
    /// A value read through a pointer and passed on is copied first (a retain and a release for
    /// each reference it holds), because the compiler cannot prove the memory unchanged during
    /// the call; a value passed `inout` is exclusively lent, so it is passed as it lies. `body`
    /// must only read it.
    @inlinable @inline(__always)
    package func withValue<Value, Result>(_ type: Value.Type, _ body: (inout Value) throws -> Result) rethrows -> Result
    {
        try body(&UnsafeMutableRawPointer(mutating: self).assumingMemoryBound(to: Value.self).pointee)
    }
}
