/// A line of text in styled spans: what an inline app prints above its live area into the
/// terminal's scrollback. A newline inside the text starts another line.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A piece of text in one style.
    public struct Span: Hashable, Sendable {
        /// The text.
        public var text: String
        /// How it looks.
        public var style: Style

        /// Creates a span.
        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The spans, left to right.
    public var spans: [Span]

    /// A line of spans.
    public init(spans: [Span]) {
        self.spans = spans
    }

    /// A line of text in one style.
    public init(_ text: String, style: Style = .plain) {
        self.spans = [Span(text, style: style)]
    }

    /// A plain line.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text without styles.
    public var text: String { spans.reduce(into: "") { $0 += $1.text } }

    /// The line as rows of cells at most `width` columns wide, as a terminal wraps it: a wide glyph
    /// that does not fit moves to the next row, a newline starts a new row, control characters are
    /// made visible. An empty line is one empty row; a width below 1 gives no rows.
    public func rows(width: Int) -> [[Cell]] {
        guard width > 0 else { return [] }
        var rows: [[Cell]] = []
        var row: [Cell] = []
        var column = 0
        for span in spans {
            for character in span.text {
                if character == "\n" || character == "\r\n" {
                    rows.append(row)
                    row = []
                    column = 0
                    continue
                }
                let cell = Cell(character, style: span.style)
                let cellWidth = min(cell.width, width)
                if column + cellWidth > width {
                    rows.append(row)
                    row = []
                    column = 0
                }
                if cell.isWide && width < 2 {
                    row.append(.blank(style: span.style))
                } else {
                    row.append(cell)
                    if cell.isWide { row.append(.continuation(style: span.style)) }
                }
                column += cellWidth
            }
        }
        rows.append(row)
        return rows
    }
}
