/// A theme with the name a menu item or a command palette entry shows for it ("Dark", "Solarized").
public struct NamedTheme: Hashable, Sendable, CustomStringConvertible {
    /// What the theme is called where a user picks it.
    public var name: String
    /// The theme.
    public var theme: Theme

    /// The name (what a test run prints for the theme).
    public var description: String { name }

    /// Names `theme`.
    public init(_ name: String, _ theme: Theme) {
        self.name = name
        self.theme = theme
    }
}
