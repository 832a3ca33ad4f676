/// How much a notification matters, which picks its mark and the theme style of its border.
public enum NotificationSeverity: Sendable, Hashable, CaseIterable {
    /// News: `i`, the theme's border style.
    case info
    /// Something worked: `✓`, the theme's accent style.
    case success
    /// Something needs a look: `!`, the theme's header style.
    case warning
    /// Something failed: `✗`, the theme's error style.
    case error

    /// The mark before the message.
    public var mark: String {
        switch self {
        case .info: "i"
        case .success: "✓"
        case .warning: "!"
        case .error: "✗"
        }
    }

    /// The style of the notification's border and mark in `theme`.
    public func style(in theme: Theme) -> Style {
        switch self {
        case .info: theme.border
        case .success: theme.accent
        case .warning: theme.header
        case .error: theme.error
        }
    }
}
