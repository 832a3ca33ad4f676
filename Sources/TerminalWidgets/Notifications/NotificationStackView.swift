/// The toasts of a `NotificationTray`, drawn one under the other: each a bordered box in its
/// severity's style holding its mark, its message (cut with "…") and a `×` that dismisses it.
final class NotificationStackView: View, PassiveOverlayMouseHandling {
    /// What the widget is to a screen reader: role, label, value, state and position.
    override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "notifications", value: visible.map(\.message).joined(separator: "\n"))
    }

    /// The tray whose notifications are drawn.
    weak var tray: NotificationTray?

    /// The rows one toast takes: its border and its message.
    static let toastHeight = 3

    /// The toasts that fit in the frame, newest last.
    private var visible: ArraySlice<PostedNotification> {
        guard let shown = tray?.shown else { return [] }
        return shown.suffix(max(0, bounds.height / Self.toastHeight))
    }

    /// Where the stack goes in a window of `size`: in the bottom-right corner, one column from the
    /// right edge and one row above the bottom (the status bar), as wide as the widest message
    /// allows up to the tray's `maximumWidth`, as tall as the toasts that fit.
    func frame(in size: Size) -> Rect {
        guard let tray, !tray.shown.isEmpty, size.width > 0, size.height > 0 else { return .zero }
        let widest = tray.shown.map { $0.message.displayWidth }.max() ?? 0
        let width = min(widest + 8, max(tray.maximumWidth, 10), size.width)
        let room = max(0, size.height - 1)
        let count = min(tray.shown.count, room / Self.toastHeight)
        let height = count * Self.toastHeight
        let x = max(0, size.width - width - 1)
        return Rect(x: x, y: max(0, room - height), width: min(width, size.width - x), height: height)
    }

    /// A press on a toast dismisses it; the other mouse events over the toasts go nowhere.
    func handlePassiveMouse(_ mouse: MouseEvent) -> Bool {
        guard case .press = mouse else { return true }
        let toasts = visible
        let index = mouse.position.y / Self.toastHeight
        guard index >= 0, index < toasts.count else { return true }
        tray?.dismiss(id: toasts[toasts.startIndex + index].id)
        return true
    }

    /// Each visible toast: its border, mark, message and `×`.
    override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        canvas.fill(bounds, with: Cell(" ", style: theme.normal))
        for (row, notification) in visible.enumerated() {
            let box = Rect(x: 0, y: row * Self.toastHeight, width: bounds.width, height: Self.toastHeight)
            let style = notification.severity.style(in: theme)
            canvas.drawBox(box, style: style)
            guard box.width > 4 else { continue }
            let y = box.minY + 1
            canvas.put(notification.severity.mark, at: Point(x: 2, y: y), style: style, maxWidth: 1)
            canvas.put("×", at: Point(x: box.width - 3, y: y), style: theme.normal, maxWidth: 1)
            canvas.put(
                notification.message, at: Point(x: 4, y: y), style: theme.normal, maxWidth: max(0, box.width - 8),
                ellipsis: true)
        }
    }
}
