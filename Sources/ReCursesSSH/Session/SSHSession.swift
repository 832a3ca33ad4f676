import ReCurses
import ReCursesServing

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
    public var application: Application? { life.application }
    /// Whether the application runs.
    public var isRunning: Bool { life.isRunning }

    private let life: SessionLifecycle

    /// A session of `user` on `terminal`; nothing runs until `begin`.
    init(user: String, id: Int, terminal: SessionTerminal, idleTimeout: Duration?) {
        self.user = user
        self.id = id
        self.terminal = terminal
        life = SessionLifecycle(clock: terminal.clock, idleTimeout: idleTimeout)
    }

    /// Makes the application and starts it on the session's terminal, without waiting; `onEnd` is
    /// called once when it has quit and the terminal is given back.
    func begin(
        making makeApplication: @MainActor (SSHSession) -> Application, onEnd: @escaping @MainActor (SSHSession) -> Void
    ) {
        life.begin(
            { makeApplication(self) }, stopTerminal: { [terminal] in terminal.stop() },
            onEnd: { [unowned self] in onEnd(self) })
    }

    /// Ends the session as the user's quit does: the screens disappear, the terminal is given back
    /// and the connection closes.
    public func quit() {
        life.end()
    }

    // MARK: From the connection

    /// Bytes the client typed.
    func receive(_ bytes: some Collection<UInt8>) {
        life.noteInput()
        terminal.receive(bytes)
        life.endIfStopped()
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

    /// Ends the session once: its application quits (if it still runs), the terminal is given back,
    /// the server forgets it.
    func end() {
        life.end()
    }
}
