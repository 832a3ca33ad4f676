import ReCurses

/// One client's session on an `SSHServer`: its terminal and the `Application` the server's factory
/// made for it. Everything of the session (navigation, screens, focus, timers, tasks, theme,
/// clipboard, clock) belongs to this application alone; only what the app shares on purpose (a
/// store the factory captured) is seen by other sessions.
@MainActor
public final class SSHSession {
    /// The user name the client logged in with.
    public let user: String
    /// A number that tells the session apart from the others of this server (1, 2, 3, …).
    public let id: Int
    /// The session's terminal: the client's TERM, size and colours.
    public let terminal: SessionTerminal
    /// The application shown to this client, once made.
    public private(set) var application: Application?
    /// Whether the application runs.
    public var isRunning: Bool { application?.isRunning ?? false }

    private let idleTimeout: Duration?
    private var lastInput: Duration
    private var idleTimer: ClockTimer?
    private var onEnd: (@MainActor (SSHSession) -> Void)?

    /// A session of `user` on `terminal`; nothing runs until `begin`.
    init(user: String, id: Int, terminal: SessionTerminal, idleTimeout: Duration?) {
        self.user = user
        self.id = id
        self.terminal = terminal
        self.idleTimeout = idleTimeout
        lastInput = terminal.clock.now
    }

    /// Makes the application and starts it on the session's terminal, without waiting; `onEnd` is
    /// called once when it has quit and the terminal is given back.
    func begin(
        making makeApplication: @MainActor (SSHSession) -> Application, onEnd: @escaping @MainActor (SSHSession) -> Void
    ) {
        self.onEnd = onEnd
        let application = makeApplication(self)
        self.application = application
        do {
            try application.start()
        } catch {
            end()
            return
        }
        armIdleTimer()
    }

    /// Ends the session as the user's quit does: the screens disappear, the terminal is given back
    /// and the connection closes.
    public func quit() {
        guard let application, application.isRunning else { return end() }
        application.quit()
        end()
    }

    // MARK: From the connection

    /// Bytes the client typed.
    func receive(_ bytes: some Collection<UInt8>) {
        lastInput = terminal.clock.now
        terminal.receive(bytes)
        endIfStopped()
    }

    /// The client's window changed size.
    func resize(to size: Size) {
        terminal.resize(to: size)
    }

    /// The connection takes bytes again.
    func outputDrained() {
        terminal.outputDrained()
    }

    /// The client went away.
    func hangUp() {
        terminal.hangUp()
        end()
    }

    // MARK: Private

    /// A Ctrl-C (or any quit) inside the application stopped the terminal: the session is over.
    private func endIfStopped() {
        if let application, !application.isRunning { end() }
    }

    /// Ends the session once: its application quits (if it still runs), the terminal is given back,
    /// the server forgets it.
    func end() {
        idleTimer?.cancel()
        idleTimer = nil
        if let application, application.isRunning { application.quit() }
        terminal.stop()
        guard let onEnd else { return }
        self.onEnd = nil
        onEnd(self)
    }

    private func armIdleTimer() {
        guard let idleTimeout else { return }
        idleTimer = terminal.clock.schedule(at: lastInput + idleTimeout) { [weak self] in
            guard let self else { return }
            idleTimer = nil
            if terminal.clock.now - lastInput >= idleTimeout {
                quit()
            } else {
                armIdleTimer()
            }
        }
    }
}
