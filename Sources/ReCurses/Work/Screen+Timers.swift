import TerminalUI

/// Timers that live with the screen.
extension Screen {
    /// Runs `action` every `interval` while the screen is visible, on the application's clock; the
    /// first time one interval after the screen appears (or after this call, when it is visible).
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     every(.seconds(1)) { [unowned self] in actions.tick() }
    /// }
    /// ```
    ///
    /// Make a screen's timers once (in `init` or `viewDidLoad`): they pause while the screen is
    /// covered and go on when it comes back, and stop for good when it leaves its navigation stack.
    /// An interval shorter than `TerminalClock.minimumInterval` is lengthened to it. The screen
    /// keeps the action until then: capture the screen weakly or unowned.
    @discardableResult
    public func every(_ interval: Duration, _ action: @escaping @MainActor () -> Void) -> ScreenTimer {
        let interval = max(interval, TerminalClock.minimumInterval)
        let timer = ScreenTimer(delay: interval, interval: interval, action: action)
        work.add(timer)
        return timer
    }

    /// Runs `action` once, after the screen has been visible for `delay` (a negative delay counts as
    /// zero): the countdown pauses while the screen is covered.
    @discardableResult
    public func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScreenTimer {
        let timer = ScreenTimer(delay: delay, interval: nil, action: action)
        work.add(timer)
        return timer
    }

    /// The screen's timers that will still fire (running or paused).
    public var activeTimers: [ScreenTimer] { work.timers }

    /// The clock of the window that shows the screen (the application's clock; virtual under
    /// `AppDriver`), or the system clock while the screen is on no shown stack. Tasks wait on it:
    /// `try await clock.sleep(for: .seconds(1))`.
    public var clock: TerminalClock {
        navigation?.window?.clock ?? .system
    }
}
