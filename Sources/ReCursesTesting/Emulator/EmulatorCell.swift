import TerminalCore

/// One cell of `TerminalEmulatorModel`'s screen: the glyph shown there and how it was written.
public struct EmulatorCell: Equatable, Sendable {
    /// The grapheme cluster shown, " " for a blank and "" for the right half of a wide glyph.
    public var glyph: String
    /// The parameters of the last SGR sequence before the cell was written ("" after a reset).
    public var sgr: String
    /// The style in force when the cell was written (for an erased cell, its background alone).
    public var style: Style

    /// A cell holding `glyph` written in `style`.
    public init(glyph: String, sgr: String = "", style: Style = .plain) {
        self.glyph = glyph
        self.sgr = sgr
        self.style = style
    }

    /// A blank in the default style.
    public static let blank = EmulatorCell(glyph: " ")

    /// Whether this is the right half of a wide glyph.
    public var isContinuation: Bool { glyph.isEmpty }
}
