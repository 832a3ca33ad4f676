import TerminalCore

/// A whole screen as a golden file holds it: the glyph and the style of every cell, the cursor, and
/// for an inline app the rows it printed above its live area.
/// Styles are kept as their descriptions (`StyleDescription`), which is what a golden file compares.
public struct ScreenSnapshot: Hashable, Sendable {
    /// One cell: its glyph (empty for the right half of a wide glyph) and its style's description.
    public struct Cell: Hashable, Sendable {
        /// The grapheme cluster shown; empty for the right half of a wide glyph.
        public var glyph: String
        /// The style, described as `StyleDescription.describe(_:)` does.
        public var style: String

        /// Creates a cell from a glyph and a style description.
        public init(glyph: String, style: String) {
            self.glyph = glyph
            self.style = style
        }
    }

    /// The size of the screen.
    public var size: Size
    /// Where the cursor is shown, or nil when it is hidden.
    public var cursor: Point?
    /// The cells, row by row; every row has `size.width` cells.
    public var rows: [[Cell]]
    /// The rows an inline app printed above its live area, oldest first (empty for a full screen app).
    public var printed: [[Cell]]

    /// Creates a snapshot from its parts.
    public init(size: Size, cursor: Point?, rows: [[Cell]], printed: [[Cell]] = []) {
        self.size = size
        self.cursor = cursor
        self.rows = rows
        self.printed = printed
    }

    /// What `terminal` shows now.
    @MainActor
    public init(_ terminal: FakeTerminal) {
        let size = terminal.size
        let rows = (0..<max(0, size.height)).map { y in
            (0..<max(0, size.width)).map { x in
                let cell = terminal.cell(at: Point(x: x, y: y))
                return Cell(glyph: cell.grapheme, style: StyleDescription.describe(cell.style))
            }
        }
        let printed = terminal.printedRows.map { row in
            row.map { Cell(glyph: $0.grapheme, style: StyleDescription.describe($0.style)) }
        }
        self.init(size: size, cursor: terminal.cursor.position, rows: rows, printed: printed)
    }

    /// The cell at `point`, or nil outside the screen.
    public subscript(point: Point) -> Cell? {
        guard rows.indices.contains(point.y), rows[point.y].indices.contains(point.x) else { return nil }
        return rows[point.y][point.x]
    }

    /// The text of each row; a wide glyph appears once.
    public var lines: [String] {
        rows.map { $0.reduce(into: "") { $0 += $1.glyph } }
    }

    /// The text of each printed row; a wide glyph appears once.
    public var printedLines: [String] {
        printed.map { $0.reduce(into: "") { $0 += $1.glyph } }
    }
}
