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
    /// The cells of the rows printed above an inline app's live area that differ (`position.y` is the
    /// printed row's index), over the longer of both lists.
    public let printedCells: [CellChange]

    /// Compares `actual` with `expected`.
    public init(expected: ScreenSnapshot, actual: ScreenSnapshot) {
        self.expected = expected
        self.actual = actual
        cells = Self.changes(expected.rows, actual.rows)
        printedCells = Self.changes(expected.printed, actual.printed)
    }

    /// The cells that differ between two lists of rows, over the larger of both.
    private static func changes(_ expected: [[ScreenSnapshot.Cell]], _ actual: [[ScreenSnapshot.Cell]]) -> [CellChange]
    {
        let height = max(expected.count, actual.count)
        let width = max(expected.map(\.count).max() ?? 0, actual.map(\.count).max() ?? 0)
        var cells: [CellChange] = []
        for y in 0..<height {
            for x in 0..<width {
                let old = y < expected.count && x < expected[y].count ? expected[y][x] : nil
                let new = y < actual.count && x < actual[y].count ? actual[y][x] : nil
                if old != new { cells.append(CellChange(position: Point(x: x, y: y), expected: old, actual: new)) }
            }
        }
        return cells
    }

    /// Whether the screens are the same: size, cursor, every cell and every printed row.
    public var isEmpty: Bool {
        cells.isEmpty && printedCells.isEmpty && expected.size == actual.size && expected.cursor == actual.cursor
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
        if expected.printed.count != actual.printed.count {
            lines.append("printed rows: expected \(expected.printed.count), actual \(actual.printed.count)")
        }
        if !printedCells.isEmpty {
            lines.append(
                printedCells.count == 1 ? "1 printed cell differs:" : "\(printedCells.count) printed cells differ:")
        }
        for change in printedCells.prefix(max(0, limit)) {
            lines.append(
                "  printed row \(change.position.y), column \(change.position.x): "
                    + "expected \(Self.describe(change.expected)), actual \(Self.describe(change.actual))")
        }
        if printedCells.count > limit { lines.append("  … and \(printedCells.count - max(0, limit)) more") }
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
