/// The named styles views draw with. A window carries one theme and every view inherits it
/// unless it sets its own `View.themeOverride`.
public struct Theme: Hashable, Sendable {
    /// Ordinary text on the window background.
    public var normal: Style
    /// The focused control (e.g. a focused button's `[ OK ]`).
    public var focused: Style
    /// A selected item that is not focused (e.g. the chosen segment, a marked row).
    public var selected: Style
    /// A control that cannot be used right now.
    public var disabled: Style
    /// Headings and panel titles.
    public var header: Style
    /// Emphasis: the border of a panel that contains the focus, a progress bar's filled part.
    public var accent: Style
    /// Error messages and invalid input.
    public var error: Style
    /// Borders and separators.
    public var border: Style
    /// Secondary text: placeholders, status bar hint labels.
    public var hint: Style
    /// The key part of a status bar hint (`Enter` in `Enter Open`).
    public var hintKey: Style
    /// The background of the status bar.
    public var statusBar: Style
    /// Whether widgets may use block glyphs and colour for sub-cell detail (false: attributes only).
    public var usesColor: Bool

    /// Creates a theme from explicit styles.
    public init(
        normal: Style, focused: Style, selected: Style, disabled: Style, header: Style,
        accent: Style, error: Style, border: Style, hint: Style, hintKey: Style, statusBar: Style,
        usesColor: Bool
    ) {
        self.normal = normal
        self.focused = focused
        self.selected = selected
        self.disabled = disabled
        self.header = header
        self.accent = accent
        self.error = error
        self.border = border
        self.hint = hint
        self.hintKey = hintKey
        self.statusBar = statusBar
        self.usesColor = usesColor
    }

    /// A colour theme for terminals that have at least the 16 ANSI colours.
    public static let `default` = Theme(
        normal: Style(),
        focused: Style(foreground: .black, background: .cyan, attributes: .bold),
        selected: Style(foreground: .white, background: .blue),
        disabled: Style(foreground: .brightBlack),
        header: Style(foreground: .brightWhite, attributes: .bold),
        accent: Style(foreground: .cyan),
        error: Style(foreground: .brightRed, attributes: .bold),
        border: Style(foreground: .brightBlack),
        hint: Style(foreground: .white, background: .blue),
        hintKey: Style(foreground: .brightYellow, background: .blue, attributes: .bold),
        statusBar: Style(foreground: .white, background: .blue),
        usesColor: true
    )

    /// An attributes-only theme (reverse, bold, underline, dim) for NO_COLOR and colourless terminals.
    public static let monochrome = Theme(
        normal: Style(),
        focused: Style(attributes: .reverse),
        selected: Style(attributes: [.bold, .underline]),
        disabled: Style(attributes: .dim),
        header: Style(attributes: .bold),
        accent: Style(attributes: .bold),
        error: Style(attributes: [.bold, .underline]),
        border: Style(),
        hint: Style(attributes: .reverse),
        hintKey: Style(attributes: [.reverse, .bold]),
        statusBar: Style(attributes: .reverse),
        usesColor: false
    )

    /// The theme to use for a terminal: `monochrome` when the environment sets `NO_COLOR`
    /// (to any non-empty value, per no-color.org) or the terminal has no colours, else `default`.
    public static func preferred(
        colorDepth: ColorDepth, environment: [String: String]
    ) -> Theme {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return noColor ? .monochrome : preferred(colorDepth: colorDepth)
    }

    /// The theme for a terminal that shows `colorDepth`: `monochrome` when it shows no colours,
    /// else `default`.
    public static func preferred(colorDepth: ColorDepth) -> Theme {
        colorDepth == .monochrome ? .monochrome : .default
    }
}
