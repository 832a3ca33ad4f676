/// What a `ListView` or `GridView` cell renderer returns: a line of text made of spans, each with an
/// optional style (nil = the row's style). A string literal is a single plain span.
public struct ListCell: Sendable, Equatable, ExpressibleByStringLiteral {
    /// A run of text with an optional style.
    public struct Span: Sendable, Equatable {
        /// The text.
        public var text: String
        /// Its style, or nil for the row's style. On a selected row only the attributes are kept,
        /// so the selection highlight stays readable.
        public var style: Style?

        /// Creates a span.
        public init(_ text: String, style: Style? = nil) {
            self.text = text
            self.style = style
        }
    }

    /// The spans, left to right.
    public var spans: [Span]

    /// Creates a cell of one span.
    public init(_ text: String, style: Style? = nil) {
        spans = [Span(text, style: style)]
    }

    /// Creates a cell from spans.
    public init(spans: [Span]) {
        self.spans = spans
    }

    /// Creates a plain cell from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text without styles (used as the default type-to-search key).
    public var plainText: String { spans.map(\.text).joined() }
}

/// The state a cell is drawn in, passed to the cell renderer.
public struct ListCellState: Sendable, Equatable {
    /// The cell shows the selected item.
    public var isSelected: Bool
    /// The item is marked (multi-select).
    public var isMarked: Bool
    /// The list has the keyboard focus.
    public var isFocused: Bool

    /// Creates a state.
    public init(isSelected: Bool = false, isMarked: Bool = false, isFocused: Bool = false) {
        self.isSelected = isSelected
        self.isMarked = isMarked
        self.isFocused = isFocused
    }
}
