/// How many colours a terminal can show.
public enum ColorDepth: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// No colours (e.g. `NO_COLOR` is set or the terminal has none): only attributes distinguish things.
    case monochrome
    /// The 16 ANSI colours (8 normal + 8 bright).
    case ansi16
    /// The xterm 256-colour palette.
    case palette256
    /// 24-bit RGB.
    case trueColor

    /// Orders depths from fewest to most colours.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}
