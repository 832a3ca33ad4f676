/// The named themes every app can switch between, and the way to make one of its own.
///
/// ```swift
/// let ocean = Theme.dark.with { $0.accent = Style(foreground: .brightBlue); $0.focused.background = .blue }
/// application.theme = ocean
/// ```
extension Theme {
    /// For a dark terminal background: light text for headings, cyan focus, a blue status bar (the
    /// same roles as `Theme.default`).
    public static let dark = Theme.default

    /// For a light terminal background: dark headings, a blue focus, a light grey status bar.
    public static let light = Theme(
        normal: Style(),
        focused: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        selected: Style(foreground: .black, background: .brightCyan),
        disabled: Style(foreground: .brightBlack),
        header: Style(foreground: .black, attributes: .bold),
        accent: Style(foreground: .blue),
        error: Style(foreground: .red, attributes: .bold),
        border: Style(foreground: .brightBlack),
        hint: Style(foreground: .black, background: .white),
        hintKey: Style(foreground: .blue, background: .white, attributes: .bold),
        statusBar: Style(foreground: .black, background: .white),
        usesColor: true
    )

    /// Bright, bold roles on a dark background for low vision: black on bright yellow focus, white
    /// borders, errors on a red field.
    public static let highContrast = Theme(
        normal: Style(),
        focused: Style(foreground: .black, background: .brightYellow, attributes: .bold),
        selected: Style(foreground: .black, background: .brightWhite, attributes: .bold),
        disabled: Style(foreground: .white, attributes: .dim),
        header: Style(foreground: .brightWhite, attributes: [.bold, .underline]),
        accent: Style(foreground: .brightYellow, attributes: .bold),
        error: Style(foreground: .brightWhite, background: .red, attributes: .bold),
        border: Style(foreground: .brightWhite),
        hint: Style(foreground: .black, background: .brightWhite),
        hintKey: Style(foreground: .black, background: .brightYellow, attributes: .bold),
        statusBar: Style(foreground: .black, background: .brightWhite),
        usesColor: true
    )

    /// The built-in themes with their names, in the order a menu lists them: Dark, Light, High
    /// contrast, Monochrome.
    public static let builtIn: [NamedTheme] = [
        NamedTheme("Dark", .dark), NamedTheme("Light", .light), NamedTheme("High contrast", .highContrast),
        NamedTheme("Monochrome", .monochrome),
    ]

    /// This theme with some roles changed: an app's own theme made from a built-in one.
    ///
    /// - parameter change: Changes the roles of a copy of this theme.
    /// - returns: The changed copy.
    public func with(_ change: (inout Theme) -> Void) -> Theme {
        var theme = self
        change(&theme)
        return theme
    }

    /// The theme to start with when the app chose none: `monochrome` on a terminal that shows no
    /// colours (the ncurses and inline terminals show none under `NO_COLOR`), else `light` on a
    /// terminal that reported a light background and `dark` otherwise.
    ///
    /// - parameter colorDepth: What the terminal shows.
    /// - parameter background: What the terminal answered to the background query, if anything.
    /// - returns: The theme.
    public static func preferred(colorDepth: ColorDepth, background: TerminalBackground?) -> Theme {
        guard colorDepth != .monochrome else { return .monochrome }
        return background == .light ? .light : .dark
    }

    /// The theme a terminal showing `colorDepth` draws `chosen` with: `monochrome` replaces a colour
    /// theme on a terminal that shows no colours (NO_COLOR wins over any choice), so focus and
    /// selection stay visible through attributes.
    ///
    /// - parameter chosen: The theme the app chose.
    /// - parameter colorDepth: What the terminal shows.
    /// - returns: The theme to draw with.
    public static func fitting(_ chosen: Theme, colorDepth: ColorDepth) -> Theme {
        colorDepth == .monochrome && chosen.usesColor ? .monochrome : chosen
    }
}
