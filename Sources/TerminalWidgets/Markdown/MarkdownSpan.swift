/// A run of Markdown inline text with one emphasis and at most one link target.
public struct MarkdownSpan: Hashable, Sendable {
    /// Emphasis applied to a span: strong, italic, code.
    public struct Emphasis: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt8
        /// Creates emphasis from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `**strong**` or `__strong__`.
        public static let strong = Emphasis(rawValue: 1)
        /// `*italic*` or `_italic_`.
        public static let italic = Emphasis(rawValue: 2)
        /// A code span: text between backticks.
        public static let code = Emphasis(rawValue: 4)
    }

    /// The text, without Markdown markup.
    public var text: String
    /// The emphasis of the whole run.
    public var emphasis: Emphasis
    /// The URL the run links to, when it is (part of) a link's text.
    public var link: String?

    /// Creates a span.
    public init(_ text: String, emphasis: Emphasis = [], link: String? = nil) {
        self.text = text
        self.emphasis = emphasis
        self.link = link
    }
}

extension Array where Element == MarkdownSpan {
    /// The spans' text joined, without markup.
    public var plainText: String { reduce(into: "") { $0 += $1.text } }
}
