/// Where a `TextArea` is scrolled to: the first visual row shown (a line and a row of its wrapping),
/// and, without wrapping, the first display column shown.
struct TextAreaScroll: Equatable, Sendable {
    /// The line of the first visual row shown.
    var line = 0
    /// The row of that line's wrapping shown first.
    var row = 0
    /// The first display column shown (always 0 while lines wrap).
    var column = 0
}

/// A visual row of a text area: a line and a row of that line's wrapping.
struct TextAreaRow: Equatable, Comparable, Sendable {
    /// The line.
    var line: Int
    /// The row of the line's wrapping.
    var row: Int

    static func < (lhs: TextAreaRow, rhs: TextAreaRow) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.row < rhs.row
    }
}
