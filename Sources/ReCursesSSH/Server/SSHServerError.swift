#if canImport(Glibc)
    import Glibc
#endif

/// Why an `SSHServer` could not start.
public enum SSHServerError: Error, CustomStringConvertible {
    /// The host key file could not be written.
    case hostKeyFile(path: String, errno: Int32)
    /// The server is already running.
    case alreadyRunning
    /// `run()` was called off the process's main thread.
    case notOnMainThread

    /// A sentence for the command line.
    public var description: String {
        switch self {
        case .hostKeyFile(let path, let code): "cannot write the host key \(path): \(String(cString: strerror(code)))"
        case .alreadyRunning: "the server is already running"
        case .notOnMainThread: "run() must be called on the main thread"
        }
    }
}
