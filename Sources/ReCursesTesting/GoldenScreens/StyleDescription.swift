import TerminalCore

/// The words a golden file uses for a style: `plain`, or its parts such as
/// `fg black, bg cyan, bold` (colours by ANSI name, `palette 123` or `#rrggbb`).
public enum StyleDescription {
    /// The description of `style`; two styles that look the same on every terminal read the same.
    public static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.foreground.canonical != .default { parts.append("fg " + describe(style.foreground)) }
        if style.background.canonical != .default { parts.append("bg " + describe(style.background)) }
        for (attribute, name) in attributeNames where style.attributes.contains(attribute) {
            parts.append(name)
        }
        return parts.isEmpty ? "plain" : parts.joined(separator: ", ")
    }

    /// The name of `color`: an ANSI name, `palette n`, `#rrggbb` or `default`.
    public static func describe(_ color: Color) -> String {
        switch color.canonical {
        case .default: return "default"
        case .ansi(let index): return ansiNames[Int(index)]
        case .palette(let index): return "palette \(index)"
        case .rgb(let red, let green, let blue): return "#" + [red, green, blue].map(hex).joined()
        }
    }

    private static let ansiNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan",
        "brightWhite",
    ]

    private static let attributeNames: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
    ]

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
