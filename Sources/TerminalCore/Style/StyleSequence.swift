/// The SGR escape sequences (`ESC [ … m`) that set a style on a VT/xterm terminal: ANSI colours as
/// 30–37/90–97, palette entries as 38;5;n, RGB as 38;2;r;g;b (backgrounds alike).
public enum StyleSequence {
    /// The sequence that sets exactly `style`'s colours and attributes, whatever the pen was (it starts
    /// with a reset); its link is not part of it (see `HyperlinkSequence`).
    public static func full(_ style: Style) -> [UInt8] {
        var bytes: [UInt8] = []
        appendFull(style, to: &bytes)
        return bytes
    }

    /// Appends `full(style)` to `output` without building anything on the way.
    public static func appendFull(_ style: Style, to output: inout [UInt8]) {
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        output.append(UInt8(ascii: "0"))
        for (attribute, code) in attributeCodes where style.attributes.contains(attribute) {
            output.append(UInt8(ascii: ";"))
            output.append(code)
        }
        appendColor(style.foreground, isForeground: true, to: &output)
        appendColor(style.background, isForeground: false, to: &output)
        output.append(UInt8(ascii: "m"))
    }

    /// Appends the decimal digits of a non-negative `value`.
    public static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        guard value >= 10 else {
            output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: max(0, value)))
            return
        }
        appendDecimal(value / 10, to: &output)
        output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
    }

    /// The SGR code digit of each attribute, in the order sequences list them.
    private static let attributeCodes: [(TextAttributes, UInt8)] = [
        (.bold, UInt8(ascii: "1")), (.dim, UInt8(ascii: "2")), (.italic, UInt8(ascii: "3")),
        (.underline, UInt8(ascii: "4")), (.reverse, UInt8(ascii: "7")),
    ]

    /// Appends `;` and the codes of `color` (nothing for the default colour).
    private static func appendColor(_ color: Color, isForeground: Bool, to output: inout [UInt8]) {
        let base = isForeground ? 30 : 40
        func code(_ value: Int) {
            output.append(UInt8(ascii: ";"))
            appendDecimal(value, to: &output)
        }
        switch color.canonical {
        case .default: return
        case .ansi(let index): code(index < 8 ? base + Int(index) : base + 60 + Int(index) - 8)
        case .palette(let index):
            code(base + 8)
            code(5)
            code(Int(index))
        case .rgb(let r, let g, let b):
            code(base + 8)
            code(2)
            code(Int(r))
            code(Int(g))
            code(Int(b))
        }
    }

    /// The shortest sequence that turns the pen `old` into `new`: nothing when they are equal, only
    /// the changed parts when no attribute is taken away, otherwise a reset and the whole style. A
    /// nil `old` (the pen is unknown) always gets the whole style. A change of link follows the SGR
    /// part as OSC 8 (`HyperlinkSequence`).
    public static func change(from old: Style?, to new: Style) -> [UInt8] {
        var bytes = sgrChange(from: old.map(\.withoutLink), to: new.withoutLink)
        HyperlinkSequence.appendChange(from: old?.link, to: new.link, to: &bytes)
        return bytes
    }

    /// `change(from:to:)`'s SGR part, for styles without links.
    private static func sgrChange(from old: Style?, to new: Style) -> [UInt8] {
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
