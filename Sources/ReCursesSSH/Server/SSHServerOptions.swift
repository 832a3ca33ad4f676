/// How an `SSHServer` runs: its key, who gets in, and the limits that keep one client from hurting
/// the others.
public struct SSHServerOptions {
    /// The host key: a file created on first start and reused (the default, `ssh_host_ed25519_key`
    /// in the working directory), a given key, or a new one each start.
    public var hostKey: SSHHostKey
    /// Who may open a session. Nobody by default.
    public var authentication: SSHAuthentication
    /// How many sessions run at once; the next client is told the server is full.
    public var maximumSessions: Int
    /// How long a session may go without input before it ends; `nil`: forever.
    public var idleTimeout: Duration?
    /// How many failed authentication attempts close a connection.
    public var maximumAuthenticationAttempts: Int
    /// How many bytes may be on their way to one client before frames are dropped (the latest
    /// frame is drawn whole when it catches up): a client that stops reading costs no more.
    public var outputBacklogLimit: Int
    /// Whether sessions report the mouse (on by default, as for a local full-screen app).
    public var mouse: Bool

    /// Creates options; by default nobody gets in until `authentication` says who may.
    public init(
        hostKey: SSHHostKey = .file("ssh_host_ed25519_key"),
        authentication: SSHAuthentication = SSHAuthentication(),
        maximumSessions: Int = 100,
        idleTimeout: Duration? = .seconds(30 * 60),
        maximumAuthenticationAttempts: Int = 6,
        outputBacklogLimit: Int = 256 * 1024,
        mouse: Bool = true
    ) {
        self.hostKey = hostKey
        self.authentication = authentication
        self.maximumSessions = max(0, maximumSessions)
        self.idleTimeout = idleTimeout
        self.maximumAuthenticationAttempts = max(1, maximumAuthenticationAttempts)
        self.outputBacklogLimit = max(1024, outputBacklogLimit)
        self.mouse = mouse
    }
}
