/// A row of a `LogView`'s content: a line (by its number in the log) and a row of that line once
/// wrapped (always 0 without wrapping). Ordered top to bottom.
struct LogPosition: Comparable, Hashable, Sendable {
    /// The line's number.
    var line: Int
    /// The row inside the wrapped line.
    var row: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.row) < (rhs.line, rhs.row)
    }
}
