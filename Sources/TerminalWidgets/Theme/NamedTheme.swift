/// A theme with the name a menu item or a command palette entry shows for it ("Dark", "Solarized").
public struct NamedTheme: Hashable, Sendable {
    /// What the theme is called where a user picks it.
    public var name: String
    /// The theme.
    public var theme: Theme

    /// Names `theme`.
    public init(_ name: String, _ theme: Theme) {
        self.name = name
        self.theme = theme
    }
}
