/// One cell of the screen: a grapheme cluster with its width and style. A wide glyph (width 2) is
/// always followed by a continuation cell (width 0) that stands for its right half.
///
/// A cell is a plain 16-byte value: a one-scalar cluster (every ASCII character and most others) is
/// held as its scalar, a longer one as its index in a shared table of clusters, the style is packed
/// into bits and its link is a code into a shared table of links, so copying, storing and comparing
/// cells never touches a reference count.
public struct Cell: Hashable, Sendable {
    /// The glyph: a Unicode scalar value, `GlyphCode.empty`, or `GlyphCode.firstCluster` plus an
    /// index into `GraphemeTable`.
    private(set) var glyphCode: UInt32
    private var storedWidth: UInt8
    private var attributeBits: UInt8
    /// The style's link as its `Hyperlink.code`; 0 for none.
    private var linkCode: UInt16
    /// The foreground's `Color.packed` in the low half, the background's in the high half.
    private var colorBits: UInt64

    /// How the cell looks.
    public var style: Style {
        get {
            Style(
                foreground: Color(packed: UInt32(truncatingIfNeeded: colorBits)),
                background: Color(packed: UInt32(truncatingIfNeeded: colorBits >> 32)),
                attributes: TextAttributes(rawValue: attributeBits),
                link: linkCode == 0 ? nil : Hyperlink(code: linkCode))
        }
        set {
            attributeBits = newValue.attributes.rawValue
            colorBits = Self.colorBits(of: newValue)
            linkCode = newValue.link?.code ?? 0
        }
    }

    /// The grapheme cluster drawn in the cell; empty for a continuation cell.
    public var grapheme: String {
        get {
            if glyphCode < GlyphCode.firstCluster {
                // Every value below `firstCluster` was stored from a valid scalar.
                return String(Character(Unicode.Scalar(glyphCode).unsafelyUnwrapped))
            }
            if glyphCode == GlyphCode.empty { return "" }
            return GraphemeTable.shared.cluster(at: glyphCode &- GlyphCode.firstCluster)
        }
        set { glyphCode = GlyphCode.of(newValue) }
    }

    /// 1 for a narrow glyph, 2 for a wide one, 0 for a continuation cell.
    public var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = UInt8(clamping: newValue) }
    }

    /// Creates a cell as given; prefer `init(_:style:)`, which sanitizes and measures the glyph.
    /// Widths are kept within 0…255.
    public init(grapheme: String, width: Int, style: Style = .plain) {
        self.glyphCode = GlyphCode.of(grapheme)
        self.storedWidth = UInt8(clamping: width)
        self.attributeBits = style.attributes.rawValue
        self.colorBits = Self.colorBits(of: style)
        self.linkCode = style.link?.code ?? 0
    }

    /// A cell holding one scalar, as given.
    init(scalar: Unicode.Scalar, width: Int, style: Style) {
        self.glyphCode = scalar.value
        self.storedWidth = UInt8(truncatingIfNeeded: width)
        self.attributeBits = style.attributes.rawValue
        self.colorBits = Self.colorBits(of: style)
        self.linkCode = style.link?.code ?? 0
    }

    /// A cell showing a printable ASCII byte (0x20–0x7E), one column wide.
    init(asciiByte: UInt8, style: Style) {
        self.glyphCode = UInt32(asciiByte)
        self.storedWidth = 1
        self.attributeBits = style.attributes.rawValue
        self.colorBits = Self.colorBits(of: style)
        self.linkCode = style.link?.code ?? 0
    }

    /// A cell showing `character` made safe for the terminal, with its display width. A cluster
    /// that draws nothing becomes a space.
    public init(_ character: Character, style: Style = .plain) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            self.init(asciiByte: ascii, style: style)
            return
        }
        var scalars = character.unicodeScalars.makeIterator()
        if let first = scalars.next(), TerminalGlyph.isKnownNarrow(first), scalars.next() == nil {
            self.init(scalar: first, width: 1, style: style)
            return
        }
        let glyph = character.sanitizedForTerminal
        let width = glyph.isEmpty ? 0 : character.displayWidth
        if width == 0 {
            self.init(asciiByte: 0x20, style: style)
        } else {
            self.init(grapheme: glyph, width: min(width, 2), style: style)
        }
    }

    /// A space in the plain style.
    public static let blank = Cell(asciiByte: 0x20, style: .plain)

    /// A space in `style`.
    public static func blank(style: Style) -> Cell {
        Cell(asciiByte: 0x20, style: style)
    }

    /// The right half of a wide glyph, in the glyph's style.
    public static func continuation(style: Style) -> Cell {
        var cell = Cell(asciiByte: 0x20, style: style)
        cell.glyphCode = GlyphCode.empty
        cell.storedWidth = 0
        return cell
    }

    /// Whether this is the right half of a wide glyph.
    public var isContinuation: Bool { storedWidth == 0 }

    /// Whether this is the left half of a wide glyph.
    public var isWide: Bool { storedWidth >= 2 }

    /// The cell's glyph when it is a single Unicode scalar (nil for an empty or longer cluster), for
    /// terminal backends that encode cells without building a `String`.
    public var scalar: Unicode.Scalar? {
        glyphCode < GlyphCode.firstCluster ? Unicode.Scalar(glyphCode) : nil
    }

    /// Two cells are equal when they show the same glyph, as wide, in the same style with the same link.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.glyphCode == rhs.glyphCode && lhs.storedWidth == rhs.storedWidth
            && lhs.attributeBits == rhs.attributeBits && lhs.colorBits == rhs.colorBits
            && lhs.linkCode == rhs.linkCode
    }

    /// Hashes the glyph, width and style.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(glyphCode)
        hasher.combine(storedWidth)
        hasher.combine(attributeBits)
        hasher.combine(colorBits)
        hasher.combine(linkCode)
    }

    /// The cell's glyph as one byte when it is printable ASCII (0x20–0x7E, one column), nil otherwise:
    /// what a terminal backend can write without encoding anything.
    public var printableASCII: UInt8? {
        glyphCode &- 0x20 < 0x5F && storedWidth == 1 ? UInt8(truncatingIfNeeded: glyphCode) : nil
    }

    /// Whether two cells have the same style (link included), compared without unpacking either.
    public func hasSameStyle(as other: Cell) -> Bool {
        attributeBits == other.attributeBits && colorBits == other.colorBits && linkCode == other.linkCode
    }

    /// Whether the cell carries a link (see `Style.link`).
    public var hasLink: Bool { linkCode != 0 }

    /// The cell's link, without unpacking its style.
    var link: Hyperlink? { linkCode == 0 ? nil : Hyperlink(code: linkCode) }

    /// Whether two cells carry the same link (or none).
    public func hasSameLink(as other: Cell) -> Bool { linkCode == other.linkCode }

    /// The same cell showing printable ASCII `byte` (0x20–0x7E) instead, one column wide, in its style.
    func withASCII(_ byte: UInt8) -> Cell {
        var cell = self
        cell.glyphCode = UInt32(byte)
        cell.storedWidth = 1
        return cell
    }

    /// Whether the cell has this style (without unpacking its own).
    func hasStyle(_ other: Style) -> Bool {
        attributeBits == other.attributes.rawValue && colorBits == Self.colorBits(of: other)
            && linkCode == (other.link?.code ?? 0)
    }

    private static func colorBits(of style: Style) -> UInt64 {
        UInt64(style.foreground.packed) | UInt64(style.background.packed) << 32
    }

    /// The cell made consistent: a continuation becomes a blank, and a glyph given with a wrong
    /// width or with control characters is sanitized and re-measured.
    var normalized: Cell {
        if storedWidth == 0 { return .blank(style: style) }
        if storedWidth == 1, glyphCode >= 0x20, glyphCode < 0x7F { return self }
        if storedWidth == 1, let scalar, TerminalGlyph.isKnownNarrow(scalar) { return self }
        let grapheme = self.grapheme
        guard let character = grapheme.first, grapheme.count == 1 else { return .blank(style: style) }
        return Cell(character, style: style)
    }
}

/// How a cell's glyph is coded in 32 bits.
enum GlyphCode {
    /// The first code past Unicode: codes from here on name clusters in `GraphemeTable`.
    static let firstCluster: UInt32 = 0x11_0000
    /// The code of the empty cluster (a continuation cell).
    static let empty: UInt32 = .max

    /// The code of `grapheme`: its scalar when it has exactly one, else its table entry (its first
    /// scalar alone once the table is full).
    static func of(_ grapheme: String) -> UInt32 {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return empty }
        guard scalars.next() != nil else { return first.value }
        guard let index = GraphemeTable.shared.index(of: grapheme) else { return first.value }
        return firstCluster &+ index
    }
}
