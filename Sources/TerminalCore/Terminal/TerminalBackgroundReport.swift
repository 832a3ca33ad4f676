/// What a backend learned of its terminal's background from the OSC 11 query it wrote at start: the
/// answer, or nothing once `BackgroundColorQuery.timeout` passed on the backend's clock without one.
/// A backend feeds it the replies its parser took and hands `whenKnown` handlers to it.
@MainActor
public final class TerminalBackgroundReport {
    /// The background the terminal answered with; nil while waiting and when it did not answer.
    public private(set) var background: TerminalBackground?
    /// Whether the wait is over (the terminal answered, or the timeout passed, or it was ended).
    public private(set) var isSettled = false

    private var handlers: [@MainActor (TerminalBackground?) -> Void] = []
    private var timer: ClockTimer?

    /// Starts waiting for the answer to a query just written: after `timeout` on `clock` without
    /// one, the terminal counts as one that does not answer.
    public init(clock: TerminalClock, timeout: Duration = BackgroundColorQuery.timeout) {
        timer = clock.schedule(after: timeout) { [weak self] in self?.settle(nil) }
    }

    /// A report that is already settled with `background` (for a terminal that cannot be asked: nil).
    public init(settled background: TerminalBackground?) {
        self.background = background
        isSettled = true
    }

    /// Takes the background from `replies` when one of them answers the query before the timeout.
    public func receive(_ replies: [TerminalReply]) {
        for reply in replies {
            if case .backgroundColor(let color) = reply { settle(TerminalBackground(color: color)) }
        }
    }

    /// Calls `handler` once with the background: now when the wait is over, else when it ends.
    public func whenKnown(_ handler: @escaping @MainActor (TerminalBackground?) -> Void) {
        if isSettled { handler(background) } else { handlers.append(handler) }
    }

    /// Stops waiting (the terminal stopped): the handlers still waiting are dropped, unanswered.
    public func end() {
        timer?.cancel()
        timer = nil
        handlers.removeAll()
        isSettled = true
    }

    private func settle(_ answer: TerminalBackground?) {
        guard !isSettled else { return }
        isSettled = true
        background = answer
        timer?.cancel()
        timer = nil
        let waiting = handlers
        handlers.removeAll()
        for handler in waiting { handler(answer) }
    }
}
