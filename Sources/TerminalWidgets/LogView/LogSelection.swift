/// Text selected with the mouse in a `LogView`: from the cell pressed (`anchor`) to the cell the
/// pointer is on (`head`), both included, in reading order whichever comes first.
struct LogSelection: Hashable, Sendable {
    /// A cell of the log's content: a row and a column in it.
    struct Point: Comparable, Hashable, Sendable {
        /// The row.
        var position: LogPosition
        /// The column in the row.
        var column: Int

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.position, lhs.column) < (rhs.position, rhs.column)
        }
    }

    /// Where the selection started.
    var anchor: Point
    /// Where it ends now.
    var head: Point
    /// Whether the button is still held.
    var isDragging = true
    /// Whether the pointer moved since the press (a press and release alone select nothing).
    var hasMoved = false

    /// The first cell selected.
    var start: Point { min(anchor, head) }
    /// The last cell selected.
    var end: Point { max(anchor, head) }

    /// The columns selected in row `position` (empty when the row is outside the selection).
    func columns(of position: LogPosition, width: Int) -> Range<Int> {
        let start = self.start
        let end = self.end
        guard position >= start.position, position <= end.position, width > 0 else { return 0..<0 }
        let first = position == start.position ? min(max(0, start.column), width) : 0
        let last = position == end.position ? min(max(0, end.column) + 1, width) : width
        return first..<max(first, last)
    }
}
