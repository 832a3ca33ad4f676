extension Screen {
    /// Shows `message` as a toast in the corner of the screen's window for `timeout` on the app's clock
    /// (nil: until dismissed), from the screen or from one of its tasks; it never takes the focus.
    /// Returns the notification, or nil while the screen is in no window. See `NotificationTray`.
    @discardableResult
    public func notify(_ message: String, severity: NotificationSeverity = .info, timeout: Duration? = .seconds(4))
        -> PostedNotification?
    {
        guard let window = viewIfLoaded?.window ?? navigation?.window else { return nil }
        return window.notify(message, severity: severity, timeout: timeout)
    }
}
