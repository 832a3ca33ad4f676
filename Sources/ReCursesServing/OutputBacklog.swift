/// Counts the bytes on their way to one client, so that a client that stops reading costs a bounded
/// amount: past `limit` bytes in flight a write is refused (the session's terminal then drops frames),
/// and once half of them have left the writer is told to go on (and draws the latest frame whole).
package struct OutputBacklog: Sendable {
    /// How many bytes may be on their way before writes are refused.
    package let limit: Int
    /// How many bytes were handed over and not yet sent.
    package private(set) var bytesInFlight = 0
    private var refused = false

    /// A backlog that refuses writes past `limit` bytes in flight.
    package init(limit: Int) {
        self.limit = limit
    }

    /// Whether `count` more bytes may go now; a refusal is remembered (see `sent`).
    package mutating func admit(_ count: Int) -> Bool {
        guard bytesInFlight < limit else {
            refused = true
            return false
        }
        bytesInFlight += count
        return true
    }

    /// `count` bytes left; true once after a refusal, when the backlog has fallen to half the limit
    /// (the writer may go on).
    package mutating func sent(_ count: Int) -> Bool {
        bytesInFlight -= count
        guard refused, bytesInFlight <= limit / 2 else { return false }
        refused = false
        return true
    }
}
