import TerminalCore

/// How a frame differs from the frame it should equal (an incrementally drawn frame from a fresh
/// full draw of the same views): both frames' text, and the cells that differ with their styles.
public struct FrameDifference: Sendable, Equatable {
    /// One cell that differs: where, and what each frame holds there.
    public struct CellChange: Sendable, Equatable {
        /// The column and row.
        public let position: Point
        /// The cell of the frame it should equal.
        public let expected: Cell
        /// The cell of the frame that was checked.
        public let actual: Cell
    }

    /// What was checked ("the window's canvas", "the terminal").
    public let subject: String
    /// The size of the checked frame.
    public let actualSize: Size
    /// The size of the frame it should equal.
    public let expectedSize: Size
    /// The text of the checked frame, row by row.
    public let actualLines: [String]
    /// The text of the frame it should equal, row by row.
    public let expectedLines: [String]
    /// The cells that differ, row by row, left to right (over the rows and columns both frames have).
    public let cells: [CellChange]

    /// The difference between `actual` (described as `subject`) and `expected`, or nil when they
    /// have the same size and the same cells, style for style.
    public init?(subject: String, actual: Canvas, expected: Canvas) {
        self.init(
            subject: subject, actualSize: actual.size, actual: { actual[x: $0, y: $1] }, expected: expected)
    }

    /// The difference between a frame of `actualSize` read cell by cell through `actual` and
    /// `expected`, or nil when they are the same.
    public init?(subject: String, actualSize: Size, actual: (Int, Int) -> Cell, expected: Canvas) {
        var changes: [CellChange] = []
        var actualLines: [String] = []
        for y in 0..<actualSize.height {
            var line = ""
            for x in 0..<actualSize.width {
                let cell = actual(x, y)
                line += cell.grapheme
                guard x < expected.size.width, y < expected.size.height else { continue }
                let wanted = expected[x: x, y: y]
                if cell != wanted {
                    changes.append(CellChange(position: Point(x: x, y: y), expected: wanted, actual: cell))
                }
            }
            actualLines.append(line)
        }
        guard !changes.isEmpty || actualSize != expected.size else { return nil }
        self.subject = subject
        self.actualSize = actualSize
        self.expectedSize = expected.size
        self.actualLines = actualLines
        self.expectedLines = expected.lines
        self.cells = changes
    }

    /// A readable report: both frames side by side (differing rows marked `!`), then up to `limit`
    /// differing cells with their glyphs and styles.
    public func report(limit: Int = 12) -> String {
        var lines: [String] = []
        if actualSize != expectedSize {
            lines.append(
                "\(subject) is \(actualSize.width)×\(actualSize.height), the full draw "
                    + "\(expectedSize.width)×\(expectedSize.height)")
        }
        let differingRows = Set(cells.map(\.position.y))
        let width = max(actualSize.width, "incremental".count)
        lines.append("    " + Self.padded("incremental", to: width) + " │ full draw")
        for y in 0..<max(actualLines.count, expectedLines.count) {
            let mark = differingRows.contains(y) ? "!" : " "
            let number = y < 10 ? " \(y)" : "\(y)"
            let actual = y < actualLines.count ? actualLines[y] : ""
            let expected = y < expectedLines.count ? expectedLines[y] : ""
            lines.append("\(mark)\(number) " + Self.padded(actual, to: width) + " │ " + expected)
        }
        if !cells.isEmpty { lines.append(cells.count == 1 ? "1 cell differs:" : "\(cells.count) cells differ:") }
        for change in cells.prefix(max(0, limit)) {
            lines.append(
                "  column \(change.position.x), row \(change.position.y): incremental \(Self.describe(change.actual)), "
                    + "full draw \(Self.describe(change.expected))")
        }
        if cells.count > limit { lines.append("  … and \(cells.count - max(0, limit)) more") }
        return lines.joined(separator: "\n")
    }

    /// A cell as a report shows it: its glyph (quoted, escaped) and its style in words.
    private static func describe(_ cell: Cell) -> String {
        let glyph = cell.isContinuation ? "right half of a wide glyph" : String(reflecting: cell.grapheme)
        return "\(glyph) \(StyleDescription.describe(cell.style))"
    }

    /// `text` followed by spaces up to `width` display columns.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.displayWidth))
    }
}
