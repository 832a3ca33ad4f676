import ReStore
import TerminalUI

/// A timer that belongs to a screen (`Screen.every(_:_:)`, `Screen.after(_:_:)`): it counts down
/// only while the screen is visible, on the application's clock, and runs its action on the main
/// actor.
///
/// It is paused when the screen disappears (covered by a pushed screen or a modal, popped,
/// dismissed) and goes on with the time it had left when the screen appears again; it stops for
/// good when cancelled, when a one-shot timer has fired, or when the screen leaves its navigation
/// stack (popped, dismissed, the application quit).
@MainActor
public final class ScreenTimer {
    /// The time between two firings, or nil for a timer that fires once.
    public let interval: Duration?
    /// Whether the timer will still fire (false once cancelled or stopped, or once a one-shot timer
    /// fired).
    public private(set) var isActive = true
    /// Whether the timer is counting down now (its screen is visible).
    public var isRunning: Bool { clockTimer?.isScheduled == true }

    /// The time left until the next firing, as of the last pause.
    private var remaining: Duration
    /// The clock timer while the timer runs.
    private var clockTimer: ClockTimer?
    private weak var runningClock: TerminalClock?
    private let action: @MainActor () -> Void
    /// The screen's work, told when the timer is done.
    weak var owner: ScreenWork?

    init(delay: Duration, interval: Duration?, action: @escaping @MainActor () -> Void) {
        self.remaining = max(delay, .zero)
        self.interval = interval.map { max($0, TerminalClock.minimumInterval) }
        self.action = action
    }

    /// Stops the timer for good. Calling it again does nothing.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        clockTimer?.cancel()
        clockTimer = nil
        owner?.timerDidEnd(self)
    }

    /// Starts counting down the time left, on `clock`.
    func resume(on clock: TerminalClock) {
        guard isActive, clockTimer == nil else { return }
        runningClock = clock
        clockTimer = clock.schedule(after: remaining, repeating: interval) { [weak self] in self?.fire() }
    }

    /// Stops counting down and keeps the time left for the next `resume(on:)`.
    func pause() {
        guard let clockTimer else { return }
        if let runningClock { remaining = max(clockTimer.deadline - runningClock.now, .zero) }
        clockTimer.cancel()
        self.clockTimer = nil
    }

    private func fire() {
        if interval == nil {
            isActive = false
            clockTimer = nil
            owner?.timerDidEnd(self)
        }
        DispatchOrigin.withLabel("timer", automatic: true) { action() }
    }
}
