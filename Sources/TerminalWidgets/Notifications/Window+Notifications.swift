extension Window {
    /// The window's notifications (toasts), attached the first time they are asked for.
    public var notifications: NotificationTray {
        accessory(NotificationTray.self) { NotificationTray(window: self) }
    }

    /// Shows `message` as a toast in the bottom-right corner for `timeout` on the window's clock (nil:
    /// until dismissed); it never takes the focus. Returns the notification (see `NotificationTray`).
    @discardableResult
    public func notify(_ message: String, severity: NotificationSeverity = .info, timeout: Duration? = .seconds(4))
        -> PostedNotification
    {
        notifications.post(message, severity: severity, timeout: timeout)
    }
}
