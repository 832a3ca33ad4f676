/// Cells selected with the mouse in a `DataTable`: the block of rows and columns from the cell
/// pressed (`anchor`) to the cell the pointer is on (`head`), both included, whichever comes first.
struct TableTextSelection: Hashable, Sendable {
    /// A cell of the table: a row of its layout (section headers count) and a column's index.
    struct Point: Hashable, Sendable {
        /// The row of the table's layout.
        var row: Int
        /// The index of the column in the table's columns.
        var column: Int
    }

    /// Where the selection started.
    var anchor: Point
    /// Where it ends now.
    var head: Point
    /// Whether the button is still held.
    var isDragging = true
    /// Whether the pointer moved to another cell since the press (a click alone selects no text).
    var hasMoved = false

    /// The layout rows selected, top to bottom.
    var rows: ClosedRange<Int> { min(anchor.row, head.row)...max(anchor.row, head.row) }
    /// The columns selected, left to right.
    var columns: ClosedRange<Int> { min(anchor.column, head.column)...max(anchor.column, head.column) }
}
