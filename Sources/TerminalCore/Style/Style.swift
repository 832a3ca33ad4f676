/// How a cell looks: foreground and background colour plus attributes, and the link it carries.
public struct Style: Hashable, Sendable {
    /// The text colour.
    public var foreground: Color
    /// The cell's background colour.
    public var background: Color
    /// Bold, dim, italic, underline, reverse.
    public var attributes: TextAttributes
    /// The URL the terminal makes clickable on cells in this style (OSC 8); nil for none.
    public var link: Hyperlink?

    /// Creates a style; every part defaults to the terminal's default.
    public init(
        foreground: Color = .default, background: Color = .default, attributes: TextAttributes = [],
        link: Hyperlink? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.link = link
    }

    /// Default colours, no attributes.
    public static let plain = Style()

    /// A plain style with the given foreground.
    public static func foreground(_ color: Color) -> Style { Style(foreground: color) }
    /// A plain style with the given background.
    public static func background(_ color: Color) -> Style { Style(background: color) }
    /// A plain style with the given attributes.
    public static func attributes(_ attributes: TextAttributes) -> Style { Style(attributes: attributes) }
    /// Plain and bold.
    public static let bold = Style(attributes: .bold)
    /// Plain and dim.
    public static let dim = Style(attributes: .dim)
    /// Plain and italic.
    public static let italic = Style(attributes: .italic)
    /// Plain and underlined.
    public static let underlined = Style(attributes: .underline)
    /// Plain and reversed.
    public static let reversed = Style(attributes: .reverse)

    /// This style with another foreground.
    public func foreground(_ color: Color) -> Style { with { $0.foreground = color } }
    /// This style with another background.
    public func background(_ color: Color) -> Style { with { $0.background = color } }
    /// This style with `attributes` added.
    public func attributes(_ attributes: TextAttributes) -> Style { with { $0.attributes.formUnion(attributes) } }
    /// This style linked to `url` (made safe; unchanged when `url` makes no link, see `Hyperlink`).
    public func linked(to url: String) -> Style { with { $0.link = Hyperlink(url) ?? $0.link } }
    /// This style made bold.
    public var bold: Style { attributes(.bold) }
    /// This style made dim.
    public var dim: Style { attributes(.dim) }
    /// This style made italic.
    public var italic: Style { attributes(.italic) }
    /// This style underlined.
    public var underlined: Style { attributes(.underline) }
    /// This style reversed.
    public var reversed: Style { attributes(.reverse) }

    /// This style with `overlay` laid on top: the overlay's colours where they are not `.default`,
    /// the attributes of both (e.g. a theme's "selected" over its "normal"), and the overlay's link
    /// where it has one.
    public func patched(with overlay: Style) -> Style {
        Style(
            foreground: overlay.foreground == .default ? foreground : overlay.foreground,
            background: overlay.background == .default ? background : overlay.background,
            attributes: attributes.union(overlay.attributes), link: overlay.link ?? link)
    }

    /// This style with its colours reduced to what a terminal of `depth` shows (see `Color.reduced(to:)`).
    public func reduced(to depth: ColorDepth) -> Style {
        Style(
            foreground: foreground.reduced(to: depth), background: background.reduced(to: depth),
            attributes: attributes, link: link)
    }

    /// This style without its link.
    var withoutLink: Style {
        var copy = self
        copy.link = nil
        return copy
    }

    private func with(_ change: (inout Style) -> Void) -> Style {
        var copy = self
        change(&copy)
        return copy
    }
}
