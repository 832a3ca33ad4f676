/// Why an application quits: its user asked, or the process was asked to end from outside.
public enum QuitReason: Hashable, Sendable {
    /// The app or its user asked: a quit key, a menu command, `Application.quit()`.
    case user
    /// SIGTERM: the process was asked to terminate (`kill`, a service manager, a shutdown).
    case terminated
    /// SIGHUP, or the end of the terminal's input: the terminal went away (its window was closed,
    /// the connection dropped). What is drawn no longer reaches anyone.
    case hungUp
}
