/// A foreground or background colour.
public enum Color: Hashable, Sendable {
    /// The terminal's own default colour.
    case `default`
    /// One of the 16 ANSI colours, 0–15 (values above 15 are read as a 256-palette index).
    case ansi(UInt8)
    /// An index into the xterm 256-colour palette: 0–15 ANSI, 16–231 a 6×6×6 cube, 232–255 greys.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI black (0).
    public static let black = Color.ansi(0)
    /// ANSI red (1).
    public static let red = Color.ansi(1)
    /// ANSI green (2).
    public static let green = Color.ansi(2)
    /// ANSI yellow (3).
    public static let yellow = Color.ansi(3)
    /// ANSI blue (4).
    public static let blue = Color.ansi(4)
    /// ANSI magenta (5).
    public static let magenta = Color.ansi(5)
    /// ANSI cyan (6).
    public static let cyan = Color.ansi(6)
    /// ANSI white (7), a light grey on most terminals.
    public static let white = Color.ansi(7)
    /// ANSI bright black (8), a dark grey.
    public static let brightBlack = Color.ansi(8)
    /// ANSI bright red (9).
    public static let brightRed = Color.ansi(9)
    /// ANSI bright green (10).
    public static let brightGreen = Color.ansi(10)
    /// ANSI bright yellow (11).
    public static let brightYellow = Color.ansi(11)
    /// ANSI bright blue (12).
    public static let brightBlue = Color.ansi(12)
    /// ANSI bright magenta (13).
    public static let brightMagenta = Color.ansi(13)
    /// ANSI bright cyan (14).
    public static let brightCyan = Color.ansi(14)
    /// ANSI bright white (15).
    public static let brightWhite = Color.ansi(15)

    /// The same colour expressed with what a terminal of `depth` can show: RGB goes to the nearest
    /// 256-palette entry or ANSI colour, palette entries to the nearest ANSI colour, and everything to
    /// `.default` in monochrome. Colours already within the depth are returned in canonical form
    /// (`.ansi(n)` for n < 16, `.palette(n)` otherwise).
    public func reduced(to depth: ColorDepth) -> Color {
        let color = canonical
        switch (depth, color) {
        case (.monochrome, _), (_, .default):
            return .default
        case (.trueColor, _), (.palette256, .ansi), (.palette256, .palette), (.ansi16, .ansi):
            return color
        case (.palette256, .rgb(let r, let g, let b)):
            return .palette(ColorPalette.nearestPaletteIndex(r, g, b))
        case (.ansi16, .palette(let index)):
            let (r, g, b) = ColorPalette.rgb(ofPaletteIndex: index)
            return .ansi(ColorPalette.nearestANSIIndex(r, g, b))
        case (.ansi16, .rgb(let r, let g, let b)):
            return .ansi(ColorPalette.nearestANSIIndex(r, g, b))
        }
    }

    /// `.ansi(n)` for n < 16 and `.palette(n)` for n ≥ 16, whichever case the value was given in.
    public var canonical: Color {
        switch self {
        case .ansi(let index) where index >= 16: return .palette(index)
        case .palette(let index) where index < 16: return .ansi(index)
        default: return self
        }
    }

    /// The colour's RGB value as xterm shows it, or nil for `.default`.
    public var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .default: return nil
        case .ansi(let index), .palette(let index):
            let (r, g, b) = ColorPalette.rgb(ofPaletteIndex: index)
            return (r, g, b)
        case .rgb(let r, let g, let b): return (r, g, b)
        }
    }
}
