import ReCurses
import ReCursesServing

/// One browser tab's session on a `WebServer`: its terminal and the `Application` the server's
/// factory made for it. Everything of the session (navigation, screens, focus, timers, tasks, theme,
/// clipboard, clock) belongs to this application alone; only what the app shares on purpose (a store
/// the factory captured) is seen by other sessions. Closing the tab ends it.
@MainActor
public final class WebSession {
    /// The user: the basic-auth name the page logged in with, or `web-<id>`.
    public let user: String
    /// A number that tells the session apart from the others of this server (1, 2, 3, …).
    public let id: Int
    /// The session's terminal: the page's size in cells.
    public let terminal: WebSessionTerminal
    /// The application shown in this tab, once made.
    public var application: Application? { life.application }
    /// Whether the application runs.
    public var isRunning: Bool { life.isRunning }

    private let life: SessionLifecycle

    /// A session of `user` on `terminal`; nothing runs until `begin`.
    init(user: String, id: Int, terminal: WebSessionTerminal, idleTimeout: Duration?) {
        self.user = user
        self.id = id
        self.terminal = terminal
        life = SessionLifecycle(clock: terminal.clock, idleTimeout: idleTimeout)
    }

    /// Makes the application and starts it, without waiting; `onEnd` is called once when it has quit.
    func begin(
        making makeApplication: @MainActor (WebSession) -> Application, onEnd: @escaping @MainActor (WebSession) -> Void
    ) {
        terminal.focusedRows = { [weak self] in
            guard let frame = self?.application?.window.focusedView?.frameInWindow, frame.size.height > 0 else {
                return nil
            }
            return frame.origin.y..<(frame.origin.y + frame.size.height)
        }
        life.begin(
            { makeApplication(self) }, stopTerminal: { [terminal] in terminal.stop() },
            onEnd: { [unowned self] in onEnd(self) })
    }

    /// Ends the session as the user's quit does: the screens disappear and the page is told so.
    public func quit() {
        life.end()
    }

    // MARK: From the connection

    /// What the page sent.
    func receive(_ meaning: WebInput.Meaning) {
        life.noteInput()
        switch meaning {
        case .events(let events): terminal.receive(events)
        case .resize(let size): terminal.resize(to: size)
        }
        life.endIfStopped()
    }

    /// The connection takes messages again.
    func outputDrained() {
        terminal.outputDrained()
    }

    /// The page went away.
    func hangUp() {
        terminal.hangUp()
        life.end()
    }
}
