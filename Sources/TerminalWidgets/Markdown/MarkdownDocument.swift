/// A parsed Markdown document: the CommonMark subset a terminal shows (headings, emphasis, code
/// spans, links, lists, block quotes, code blocks, GFM pipe tables, rules). Any text parses; what
/// is not understood stays literal text.
public struct MarkdownDocument: Hashable, Sendable {
    /// The top-level blocks.
    public var blocks: [MarkdownBlock]

    /// Creates a document of `blocks`.
    public init(blocks: [MarkdownBlock]) { self.blocks = blocks }

    /// Parses `text`.
    public init(parsing text: String) {
        blocks = MarkdownBlockParser.parse(MarkdownBlockParser.lines(of: text), depth: 0)
    }
}
