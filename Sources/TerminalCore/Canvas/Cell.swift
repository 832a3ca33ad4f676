/// One cell of the screen: a grapheme cluster with its width and style. A wide glyph (width 2) is
/// always followed by a continuation cell (width 0) that stands for its right half.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn in the cell; empty for a continuation cell.
    public var grapheme: String
    /// 1 for a narrow glyph, 2 for a wide one, 0 for a continuation cell.
    public var width: Int
    /// How the cell looks.
    public var style: Style

    /// Creates a cell as given; prefer `init(_:style:)`, which sanitizes and measures the glyph.
    public init(grapheme: String, width: Int, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A cell showing `character` made safe for the terminal, with its display width. A cluster
    /// that draws nothing becomes a space.
    public init(_ character: Character, style: Style = .plain) {
        let glyph = character.sanitizedForTerminal
        let width = glyph.isEmpty ? 0 : character.displayWidth
        if width == 0 {
            self.init(grapheme: " ", width: 1, style: style)
        } else {
            self.init(grapheme: glyph, width: min(width, 2), style: style)
        }
    }

    /// A space in the plain style.
    public static let blank = Cell(grapheme: " ", width: 1, style: .plain)

    /// A space in `style`.
    public static func blank(style: Style) -> Cell {
        Cell(grapheme: " ", width: 1, style: style)
    }

    /// The right half of a wide glyph, in the glyph's style.
    public static func continuation(style: Style) -> Cell {
        Cell(grapheme: "", width: 0, style: style)
    }

    /// Whether this is the right half of a wide glyph.
    public var isContinuation: Bool { width == 0 }

    /// Whether this is the left half of a wide glyph.
    public var isWide: Bool { width >= 2 }

    /// The cell made consistent: a continuation becomes a blank, and a glyph given with a wrong
    /// width or with control characters is sanitized and re-measured.
    var normalized: Cell {
        if width == 0 { return .blank(style: style) }
        if width == 1, grapheme.utf8.count == 1, let byte = grapheme.utf8.first, byte >= 0x20, byte < 0x7F {
            return self
        }
        guard let character = grapheme.first, grapheme.count == 1 else { return .blank(style: style) }
        return Cell(character, style: style)
    }
}
