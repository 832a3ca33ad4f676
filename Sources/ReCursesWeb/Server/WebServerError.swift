/// Why a `WebServer` could not start or run.
public enum WebServerError: Error, Hashable, Sendable {
    /// `start()` was called on a running server.
    case alreadyRunning
    /// `run()` was called off the process's main thread.
    case notOnMainThread
    /// The server did not start listening in time.
    case startTimedOut
}
