/// A timer scheduled on a `TerminalClock`: its action runs on the main actor at `deadline`, once or
/// every `interval`, until it is cancelled.
///
/// ```swift
/// let timer = clock.schedule(after: .seconds(1), repeating: .seconds(1)) { label.text = "tick" }
/// timer.cancel()
/// ```
///
/// The clock holds a scheduled timer (and so its action) until it fires for the last time or is
/// cancelled; capture `self` weakly in an action that may outlive it.
@MainActor
public final class ClockTimer {
    /// The time between two firings of a repeating timer; nil for a timer that fires once.
    public let interval: Duration?
    /// When the timer fires next, on its clock.
    public internal(set) var deadline: Duration
    /// Whether the timer will still fire (false once cancelled, or once a one-shot timer fired).
    public internal(set) var isScheduled = true

    /// The order in which timers with equal deadlines fire (the order they were scheduled in).
    var sequence: UInt64
    /// What the timer does.
    let action: @MainActor () -> Void
    /// The clock the timer is scheduled on.
    private(set) weak var clock: TerminalClock?

    init(
        clock: TerminalClock, deadline: Duration, interval: Duration?, sequence: UInt64,
        action: @escaping @MainActor () -> Void
    ) {
        self.clock = clock
        self.deadline = deadline
        self.interval = interval
        self.sequence = sequence
        self.action = action
    }

    /// Stops the timer; it does not fire again. Calling it again, or on a timer that fired for the
    /// last time, does nothing.
    public func cancel() {
        clock?.unschedule(self)
    }
}
