/// Why a terminal (`CursesTerminal`, `InlineTerminal`) could not take over the screen.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// The terminal device could not be opened, e.g. the process has no controlling terminal (CI, a daemon, no stdin).
    case noTerminal(path: String, reason: String)
    /// The device opened but is not a terminal.
    case notATerminal(path: String)
    /// ncurses does not know the terminal type named by `TERM`.
    case unknownTerminalType(String)
    /// The terminal could not be prepared (a system call failed).
    case setupFailed(String)
    /// `start` was called while the terminal was already started.
    case alreadyStarted
    /// The terminal cannot move its cursor to a given place (`TERM=dumb`), which drawing needs.
    case cannotAddressCursor(terminalType: String)

    /// A message that tells the user what is wrong and what to do.
    public var description: String {
        switch self {
        case .noTerminal(let path, let reason):
            "cannot open the terminal \(path): \(reason). Run the program in an interactive terminal."
        case .notATerminal(let path):
            "\(path) is not a terminal. Run the program in an interactive terminal."
        case .unknownTerminalType(let name):
            "the terminal type \"\(name)\" is unknown to ncurses. Set TERM to a known type, e.g. TERM=xterm-256color."
        case .setupFailed(let reason):
            "cannot prepare the terminal: \(reason)"
        case .alreadyStarted:
            "the terminal is already started"
        case .cannotAddressCursor(let name):
            "the terminal type \"\(name)\" cannot move the cursor, which a terminal user interface needs. "
                + "Run the program in a terminal emulator, or set TERM to its type, e.g. TERM=xterm-256color."
        }
    }
}
