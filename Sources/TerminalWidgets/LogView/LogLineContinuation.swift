/// How a new array of log lines continues the lines a `LogView` holds: some of the oldest dropped,
/// some new ones appended (a store that appends to a capped log sends exactly that). Found by
/// looking for the newest line held near the end of the new array and checking that what comes
/// before it there matches the lines held; lines are compared with `==`, which is quick for strings
/// that share storage, as the lines of a state copied from one update to the next do.
struct LogLineContinuation: Equatable, Sendable {
    /// How many of the oldest lines held are gone.
    let droppedCount: Int
    /// Where the appended lines start in the new array.
    let appendedStart: Int

    /// How many candidate positions of the newest line are checked before giving up.
    static let maximumAttempts = 3

    /// The continuation of `held` into `new`, or nil when `new` is no such continuation. New lines
    /// before the ones held (which a cap of `held` dropped) are allowed only when `heldIsCapped`.
    static func find(held: ArraySlice<String>, new: [String], heldIsCapped: Bool) -> Self? {
        guard let newest = held.last else { return Self(droppedCount: 0, appendedStart: 0) }
        var attempts = 0
        var index = new.count - 1
        while index >= 0, attempts < maximumAttempts {
            defer { index -= 1 }
            guard new[index] == newest else { continue }
            attempts += 1
            let overlap = min(held.count, index + 1)
            if index + 1 > held.count, !heldIsCapped { continue }
            let heldTail = held[(held.endIndex - overlap)...]
            if new[(index + 1 - overlap)...index].elementsEqual(heldTail) {
                return Self(droppedCount: held.count - overlap, appendedStart: index + 1)
            }
        }
        return nil
    }
}
