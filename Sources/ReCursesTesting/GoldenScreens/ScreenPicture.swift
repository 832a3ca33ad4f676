import TerminalCore

/// A golden screen drawn as an SVG picture in a terminal-like window: every cell's glyph, colours
/// and attributes, wide glyphs over two columns, the cursor, and an inline app's printed rows above
/// its live area.
///
/// The picture is the same, byte for byte, for the same snapshot and title, so a generated gallery
/// changes only when a screen does:
///
/// ```swift
/// let snapshot = try GoldenScreenFormat.snapshot(from: fileText)
/// let svg = ScreenPicture(snapshot, title: "profile").svg
/// ```
public struct ScreenPicture: Sendable {
    /// The screen drawn.
    public var snapshot: ScreenSnapshot
    /// The window's title.
    public var title: String

    /// A picture of `snapshot` in a window titled `title`.
    public init(_ snapshot: ScreenSnapshot, title: String) {
        self.snapshot = snapshot
        self.title = title
    }

    /// The SVG document.
    public var svg: String {
        let rows = snapshot.printed + snapshot.rows
        let columns = max(snapshot.size.width, rows.map(\.count).max() ?? 0)
        let width = columns * Self.cellWidth + 2 * Self.padding
        let height = rows.count * Self.cellHeight + 2 * Self.padding + Self.titleBarHeight
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(Self.escaped(title))\">\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\" rx=\"8\" fill=\"\(Self.frameColor)\"/>\n"
        out += "<rect y=\"\(Self.titleBarHeight)\" width=\"\(width)\" height=\"\(height - Self.titleBarHeight)\""
        out += " fill=\"\(Self.backgroundColor)\"/>\n"
        for (index, color) in ["#ff5f56", "#ffbd2e", "#27c93f"].enumerated() {
            out += "<circle cx=\"\(16 + 20 * index)\" cy=\"14\" r=\"6\" fill=\"\(color)\"/>\n"
        }
        out += "<text x=\"\(width / 2)\" y=\"19\" fill=\"#a0a0a0\" font-family=\"sans-serif\" font-size=\"13\""
        out += " text-anchor=\"middle\">\(Self.escaped(title))</text>\n"
        out += "<g font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"15\""
        out += " xml:space=\"preserve\">\n"
        for (y, row) in rows.enumerated() {
            out += Self.backgrounds(of: row, y: y)
            out += Self.texts(of: row, y: y)
        }
        if let cursor = snapshot.cursor {
            let x = Self.originX + cursor.x * Self.cellWidth
            let y = Self.originY + (snapshot.printed.count + cursor.y) * Self.cellHeight
            out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(Self.cellWidth)\" height=\"\(Self.cellHeight)\""
            out += " fill=\"\(Self.foregroundColor)\" fill-opacity=\"0.5\"/>\n"
        }
        out += "</g>\n</svg>\n"
        return out
    }

    static let cellWidth = 9
    static let cellHeight = 18
    static let padding = 10
    static let titleBarHeight = 28
    static let baseline = 14
    static let originX = padding
    static let originY = titleBarHeight + padding
    static let frameColor = "#3a3a3a"
    static let backgroundColor = "#1e1e1e"
    static let foregroundColor = "#cccccc"

    /// The rectangles of a row's cells whose background is not the terminal's, one a run of equal colour.
    private static func backgrounds(of row: [ScreenSnapshot.Cell], y: Int) -> String {
        var out = ""
        var x = 0
        while x < row.count {
            let color = CellLook(row[x].style).background
            var end = x + 1
            while end < row.count, CellLook(row[end].style).background == color { end += 1 }
            if let color {
                out += "<rect x=\"\(originX + x * cellWidth)\" y=\"\(originY + y * cellHeight)\""
                out += " width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(color)\"/>\n"
            }
            x = end
        }
        return out
    }

    /// The text of a row: one element a run of narrow glyphs in one style, one a wide glyph, each
    /// stretched to its columns so that the picture keeps the terminal's grid whatever the font.
    private static func texts(of row: [ScreenSnapshot.Cell], y: Int) -> String {
        var out = ""
        var x = 0
        while x < row.count {
            let style = row[x].style
            let isWide = x + 1 < row.count && row[x + 1].glyph.isEmpty && !row[x].glyph.isEmpty
            var end = x + (isWide ? 2 : 1)
            var text = row[x].glyph
            while !isWide, end < row.count, row[end].style == style, !row[end].glyph.isEmpty,
                !(end + 1 < row.count && row[end + 1].glyph.isEmpty)
            {
                text += row[end].glyph
                end += 1
            }
            let look = CellLook(style)
            if look.underline {
                out += "<rect x=\"\(originX + x * cellWidth)\" y=\"\(originY + y * cellHeight + baseline + 2)\""
                out += " width=\"\((end - x) * cellWidth)\" height=\"1\" fill=\"\(look.foreground)\"/>\n"
            }
            // Spaces at either end of a run are left out, so that stretching the run to its columns
            // never spreads its glyphs over blank cells.
            let leading = isWide ? 0 : text.prefix(while: { $0 == " " }).count
            let trailing = isWide ? 0 : text.reversed().prefix(while: { $0 == " " }).count
            if leading < text.count {
                let shown = String(text.dropFirst(leading).dropLast(trailing))
                let columns = end - x - leading - trailing
                out += "<text x=\"\(originX + (x + leading) * cellWidth)\" y=\"\(originY + y * cellHeight + baseline)\""
                out += " textLength=\"\(columns * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\""
                out += " fill=\"\(look.foreground)\""
                if look.bold { out += " font-weight=\"bold\"" }
                if look.italic { out += " font-style=\"italic\"" }
                if look.dim { out += " fill-opacity=\"0.6\"" }
                out += ">\(escaped(shown))</text>\n"
            }
            x = end
        }
        return out
    }

    /// `text` with the characters XML reserves escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// How a golden file's style description looks: the colours to paint, reverse applied, and the
/// attributes.
struct CellLook: Equatable {
    /// The text colour.
    var foreground = ScreenPicture.foregroundColor
    /// The cell's colour, or nil for the terminal's own background.
    var background: String?
    var bold = false
    var dim = false
    var italic = false
    var underline = false

    /// The look of a style described as `StyleDescription` writes it (`fg black, bg cyan, bold`).
    init(_ description: String) {
        var reverse = false
        var foreground: String?
        for part in description.split(separator: ",").map({ $0.trimmingSpaces }) {
            if part.hasPrefix("fg ") {
                foreground = Self.color(named: String(part.dropFirst(3)))
            } else if part.hasPrefix("bg ") {
                background = Self.color(named: String(part.dropFirst(3)))
            } else {
                switch part {
                case "bold": bold = true
                case "dim": dim = true
                case "italic": italic = true
                case "underline": underline = true
                case "reverse": reverse = true
                default: break
                }
            }
        }
        if reverse {
            let shownBackground = foreground ?? ScreenPicture.foregroundColor
            self.foreground = background ?? ScreenPicture.backgroundColor
            background = shownBackground
        } else if let foreground {
            self.foreground = foreground
        }
    }

    /// The colours of the ANSI names, as a dark terminal theme shows them.
    static let ansiColors: [String: String] = [
        "black": "#000000", "red": "#cd3131", "green": "#0dbc79", "yellow": "#e5e510", "blue": "#2472c8",
        "magenta": "#bc3fbc", "cyan": "#11a8cd", "white": "#e5e5e5", "brightBlack": "#666666",
        "brightRed": "#f14c4c", "brightGreen": "#23d18b", "brightYellow": "#f5f543", "brightBlue": "#3b8eea",
        "brightMagenta": "#d670d6", "brightCyan": "#29b8db", "brightWhite": "#ffffff",
    ]

    private static let ansiOrder = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan",
        "brightWhite",
    ]

    /// `#rrggbb` for a colour name of a golden file (an ANSI name, `palette n` or `#rrggbb`); nil for `default`.
    static func color(named name: String) -> String? {
        if name.hasPrefix("#") { return name }
        if let color = ansiColors[name] { return color }
        guard name.hasPrefix("palette "), let index = Int(name.dropFirst(8)), (0...255).contains(index) else {
            return nil
        }
        if index < 16 { return ansiColors[ansiOrder[index]] }
        if index >= 232 {
            let level = 8 + 10 * (index - 232)
            return hex(level, level, level)
        }
        let cube = index - 16
        let levels = [0, 95, 135, 175, 215, 255]
        return hex(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }

    private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue].map { String([digits[$0 >> 4], digits[$0 & 0xF]]) }.joined()
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
