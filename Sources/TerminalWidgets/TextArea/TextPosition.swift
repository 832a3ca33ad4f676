/// A place in a multi-line text: a line (0-based) and a grapheme offset into that line, from 0 (before
/// its first grapheme) to the line's grapheme count (after its last).
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, 0-based.
    public var line: Int
    /// The grapheme offset into the line.
    public var column: Int

    /// Creates a position at grapheme `column` of `line`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of the text.
    public static let start = TextPosition(line: 0, column: 0)

    /// Orders positions as they occur in the text.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }

    /// "line:column", both 0-based.
    public var description: String { "\(line):\(column)" }
}
