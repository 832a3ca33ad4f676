/// What a terminal can show and report.
public struct TerminalCapabilities: Hashable, Sendable {
    /// How many colours it shows.
    public var colorDepth: ColorDepth
    /// Whether mouse events are reported.
    public var supportsMouse: Bool
    /// Whether pastes arrive as one `.paste` event (bracketed paste is on).
    public var supportsBracketedPaste: Bool
    /// Whether the terminal can show italic text.
    public var supportsItalic: Bool
    /// Whether line-drawing glyphs (┌─┐) and other non-ASCII glyphs display correctly.
    public var supportsUnicode: Bool

    /// Creates a capability set; the defaults describe a modern xterm-like terminal.
    public init(
        colorDepth: ColorDepth = .palette256, supportsMouse: Bool = false,
        supportsBracketedPaste: Bool = true, supportsItalic: Bool = true, supportsUnicode: Bool = true
    ) {
        self.colorDepth = colorDepth
        self.supportsMouse = supportsMouse
        self.supportsBracketedPaste = supportsBracketedPaste
        self.supportsItalic = supportsItalic
        self.supportsUnicode = supportsUnicode
    }

    /// A modern xterm-like terminal with 256 colours.
    public static let standard = TerminalCapabilities()
}
