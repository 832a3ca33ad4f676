import TerminalCore

/// How an actual screen differs from the expected one: its size, its cursor, and cell by cell.
public struct ScreenDifference: Equatable, Sendable {
    /// One cell that differs: where it is and what each screen has there.
    public struct CellChange: Equatable, Sendable {
        /// The cell's row and column.
        public var position: Point
        /// The expected cell, nil when it lies outside the expected screen.
        public var expected: ScreenSnapshot.Cell?
        /// The actual cell, nil when it lies outside the actual screen.
        public var actual: ScreenSnapshot.Cell?
    }

    /// The expected screen.
    public let expected: ScreenSnapshot
    /// The actual screen.
    public let actual: ScreenSnapshot
    /// The cells that differ, row by row, left to right (both screens' cells, over the larger size).
    public let cells: [CellChange]

    /// Compares `actual` with `expected`.
    public init(expected: ScreenSnapshot, actual: ScreenSnapshot) {
        self.expected = expected
        self.actual = actual
        let height = max(expected.size.height, actual.size.height)
        let width = max(expected.size.width, actual.size.width)
        var cells: [CellChange] = []
        for y in 0..<max(0, height) {
            for x in 0..<max(0, width) {
                let point = Point(x: x, y: y)
                let (old, new) = (expected[point], actual[point])
                if old != new { cells.append(CellChange(position: point, expected: old, actual: new)) }
            }
        }
        self.cells = cells
    }

    /// Whether the screens are the same: size, cursor and every cell.
    public var isEmpty: Bool {
        cells.isEmpty && expected.size == actual.size && expected.cursor == actual.cursor
    }

    /// A report for a test failure: the size and cursor when they differ, then up to `limit` cells
    /// (row, column, expected vs actual glyph and style).
    public func report(limit: Int = 20) -> String {
        var lines: [String] = []
        if expected.size != actual.size {
            lines.append("size: expected \(expected.size), actual \(actual.size)")
        }
        if expected.cursor != actual.cursor {
            lines.append("cursor: expected \(Self.describe(expected.cursor)), actual \(Self.describe(actual.cursor))")
        }
        if !cells.isEmpty { lines.append(cells.count == 1 ? "1 cell differs:" : "\(cells.count) cells differ:") }
        for change in cells.prefix(max(0, limit)) {
            lines.append(
                "  row \(change.position.y), column \(change.position.x): "
                    + "expected \(Self.describe(change.expected)), actual \(Self.describe(change.actual))")
        }
        if cells.count > limit { lines.append("  … and \(cells.count - max(0, limit)) more") }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ cursor: Point?) -> String {
        cursor.map { "column \($0.x), row \($0.y)" } ?? "hidden"
    }

    private static func describe(_ cell: ScreenSnapshot.Cell?) -> String {
        guard let cell else { return "nothing (off screen)" }
        let glyph = cell.glyph.isEmpty ? "right half of a wide glyph" : "\"\(cell.glyph)\""
        return "\(glyph) \(cell.style)"
    }
}
