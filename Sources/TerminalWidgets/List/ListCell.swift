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
        /// The URL the terminal makes the span's text a link to (OSC 8), on every row, selected or not;
        /// nil takes the style's link, if any.
        public var link: Hyperlink?

        /// Creates a span, linked to `link` when given (see `Hyperlink` for how a URL is made safe).
        public init(_ text: String, style: Style? = nil, link: String? = nil) {
            self.text = text
            self.style = style
            self.link = link.flatMap(Hyperlink.init)
        }

        /// The style the span is drawn in on a row drawn in `base`: its own style when `keepsStyle`
        /// (the row's when it has none), else the row's with the span's attributes; with its link.
        @inline(__always)
        func style(onRow base: Style, keepsStyle: Bool) -> Style {
            guard let style else {
                guard let link else { return base }
                var drawn = base
                drawn.link = link
                return drawn
            }
            // Kept whole, the span's style carries its own link already.
            var drawn = keepsStyle ? style : base.attributes(style.attributes)
            if let link = link ?? (keepsStyle ? nil : style.link) { drawn.link = link }
            return drawn
        }
    }

    /// One span kept inline (what most cells are), or any number of them.
    private enum Storage: Sendable, Equatable {
        case single(Span)
        case several([Span])
    }

    private var storage: Storage

    /// The spans, left to right.
    public var spans: [Span] {
        get {
            switch storage {
            case .single(let span): [span]
            case .several(let spans): spans
            }
        }
        set { storage = newValue.count == 1 ? .single(newValue[0]) : .several(newValue) }
    }

    /// Creates a cell of one span (kept without an array, so making one allocates nothing), linked to
    /// `link` when given.
    public init(_ text: String, style: Style? = nil, link: String? = nil) {
        storage = .single(Span(text, style: style, link: link))
    }

    /// Creates a cell from spans.
    public init(spans: [Span]) {
        storage = spans.count == 1 ? .single(spans[0]) : .several(spans)
    }

    /// Calls `body` with each span, left to right, until it returns false; builds no array.
    func forEachSpan(_ body: (Span) -> Bool) {
        switch storage {
        case .single(let span):
            _ = body(span)
        case .several(let spans):
            for span in spans where !body(span) { return }
        }
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
