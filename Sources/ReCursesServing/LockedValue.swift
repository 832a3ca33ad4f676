import Synchronization

/// A value the event loop threads and the main actor both read and write, behind a lock.
package final class LockedValue<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    /// A box holding `value`.
    package init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// The value now.
    package var value: Value { mutex.withLock { $0 } }

    /// Changes the value under the lock.
    package func update(_ change: (inout Value) -> Void) {
        mutex.withLock { change(&$0) }
    }
}
