/// A notification as it was posted: what it says, how much it matters, when it was posted on the
/// window's clock and how long it stays (nil: until dismissed).
public struct PostedNotification: Sendable, Hashable, Identifiable {
    /// Tells the window's notifications apart, in the order posted.
    public let id: Int
    /// The text shown.
    public let message: String
    /// How much it matters.
    public let severity: NotificationSeverity
    /// How long it stays on screen; nil keeps it until it is dismissed.
    public let timeout: Duration?
    /// The clock's time when it was posted.
    public let postedAt: Duration
}
