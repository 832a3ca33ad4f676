/// Why an application could not run.
public enum ApplicationError: Error, CustomStringConvertible {
    /// `run()` was called while the application was already running.
    case alreadyRunning
    /// The terminal refused to start (e.g. standard input/output is not a terminal).
    case terminalFailedToStart(underlying: any Error)
    /// `run()` without `await` was called off the process's main thread, or after a top-level
    /// `await` handed the main queue to another thread.
    case notOnMainThread

    /// A message fit to print to standard error.
    public var description: String {
        switch self {
        case .alreadyRunning:
            return "The application is already running."
        case .terminalFailedToStart(let underlying):
            return "Cannot start the terminal user interface: \(underlying)"
        case .notOnMainThread:
            return "run() without await must be called on the main thread, from top-level code with no await."
        }
    }
}
