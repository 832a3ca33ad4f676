/// The SGR escape sequences (`ESC [ … m`) that set a style on a VT/xterm terminal: ANSI colours as
/// 30–37/90–97, palette entries as 38;5;n, RGB as 38;2;r;g;b (backgrounds alike).
public enum StyleSequence {
    /// The sequence that sets exactly `style`, whatever the pen was (it starts with a reset).
    public static func full(_ style: Style) -> [UInt8] {
        var codes = ["0"]
        appendAttributes(style.attributes, to: &codes)
        codes += colorCodes(style.foreground, isForeground: true)
        codes += colorCodes(style.background, isForeground: false)
        return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }

    /// The shortest sequence that turns the pen `old` into `new`: nothing when they are equal, only
    /// the changed parts when no attribute is taken away, otherwise a reset and the whole style. A
    /// nil `old` (the pen is unknown) always gets the whole style.
    public static func change(from old: Style?, to new: Style) -> [UInt8] {
        guard let old else { return new == .plain ? Array("\u{1B}[m".utf8) : full(new) }
        if old == new { return [] }
        if new == .plain { return Array("\u{1B}[m".utf8) }
        guard old.attributes.isSubset(of: new.attributes) else { return full(new) }
        var codes: [String] = []
        appendAttributes(new.attributes.subtracting(old.attributes), to: &codes)
        if new.foreground != old.foreground {
            codes += new.foreground == .default ? ["39"] : colorCodes(new.foreground, isForeground: true)
        }
        if new.background != old.background {
            codes += new.background == .default ? ["49"] : colorCodes(new.background, isForeground: false)
        }
        let incremental = Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
        let whole = full(new)
        return incremental.count <= whole.count ? incremental : whole
    }

    private static func appendAttributes(_ attributes: TextAttributes, to codes: inout [String]) {
        let table: [(TextAttributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
        ]
        for (attribute, code) in table where attributes.contains(attribute) {
            codes.append(code)
        }
    }

    private static func colorCodes(_ color: Color, isForeground: Bool) -> [String] {
        let base = isForeground ? 30 : 40
        let extended = isForeground ? "38" : "48"
        switch color.canonical {
        case .default: return []
        case .ansi(let index): return [String(index < 8 ? base + Int(index) : base + 60 + Int(index) - 8)]
        case .palette(let index): return [extended, "5", "\(index)"]
        case .rgb(let r, let g, let b): return [extended, "2", "\(r)", "\(g)", "\(b)"]
        }
    }
}
