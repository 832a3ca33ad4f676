import TerminalCore

/// Turns `Style` colours into ncurses colour numbers for a terminal with a given number of colours.
struct CursesColorMapper: Equatable {
    /// The depth colours are reduced to before they are mapped.
    let depth: ColorDepth
    /// How many colours the terminal has (ncurses' `COLORS`).
    let colorCount: Int
    /// Whether -1 means the terminal's default colour (`use_default_colors` succeeded).
    let hasDefaultColors: Bool

    /// A style's colours as ncurses numbers, plus the attributes to add (bold stands in for a
    /// bright foreground on an 8-colour terminal).
    struct Mapped: Equatable {
        /// The foreground colour number (-1: default).
        var foreground: Int32
        /// The background colour number (-1: default).
        var background: Int32
        /// Extra attributes the mapping needs.
        var extraAttributes: TextAttributes
    }

    /// Creates a mapper; `monochrome` (NO_COLOR, or no colour support) ignores every colour.
    init(colorCount: Int, hasDefaultColors: Bool, monochrome: Bool) {
        self.colorCount = monochrome ? 0 : max(0, colorCount)
        self.hasDefaultColors = hasDefaultColors
        self.depth = Self.depth(forColorCount: self.colorCount)
    }

    /// How many colours a direct-colour terminal description (`xterm-direct`) has: every 24-bit value.
    static let directColorCount = 1 << 24

    /// The depth a terminal with `colorCount` colours shows: 24-bit on a direct-colour description,
    /// 256 colours where it has them, the 16 ANSI colours on 8- and 16-colour terminals, monochrome below.
    static func depth(forColorCount colorCount: Int) -> ColorDepth {
        switch colorCount {
        case directColorCount...: .trueColor
        case 256...: .palette256
        case 8...: .ansi16
        default: .monochrome
        }
    }

    /// Maps a style's colours.
    func map(_ style: Style) -> Mapped {
        let foreground = number(for: style.foreground, isForeground: true)
        let background = number(for: style.background, isForeground: false)
        let extra: TextAttributes = foreground.brightened ? .bold : []
        return Mapped(foreground: foreground.number, background: background.number, extraAttributes: extra)
    }

    /// The colour number for one colour; `brightened` when a bright ANSI colour had to become its
    /// normal counterpart (8-colour terminals).
    func number(for color: Color, isForeground: Bool) -> (number: Int32, brightened: Bool) {
        guard depth != .monochrome else { return (-1, false) }
        if depth == .trueColor { return (directNumber(for: color, isForeground: isForeground), false) }
        switch color.reduced(to: depth) {
        case .default, .rgb:
            return (defaultNumber(isForeground: isForeground), false)
        case .ansi(let index), .palette(let index):
            let value = Int(index)
            if value < colorCount { return (Int32(value), false) }
            if value >= 8, value < 16 { return (Int32(value - 8), isForeground) }
            return (defaultNumber(isForeground: isForeground), false)
        }
    }

    /// A colour on a direct-colour description: the ANSI colours 0–7 keep their numbers (the terminal's
    /// own palette), every other colour is its RGB value packed as 0xRRGGBB. Values below 8 would read
    /// as ANSI numbers, so they become 8 (a black no eye tells from 0).
    private func directNumber(for color: Color, isForeground: Bool) -> Int32 {
        if case .ansi(let index) = color.canonical, index < 8 { return Int32(index) }
        guard let (r, g, b) = color.rgbComponents else { return defaultNumber(isForeground: isForeground) }
        return max(8, Int32(r) << 16 | Int32(g) << 8 | Int32(b))
    }

    private func defaultNumber(isForeground: Bool) -> Int32 {
        hasDefaultColors ? -1 : (isForeground ? 7 : 0)
    }
}
