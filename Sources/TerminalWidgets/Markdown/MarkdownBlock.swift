/// One block of a Markdown document.
public enum MarkdownBlock: Hashable, Sendable {
    /// `# Title` (level 1–6) or a setext heading.
    case heading(level: Int, [MarkdownSpan])
    /// Lines of text joined into one wrapped paragraph.
    case paragraph([MarkdownSpan])
    /// A bullet or numbered list; each item holds blocks (nested lists among them).
    case list(MarkdownList)
    /// `> quoted` blocks.
    case quote([MarkdownBlock])
    /// A fenced (or indented) code block: its lines verbatim and the fence's info string.
    case code(language: String, lines: [String])
    /// A GFM pipe table.
    case table(MarkdownTable)
    /// `---`, `***` or `___`.
    case rule
}

/// A Markdown list: bullets, or numbers counted from `start`.
public struct MarkdownList: Hashable, Sendable {
    /// The first number of a numbered list; nil for a bullet list.
    public var start: Int?
    /// The items, each a sequence of blocks.
    public var items: [[MarkdownBlock]]

    /// Creates a list.
    public init(start: Int?, items: [[MarkdownBlock]]) {
        self.start = start
        self.items = items
    }
}

/// A GFM pipe table: a header row, alignments and body rows, all with as many cells as the header.
public struct MarkdownTable: Hashable, Sendable {
    /// How a column's cells are aligned.
    public enum Alignment: Hashable, Sendable {
        /// `---` or `:--`.
        case leading
        /// `:-:`.
        case center
        /// `--:`.
        case trailing
    }

    /// The header cells.
    public var header: [[MarkdownSpan]]
    /// One alignment a column.
    public var alignments: [Alignment]
    /// The body rows.
    public var rows: [[[MarkdownSpan]]]

    /// Creates a table; rows are padded or cut to the header's column count.
    public init(header: [[MarkdownSpan]], alignments: [Alignment], rows: [[[MarkdownSpan]]]) {
        let count = header.count
        self.header = header
        self.alignments = Array((alignments + Array(repeating: .leading, count: count)).prefix(count))
        self.rows = rows.map { row in Array((row + Array(repeating: [], count: count)).prefix(count)) }
    }
}
