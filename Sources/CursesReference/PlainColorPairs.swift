import CNcurses
import TerminalCore

/// The colour pairs of a `PlainCursesScreen`: one `init_pair` for each foreground and background
/// seen, numbered from 1, with 256-colour numbers and -1 for the terminal's default colour.
struct PlainColorPairs {
    private struct Colors: Hashable {
        let foreground: Int16
        let background: Int16
    }

    private var numbers: [Colors: Int16] = [:]

    /// The pair for a style's colours, made with `init_pair` the first time.
    mutating func pair(for style: Style) -> Int16 {
        let colors = Colors(foreground: Self.number(style.foreground), background: Self.number(style.background))
        if colors == Colors(foreground: -1, background: -1) { return 0 }
        if let pair = numbers[colors] { return pair }
        let pair = Int16(numbers.count + 1)
        _ = init_pair(pair, colors.foreground, colors.background)
        numbers[colors] = pair
        return pair
    }

    /// The ncurses number of a colour on a 256-colour terminal.
    static func number(_ color: Color) -> Int16 {
        switch color.reduced(to: .palette256) {
        case .ansi(let index), .palette(let index): Int16(index)
        case .default, .rgb: -1
        }
    }
}
