import OpenCombine

/// The notifications of one window (`Window.notifications`): toasts stacked in the bottom-right
/// corner above the status bar line, the newest at the bottom, each leaving after its timeout on the
/// window's clock. They never take the focus or a key from the app: they sit in an overlay set
/// aside from events, a click on one (on its `×`, or anywhere on it) dismisses it, and
/// `dismissKey` (Ctrl-G by default, bound on the window while a toast shows) dismisses the newest.
///
/// A toast's countdown runs whether or not a dialog covers the app: a notification is a passing
/// message, what must not be missed belongs in a dialog, and every notification stays in `log` and
/// goes out on `posted` (a screen-reader mode prints them from there).
@MainActor
public final class NotificationTray: WindowAccessory {
    /// The notifications on screen, oldest first.
    public private(set) var shown: [PostedNotification] = []
    /// The last `logLimit` notifications posted, oldest first, whether still shown or not.
    public private(set) var log: [PostedNotification] = []
    /// How many notifications `log` keeps.
    public var logLimit = 100
    /// The most toasts shown at once; posting more dismisses the oldest.
    public var maximumShown = 4 {
        didSet { maximumShown = max(1, maximumShown) }
    }
    /// The widest a toast gets, border included.
    public var maximumWidth = 40 {
        didSet { if maximumWidth != oldValue { view.setNeedsLayout() } }
    }

    /// Every notification, as it is posted.
    public var posted: AnyPublisher<PostedNotification, Never> { postedSubject.eraseToAnyPublisher() }

    /// The key that dismisses the newest toast; nil for none.
    public var dismissKey: Key? = .ctrl("g") {
        didSet { if dismissKey != oldValue { updateBinding() } }
    }

    /// Dismisses the newest notification (bound to `dismissKey` on the window).
    public static let dismissCommand = Command("dismissNotification", help: "Dismiss the notification")

    private weak var window: Window?
    private let postedSubject = PassthroughSubject<PostedNotification, Never>()
    private var nextID = 1
    private var timers: [Int: ClockTimer] = [:]
    /// The overlay the toasts are drawn in, presented while any shows.
    let view = NotificationStackView()

    init(window: Window) {
        self.window = window
        view.tray = self
        window.addCommand(Self.dismissCommand, isEnabled: { [unowned self] in !shown.isEmpty }) {
            [unowned self] in
            if let newest = shown.last { dismiss(id: newest.id) }
        }
        updateBinding()
    }

    /// Shows `message` as a toast of `severity` for `timeout` (nil: until dismissed) and sends it on
    /// `posted`; returns it.
    @discardableResult
    public func post(_ message: String, severity: NotificationSeverity = .info, timeout: Duration? = .seconds(4))
        -> PostedNotification
    {
        let clock = window?.clock ?? .system
        let notification = PostedNotification(
            id: nextID, message: message, severity: severity, timeout: timeout, postedAt: clock.now)
        nextID += 1
        log.append(notification)
        if log.count > logLimit { log.removeFirst(log.count - max(0, logLimit)) }
        shown.append(notification)
        while shown.count > maximumShown { dismiss(id: shown[0].id) }
        if let timeout {
            let id = notification.id
            timers[id] = clock.schedule(after: timeout) { [weak self] in self?.dismiss(id: id) }
        }
        showsChanged()
        postedSubject.send(notification)
        return notification
    }

    /// Takes notification `id` off the screen (it stays in `log`).
    public func dismiss(id: Int) {
        timers.removeValue(forKey: id)?.cancel()
        guard let index = shown.firstIndex(where: { $0.id == id }) else { return }
        shown.remove(at: index)
        showsChanged()
    }

    /// Takes every notification off the screen.
    public func dismissAll() {
        for timer in timers.values { timer.cancel() }
        timers.removeAll()
        shown.removeAll()
        showsChanged()
    }

    /// The toasts changed: redraws them, presenting the overlay above every layer (set aside from
    /// events) or dismissing it when none is left.
    private func showsChanged() {
        guard let window else { return }
        window.responderTableDidChange()
        if shown.isEmpty {
            if view.window != nil { window.dismissOverlay(view) }
            return
        }
        if view.window != nil, window.overlays.last !== view { window.dismissOverlay(view) }
        if view.window == nil {
            window.presentOverlay(view, placement: .custom { [unowned view] size in view.frame(in: size) })
            window.setTakesEvents(false, overlay: view)
        }
        view.setNeedsLayout()
        view.setNeedsDisplay()
    }

    private func updateBinding() {
        guard let window else { return }
        var bindings = window.keyBindings.filter { !$0.command.matches(Self.dismissCommand) }
        if let dismissKey {
            bindings.append(KeyBinding(dismissKey, Self.dismissCommand, isHintVisible: false))
        }
        window.keyBindings = bindings
    }
}
