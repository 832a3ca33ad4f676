import Dispatch
import NIOCore
import NIOPosix
import NIOSSH
import ReCurses
import ReCursesServing
import TerminalIO

/// Serves a ReCurses app over SSH: every client that logs in gets a session of its own, with its own
/// terminal and its own `Application`, made by the factory the server was given.
///
/// ```swift
/// let store = Store(reducer: boardReducer, state: BoardState())       // one store, shared
/// let server = SSHServer(port: 2222, options: SSHServerOptions(authentication: .authorizedKeys("keys"))) {
///     session in Application(store: store, root: BoardScreen(), terminal: session.terminal)
/// }
/// try server.run()
/// ```
///
/// All sessions run on the main actor, like any ReCurses app: the network runs on SwiftNIO's event
/// loop threads and hands every byte, resize and hang-up to the main queue, in order. So a store
/// the factory captures is one store behind every session, and a change one user makes reaches every
/// other session's screen in its next frame.
///
/// The server refuses what a full-screen app server must not offer: commands (exec), subsystems
/// (sftp, scp), port and agent forwarding, X11, and sessions without a pseudo-terminal (the client is
/// told why, then the channel closes). Ctrl-C ends the session it was typed in only.
@MainActor
public final class SSHServer {
    /// The address the server listens on.
    public let host: String
    /// The port asked for (0: any free port, see `boundPort`).
    public let port: Int
    /// Keys, authentication and limits.
    public let options: SSHServerOptions
    /// The port the server listens on, once started.
    public private(set) var boundPort: Int?
    /// The sessions running now, oldest first.
    public var sessions: [SSHSession] { registry.sessions }
    /// How many TCP connections are open (logged in or not).
    public var connectionCount: Int { openConnections.value.count }
    /// How many sessions were refused because the server was full.
    public var refusedSessionCount: Int { registry.refusedCount }
    /// Whether the server listens.
    public var isRunning: Bool { serverChannel != nil }
    /// The host key's public half in OpenSSH's format (`ssh-ed25519 AAAA…`), once started.
    public private(set) var hostPublicKey: String?

    /// Makes each session's clock: a real-time clock of its own (tests give virtual ones).
    var makeClock: @MainActor () -> TerminalClock = { .realTime() }

    private let makeApplication: @MainActor (SSHSession) -> Application
    private var group: MultiThreadedEventLoopGroup?
    private var serverChannel: (any Channel)?
    private var policy: AuthenticationPolicy
    private var registry: SessionRegistry<SSHSession>
    private let runLoop = ServerRunLoop()
    private var stopRequested = false
    private let openConnections = LockedValue<[ObjectIdentifier: any Channel]>([:])

    /// A server on `host`:`port` that shows each session the application `makeApplication` makes on
    /// the session's terminal (`session.terminal`).
    public init(
        host: String = "127.0.0.1", port: Int = 2222, options: SSHServerOptions = SSHServerOptions(),
        application makeApplication: @escaping @MainActor (SSHSession) -> Application
    ) {
        self.host = host
        self.port = port
        self.options = options
        self.makeApplication = makeApplication
        policy = AuthenticationPolicy(options.authentication)
        registry = SessionRegistry(maximumSessions: options.maximumSessions)
    }

    /// Loads (or creates) the host key and starts listening; returns at once. Sessions run as the
    /// main queue is served (`run()`, or an app's own run loop).
    public func start() throws {
        guard serverChannel == nil else { throw SSHServerError.alreadyRunning }
        let hostKey = try options.hostKey.load()
        hostPublicKey = String(openSSHPublicKey: hostKey.publicKey)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let channel: any Channel
        do {
            channel = try makeBootstrap(group: group, hostKey: hostKey).bind(host: host, port: port).wait()
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
        self.group = group
        serverChannel = channel
        boundPort = channel.localAddress?.port
        stopRequested = false
        runLoop.started()
    }

    /// Starts (unless started) and serves sessions on the main thread until `shutdown()`, or SIGINT, SIGTERM or
    /// SIGHUP, which shut down in order.
    public func run() throws {
        guard MainThreadLoop.isOnProcessMainThread else { throw SSHServerError.notOnMainThread }
        if !isRunning { try start() }
        runLoop.run { [weak self] in self?.shutdown() }
    }

    /// Starts (unless started) and serves sessions until `shutdown()`, or SIGINT, SIGTERM or SIGHUP,
    /// wherever the main queue is drained.
    public func run() async throws {
        if !isRunning { try start() }
        await runLoop.run { [weak self] in self?.shutdown() }
    }

    /// Stops in order: no new connections, every session's screens disappear and its terminal is
    /// given back, then the channels close and, once the clients hung up (or `shutdownGrace` passed),
    /// the connections. `run()` returns then. Idempotent.
    public func shutdown() {
        guard !stopRequested else { return }
        stopRequested = true
        for session in registry.removeAll() { session.quit() }
        serverChannel?.close(promise: nil)
        serverChannel = nil
        boundPort = nil
        finishShutdown(deadline: .now() + .milliseconds(Int(shutdownGrace.components.seconds * 1000)))
    }

    /// How long `shutdown()` waits for clients to hang up before it closes their connections.
    public var shutdownGrace: Duration = .seconds(2)

    /// Whether a shutdown has finished (every connection closed, the event loops stopped).
    public var isStopped: Bool { runLoop.isStopped }
    /// Called on the main actor when a shutdown has finished (for a caller that runs its own loop).
    public var onStopped: (@MainActor () -> Void)? {
        get { runLoop.onStopped }
        set { runLoop.onStopped = newValue }
    }

    private func finishShutdown(deadline: DispatchTime) {
        let open = openConnections.value
        if !open.isEmpty, DispatchTime.now() < deadline {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
                MainActor.assumeIsolated { self.finishShutdown(deadline: deadline) }
            }
            return
        }
        for channel in open.values { channel.close(promise: nil) }
        guard let group else { return runLoop.stopped() }
        self.group = nil
        group.shutdownGracefully { _ in
            DispatchQueue.main.async { MainActor.assumeIsolated { self.runLoop.stopped() } }
        }
    }

    // MARK: Sessions

    /// The shell request of a channel with a pseudo-terminal: a session starts, or the client is told
    /// the server is full (or that its terminal, `TERM=dumb`, cannot show the app).
    func openSession(
        on channel: SessionChannel, user: String, terminalType: String, size: Size, environment: [String: String]
    ) {
        guard !channel.isClosed, !stopRequested else { return }
        guard terminalType != "dumb" else {
            channel.writeError(
                "recurses: TERM=dumb cannot move the cursor; this server needs a full-screen terminal\r\n")
            channel.close(exitStatus: 1)
            return
        }
        guard let id = registry.admit() else {
            channel.writeError("recurses: \(registry.fullMessage)\r\n")
            channel.close(exitStatus: 1)
            return
        }
        let terminal = SessionTerminal(
            terminalType: terminalType, size: size, environment: environment, clock: makeClock(), mouse: options.mouse,
            write: { [weak channel] in channel?.write($0) ?? false },
            onStop: { [weak channel] in
                channel?.close()
                channel?.session?.end()
            })
        let session = SSHSession(user: user, id: id, terminal: terminal, idleTimeout: options.idleTimeout)
        channel.session = session
        registry.add(session)
        session.begin(making: makeApplication) { [weak self, weak channel] ended in
            self?.registry.remove(ended)
            channel?.session = nil
            channel?.close()
        }
    }

    // MARK: NIO

    private func makeBootstrap(group: MultiThreadedEventLoopGroup, hostKey: NIOSSHPrivateKey) -> ServerBootstrap {
        let server = self
        let methods = policy.methods
        let policy = policy
        let attempts = options.maximumAuthenticationAttempts
        let backlogLimit = options.outputBacklogLimit
        let connections = openConnections
        return ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                let id = ObjectIdentifier(channel)
                connections.update { $0[id] = channel }
                channel.closeFuture.whenComplete { _ in connections.update { $0[id] = nil } }
                let user = LockedValue("")
                let authenticator = SessionAuthenticator(supportedAuthenticationMethods: methods) { request, answer in
                    let name = request.username
                    DispatchQueue.main.async {
                        let allowed = MainActor.assumeIsolated { policy.allows(request) }
                        if allowed { user.update { $0 = name } }
                        answer(allowed)
                    }
                }
                var configuration = SSHServerConfiguration(
                    hostKeys: [hostKey], userAuthDelegate: authenticator, globalRequestDelegate: ForwardingRefusal())
                configuration.maxAuthAttempts = attempts
                return channel.eventLoop.makeCompletedFuture {
                    let handler = NIOSSHHandler(
                        role: .server(configuration), allocator: channel.allocator,
                        inboundChildChannelInitializer: { child, type in
                            guard case .session = type else {
                                return child.eventLoop.makeFailedFuture(ChannelRefusal.notASession)
                            }
                            let name = user.value
                            return child.eventLoop.makeCompletedFuture {
                                try child.pipeline.syncOperations.addHandler(
                                    SessionChannelHandler(
                                        server: server, user: name, channel: child, backlogLimit: backlogLimit))
                            }
                        })
                    try channel.pipeline.syncOperations.addHandler(handler)
                    try channel.pipeline.syncOperations.addHandler(ConnectionErrorHandler())
                }
            }
    }
}
