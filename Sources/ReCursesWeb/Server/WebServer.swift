import Dispatch
import Foundation
import ReCurses
import ReCursesServing
import TerminalIO

/// Serves a ReCurses app in web browsers: `/` is a page that draws the app as real text, and every
/// page that opens gets a session of its own over a WebSocket, with its own `Application`, made by
/// the factory the server was given.
///
/// ```swift
/// let store = Store(reducer: boardReducer, state: BoardState())       // one store, shared
/// let server = WebServer(port: 8080) { session in
///     Application(store: store, root: BoardScreen(), terminal: session.terminal)
/// }
/// try server.run()
/// ```
///
/// All sessions run on the main actor, like any ReCurses app: the network runs on Hummingbird's
/// event loops and hands every message and hang-up to the main queue, in order. A closed tab ends its
/// session; a reload starts a new one. Malformed or oversized messages close the socket they came on
/// only; a page that stops reading gets the latest frame, not a queue.
@MainActor
public final class WebServer {
    /// The address the server listens on.
    public let host: String
    /// The port asked for (0: any free port, see `boundPort`).
    public let port: Int
    /// Access, origins and limits.
    public let options: WebServerOptions
    /// The port the server listens on, once started.
    public private(set) var boundPort: Int?
    /// The sessions running now, oldest first.
    public var sessions: [WebSession] { registry.sessions }
    /// How many sessions were refused because the server was full.
    public var refusedSessionCount: Int { registry.refusedCount }
    /// How many sockets were closed because they sent a malformed message.
    public private(set) var malformedMessageCount = 0
    /// How many WebSockets are open (with a session or about to be closed).
    public private(set) var connectionCount = 0
    /// Whether the server listens.
    public var isRunning: Bool { task != nil && !stopRequested }
    /// Whether a shutdown has finished (every socket closed, the listener stopped).
    public var isStopped: Bool { runLoop.isStopped }
    /// Called on the main actor when a shutdown has finished (for a caller that runs its own loop).
    public var onStopped: (@MainActor () -> Void)? {
        get { runLoop.onStopped }
        set { runLoop.onStopped = newValue }
    }
    /// Told a line for each session that starts, ends or is refused.
    public var log: (@MainActor (String) -> Void)?
    /// How long `shutdown()` waits for pages to close their sockets before it stops listening.
    public var shutdownGrace: Duration = .seconds(2)

    /// Makes each session's clock: a real-time clock of its own (tests give virtual ones).
    var makeClock: @MainActor () -> TerminalClock = { .realTime() }

    private let makeApplication: @MainActor (WebSession) -> Application
    private var registry: SessionRegistry<WebSession>
    private let runLoop = ServerRunLoop()
    private var task: Task<Void, Never>?
    private var stopRequested = false

    /// A server on `host`:`port` that shows each page the application `makeApplication` makes on the
    /// session's terminal (`session.terminal`).
    public init(
        host: String = "127.0.0.1", port: Int = 8080, options: WebServerOptions = WebServerOptions(),
        application makeApplication: @escaping @MainActor (WebSession) -> Application
    ) {
        self.host = host
        self.port = port
        self.options = options
        self.makeApplication = makeApplication
        registry = SessionRegistry(maximumSessions: options.maximumSessions)
    }

    /// Starts listening and returns once the port is bound, blocking the calling thread meanwhile (a
    /// program's start). Sessions run as the main queue is served (`run()`, or an app's own run loop).
    public func start() throws {
        let bound = try launch()
        let deadline = ContinuousClock.now + .seconds(30)
        while bound.value == nil, ContinuousClock.now < deadline { usleep(1000) }
        try started(bound)
    }

    /// Starts listening and returns once the port is bound, without blocking the main actor meanwhile.
    public func start() async throws {
        let bound = try launch()
        let deadline = ContinuousClock.now + .seconds(30)
        while bound.value == nil, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
        try started(bound)
    }

    /// Starts the listener's task; the box gets the bound port or the failure.
    private func launch() throws -> LockedValue<Result<Int, any Error>?> {
        guard task == nil else { throw WebServerError.alreadyRunning }
        let bound = LockedValue<Result<Int, any Error>?>(nil)
        let application = WebRoutes(server: self, options: options).application(
            host: host, port: port, onRunning: { port in bound.update { $0 = $0 ?? .success(port) } })
        stopRequested = false
        runLoop.started()
        task = Task.detached { [weak self] in
            do {
                try await application.run()
            } catch {
                bound.update { $0 = $0 ?? .failure(error) }
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.listenerStopped() } }
        }
        return bound
    }

    private func started(_ bound: LockedValue<Result<Int, any Error>?>) throws {
        switch bound.value {
        case .success(let port):
            boundPort = port
        case .failure(let error):
            task = nil
            throw error
        case nil:
            task?.cancel()
            task = nil
            throw WebServerError.startTimedOut
        }
    }

    /// Starts (unless started) and serves sessions on the main thread until `shutdown()`, or SIGINT or
    /// SIGTERM, which shut down in order.
    public func run() throws {
        guard MainThreadLoop.isOnProcessMainThread else { throw WebServerError.notOnMainThread }
        if task == nil { try start() }
        runLoop.run { [weak self] in self?.shutdown() }
    }

    /// Starts (unless started) and serves sessions until `shutdown()`, or SIGINT or SIGTERM, wherever
    /// the main queue is drained.
    public func run() async throws {
        if task == nil { try await start() }
        await runLoop.run { [weak self] in self?.shutdown() }
    }

    /// Stops in order: every session's screens disappear and its page is told so, then (once the
    /// pages closed their sockets, or `shutdownGrace` passed) the server stops listening and `run()`
    /// returns. Idempotent.
    public func shutdown() {
        guard !stopRequested else { return }
        stopRequested = true
        for session in registry.removeAll() { session.quit() }
        finishShutdown(deadline: .now + shutdownGrace)
    }

    private func finishShutdown(deadline: ContinuousClock.Instant) {
        if connectionCount > 0, ContinuousClock.now < deadline {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
                MainActor.assumeIsolated { self.finishShutdown(deadline: deadline) }
            }
            return
        }
        guard let task else { return runLoop.stopped() }
        task.cancel()
    }

    private func listenerStopped() {
        task = nil
        boundPort = nil
        stopRequested = true
        runLoop.stopped()
    }

    // MARK: Sessions

    /// A page opened its socket: a session starts, or the page is told the server is full.
    func open(_ connection: WebConnection, user: String, size: Size) {
        connectionCount += 1
        guard !stopRequested else { return connection.close(reason: "the server is shutting down") }
        guard let id = registry.admit() else {
            log?("refused a session: \(registry.fullMessage)")
            return connection.close(reason: registry.fullMessage)
        }
        let terminal = WebSessionTerminal(
            size: size, clock: makeClock(),
            write: { [weak connection] in connection?.write($0) ?? false },
            onStop: { [weak connection] in
                connection?.close(reason: "the session ended")
                connection?.session?.quit()
            })
        let session = WebSession(
            user: user.isEmpty ? "web-\(id)" : user, id: id, terminal: terminal, idleTimeout: options.idleTimeout)
        connection.session = session
        registry.add(session)
        log?("session \(id) started (\(terminal.size.width)×\(terminal.size.height))")
        session.begin(making: makeApplication) { [weak self, weak connection] ended in
            self?.registry.remove(ended)
            connection?.session = nil
            connection?.close(reason: "the session ended")
            self?.log?("session \(ended.id) ended")
        }
    }

    /// A page sent something that is not a message: its socket closes, its session ends.
    func refuse(_ connection: WebConnection, reason: String) {
        malformedMessageCount += 1
        connection.close(reason: reason)
        connection.session?.quit()
    }

    /// A socket closed (either side): its session, if any, ends.
    func closed(_ connection: WebConnection) {
        connectionCount -= 1
        connection.closed()
    }
}
