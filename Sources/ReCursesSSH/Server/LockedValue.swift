import Synchronization

/// A value the event loop threads and the main actor both read and write, behind a lock.
final class LockedValue<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    /// A box holding `value`.
    init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// The value now.
    var value: Value { mutex.withLock { $0 } }

    /// Changes the value under the lock.
    func update(_ change: (inout Value) -> Void) {
        mutex.withLock { change(&$0) }
    }
}
