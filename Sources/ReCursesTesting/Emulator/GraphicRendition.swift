import TerminalCore

/// Applies the parameters of an SGR sequence (`ESC [ … m`) to a style, as xterm does: resets,
/// the five attributes `Style` knows, the 16 ANSI colours, 256-palette and 24-bit colours (with `;`
/// or `:` separators), and the default colours. Parameters for what `Style` cannot hold (blink,
/// hidden, strike-through) are read and ignored.
enum GraphicRendition {
    /// `style` after the parameters `parameters` (the text between `ESC [` and `m`).
    static func apply(_ parameters: String, to style: Style) -> Style {
        var style = style
        let groups = parameters.split(separator: ";", omittingEmptySubsequences: false)
        if groups.isEmpty { return .plain }
        var numbers: [[Int]] = groups.map { group in
            group.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        }
        numbers.reverse()
        while let group = numbers.popLast() {
            let code = group.first ?? 0
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 21, 24: style.attributes.remove(.underline)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .ansi(UInt8(code - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(UInt8(code - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
            case 38, 48:
                let color = extendedColor(group: group, rest: &numbers)
                if code == 38 { style.foreground = color ?? style.foreground }
                if code == 48 { style.background = color ?? style.background }
            default: break
            }
        }
        return style
    }

    /// The colour of a `38`/`48` parameter: its own sub-parameters (`38:5:n`, `38:2::r:g:b`) or the
    /// parameters that follow it (`38;5;n`, `38;2;r;g;b`), which are taken from `rest`.
    private static func extendedColor(group: [Int], rest: inout [[Int]]) -> Color? {
        var values = Array(group.dropFirst())
        if values.isEmpty {
            guard let kind = rest.popLast()?.first else { return nil }
            values = [kind]
            let needed = kind == 5 ? 1 : kind == 2 ? 3 : 0
            for _ in 0..<needed {
                guard let next = rest.popLast()?.first else { return nil }
                values.append(next)
            }
        } else if values.first == 2, values.count == 5 {
            values.remove(at: 1)  // the colour space of `38:2:id:r:g:b`
        }
        switch values.first {
        case 5 where values.count >= 2:
            return Color.palette(UInt8(clamping: values[1])).canonical
        case 2 where values.count >= 4:
            return .rgb(UInt8(clamping: values[1]), UInt8(clamping: values[2]), UInt8(clamping: values[3]))
        default:
            return nil
        }
    }
}
