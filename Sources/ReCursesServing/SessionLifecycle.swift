import ReCurses

/// The life of one served session, whatever carries it (SSH, a WebSocket): the application the
/// server's factory made, started on the session's terminal; an idle timeout on the session's own
/// clock; and one orderly end (the application quits, the terminal is given back, the server forgets
/// the session), however it comes (the user quits, the client goes away, the server shuts down).
@MainActor
package final class SessionLifecycle {
    /// The application, once made.
    package private(set) var application: Application?
    /// Whether the application runs.
    package var isRunning: Bool { application?.isRunning ?? false }

    private let clock: TerminalClock
    private let idleTimeout: Duration?
    private var lastInput: Duration
    private var idleTimer: ClockTimer?
    private var stopTerminal: @MainActor () -> Void = {}
    private var onEnd: (@MainActor () -> Void)?

    /// The life of a session timed on `clock`, ended after `idleTimeout` without input (`nil`: never).
    package init(clock: TerminalClock, idleTimeout: Duration?) {
        self.clock = clock
        self.idleTimeout = idleTimeout
        lastInput = clock.now
    }

    /// Makes the application and starts it, without waiting. `stopTerminal` gives the terminal back
    /// (it must be idempotent); `onEnd` is called once, when the session has ended.
    package func begin(
        _ makeApplication: () -> Application, stopTerminal: @escaping @MainActor () -> Void,
        onEnd: @escaping @MainActor () -> Void
    ) {
        self.stopTerminal = stopTerminal
        self.onEnd = onEnd
        let application = makeApplication()
        self.application = application
        do {
            try application.start()
        } catch {
            end()
            return
        }
        armIdleTimer()
    }

    /// Input arrived: the idle timeout counts from now.
    package func noteInput() {
        lastInput = clock.now
    }

    /// Ends the session if its application quit (a Ctrl-C, a quit command).
    package func endIfStopped() {
        if let application, !application.isRunning { end() }
    }

    /// Ends the session once: the application quits (if it still runs), the terminal is given back,
    /// `onEnd` is called. Later calls only give the terminal back again (a no-op).
    package func end() {
        idleTimer?.cancel()
        idleTimer = nil
        if let application, application.isRunning { application.quit() }
        stopTerminal()
        guard let onEnd else { return }
        self.onEnd = nil
        onEnd()
    }

    private func armIdleTimer() {
        guard let idleTimeout else { return }
        idleTimer = clock.schedule(at: lastInput + idleTimeout) { [weak self] in
            guard let self else { return }
            idleTimer = nil
            if clock.now - lastInput >= idleTimeout {
                end()
            } else {
                armIdleTimer()
            }
        }
    }
}
