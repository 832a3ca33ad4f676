/// How a `WebServer` runs: who gets in, which pages may open sessions, and the limits that keep one
/// client from hurting the others.
public struct WebServerOptions: Sendable {
    /// Who may open the page and a session. Anyone by default (serve on loopback, or set a token).
    public var access: WebAccess
    /// The origins (`http://host:port`) whose pages may open a session; `nil`: only pages the server
    /// itself served (the `Origin` header names the `Host` the request was sent to).
    public var allowedOrigins: Set<String>?
    /// How many sessions run at once; the next page is told the server is full.
    public var maximumSessions: Int
    /// How long a session may go without input before it ends; `nil`: forever.
    public var idleTimeout: Duration?
    /// The largest message a page may send, in bytes (a paste included); a bigger one closes that
    /// page's socket.
    public var maximumMessageSize: Int
    /// How many bytes may be on their way to one page before frames are dropped (the latest frame is
    /// drawn whole when it catches up).
    public var outputBacklogLimit: Int
    /// The page's title.
    public var title: String

    /// Creates options; by default anyone may connect, up to 100 sessions, 64 KiB a message.
    public init(
        access: WebAccess = .anyone, allowedOrigins: Set<String>? = nil, maximumSessions: Int = 100,
        idleTimeout: Duration? = .seconds(30 * 60), maximumMessageSize: Int = 64 * 1024,
        outputBacklogLimit: Int = 256 * 1024, title: String = "ReCurses"
    ) {
        self.access = access
        self.allowedOrigins = allowedOrigins
        self.maximumSessions = max(0, maximumSessions)
        self.idleTimeout = idleTimeout
        self.maximumMessageSize = max(1024, maximumMessageSize)
        self.outputBacklogLimit = max(1024, outputBacklogLimit)
        self.title = title
    }
}
