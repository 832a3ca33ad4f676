import CTerminalSignals
import TerminalCore

/// Passes the process's requests to quit (SIGTERM, SIGHUP, the terminal's input ending) on to the
/// handler a terminal was given (`Terminal.handleQuitRequests`), once, while the terminal is started.
/// Without a handler the signals end the process at once, as before.
///
/// While it is active the C exit handlers take the first SIGTERM or SIGHUP as a request, announce it
/// through `SignalNotifier` and start the deadline; a second signal or the deadline restores the
/// terminal and ends the process by the first signal, whatever the main thread is doing.
@MainActor
package final class QuitRequestRelay {
    private var handler: (@MainActor (QuitReason) -> Void)?
    private var deadline = Duration.seconds(2)
    private var isActive = false
    /// The reason handed to the handler, once it has been.
    package private(set) var deliveredReason: QuitReason?

    /// A relay with no handler.
    package init() {}

    /// Whether a handler takes the requests (else the signals end the process at once).
    package var hasHandler: Bool { handler != nil }

    /// Keeps `handler` and `deadline`; applies them at once while active.
    package func configure(deadline: Duration, handler: (@MainActor (QuitReason) -> Void)?) {
        self.deadline = deadline
        self.handler = handler
        guard isActive else { return }
        apply()
    }

    /// The terminal started: requests go to the handler from now on (when there is one).
    package func activate() {
        isActive = true
        deliveredReason = nil
        apply()
    }

    /// The terminal stopped: SIGTERM and SIGHUP end the process at once again.
    package func deactivate() {
        isActive = false
        rt_disable_orderly_quit()
    }

    /// Hands a SIGTERM or SIGHUP among `arrivals` to the handler; returns whether there was one.
    package func deliver(_ arrivals: SignalNotifier.Arrivals) -> Bool {
        if arrivals.contains(.hangUp) {
            deliver(.hungUp)
        } else if arrivals.contains(.terminate) {
            deliver(.terminated)
        } else {
            return false
        }
        return true
    }

    /// The terminal's input ended. Returns false when nobody takes the request (the caller then
    /// ends the process as a SIGHUP would); otherwise the deadline runs and the handler was called.
    package func hangUp() -> Bool {
        guard isActive, handler != nil, rt_orderly_quit_enabled() != 0 else { return false }
        _ = rt_request_quit_on_hang_up()
        deliver(.hungUp)
        return true
    }

    private func deliver(_ reason: QuitReason) {
        guard isActive, deliveredReason == nil, let handler else { return }
        deliveredReason = reason
        handler(reason)
    }

    private func apply() {
        guard handler != nil else {
            rt_disable_orderly_quit()
            return
        }
        // A request under way keeps the deadline it started with.
        guard rt_pending_quit_signal() == 0 else { return }
        let (seconds, attoseconds) = min(max(deadline, .nanoseconds(1)), .seconds(1_000_000_000)).components
        // When the timer cannot be made the signals simply keep ending the process at once.
        _ = rt_enable_orderly_quit(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
