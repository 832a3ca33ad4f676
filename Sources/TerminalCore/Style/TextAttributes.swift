/// Text attributes a terminal can combine with colours.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public let rawValue: UInt8

    /// Creates attributes from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold (often also brighter).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim, faint.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic, where the terminal has it.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
}
