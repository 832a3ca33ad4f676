import ReCurses
import ReCursesTesting
import Testing

@testable import ReCursesSSH

/// A server that is not listening, fed sessions through in-memory channels.
@MainActor
private func makeServer(maximumSessions: Int = 10, idleTimeout: Duration? = nil) -> (SSHServer, Store<BoardState>) {
    let store = makeBoardStore()
    let options = SSHServerOptions(hostKey: .ephemeral, maximumSessions: maximumSessions, idleTimeout: idleTimeout)
    let server = SSHServer(port: 0, options: options) { session in
        Application(store: store, root: CountScreen(store: store), terminal: session.terminal)
    }
    server.makeClock = { .virtual() }
    return (server, store)
}

/// A channel that keeps what was sent to it.
@MainActor
final class RecordingTransport: SessionTransport {
    var output: [UInt8] = []
    var error: [UInt8] = []
    var exitStatus: Int?

    func send(_ bytes: [UInt8], standardError: Bool, whenSent: (@Sendable () -> Void)?) {
        if standardError { error += bytes } else { output += bytes }
        whenSent?()
    }

    func close(exitStatus: Int) {
        self.exitStatus = exitStatus
    }
}

/// An in-memory channel and the main actor's side of it.
@MainActor
private func makeChannel() throws -> (RecordingTransport, SessionChannel) {
    let transport = RecordingTransport()
    return (transport, SessionChannel(transport: transport, backlogLimit: 64 * 1024))
}

/// The text of the channel data and standard error sent so far.
@MainActor
private func written(_ transport: RecordingTransport) throws -> (output: String, error: String) {
    (String(decoding: transport.output, as: UTF8.self), String(decoding: transport.error, as: UTF8.self))
}

@MainActor
@Suite("Server sessions")
struct ServerSessionTests {
    @Test("a session opens with its own application and closes its channel on Ctrl-C")
    func sessionLife() async throws {
        let (server, _) = makeServer()
        let (channel, link) = try makeChannel()
        server.openSession(
            on: link, user: "ada", terminalType: "xterm", size: Size(width: 40, height: 10), environment: [:])
        #expect(server.sessions.count == 1)
        #expect(server.sessions.first?.user == "ada")
        await settle()
        #expect(try written(channel).output.contains("Count: 0"))
        link.session?.receive([0x03])
        await settle()
        #expect(server.sessions.isEmpty)
        #expect(link.isClosed)
        #expect(try written(channel).output.hasSuffix("\u{1B}[?1049l"))
    }

    @Test("the session after the last allowed one is told the server is full")
    func serverFull() async throws {
        let (server, _) = makeServer(maximumSessions: 2)
        var channels: [(RecordingTransport, SessionChannel)] = []
        for _ in 0..<3 {
            let pair = try makeChannel()
            channels.append(pair)
            server.openSession(
                on: pair.1, user: "u", terminalType: "xterm", size: Size(width: 20, height: 5), environment: [:])
        }
        await settle()
        #expect(server.sessions.count == 2)
        #expect(server.refusedSessionCount == 1)
        #expect(try written(channels[2].0).error.contains("server full"))
        #expect(channels[2].1.isClosed)
        server.shutdown()
    }

    @Test("TERM=dumb is told the app needs a full-screen terminal")
    func dumbTerminal() async throws {
        let (server, _) = makeServer()
        let (transport, link) = try makeChannel()
        server.openSession(
            on: link, user: "u", terminalType: "dumb", size: Size(width: 20, height: 5), environment: [:])
        #expect(server.sessions.isEmpty)
        #expect(try written(transport).error.contains("TERM=dumb"))
        #expect(transport.exitStatus == 1)
    }

    @Test("a session without input ends after the idle timeout; input keeps it alive")
    func idleTimeout() async throws {
        let (server, _) = makeServer(idleTimeout: .seconds(60))
        let (_, link) = try makeChannel()
        server.openSession(
            on: link, user: "u", terminalType: "xterm", size: Size(width: 20, height: 5), environment: [:])
        let session = try #require(server.sessions.first)
        let clock = session.terminal.clock
        clock.advance(by: .seconds(59))
        #expect(session.isRunning)
        session.receive(Array("x".utf8))
        clock.advance(by: .seconds(59))
        #expect(session.isRunning)
        clock.advance(by: .seconds(2))
        #expect(!session.isRunning)
        #expect(server.sessions.isEmpty)
        #expect(link.isClosed)
    }

    @Test("shutdown ends every session's screens, then closes their channels")
    func orderlyShutdown() async throws {
        let (server, _) = makeServer()
        var links: [SessionChannel] = []
        for _ in 0..<3 {
            let (_, link) = try makeChannel()
            links.append(link)
            server.openSession(
                on: link, user: "u", terminalType: "xterm", size: Size(width: 20, height: 5), environment: [:])
        }
        await settle()
        let applications = server.sessions.compactMap(\.application)
        server.shutdown()
        #expect(server.sessions.isEmpty)
        #expect(applications.allSatisfy { !$0.isRunning })
        #expect(links.allSatisfy { $0.isClosed })
    }

    @Test("hostile input: random bytes, escape floods, 0×0 and 65535×65535, resize storms")
    func hostileInput() async throws {
        let (server, store) = makeServer()
        let (_, link) = try makeChannel()
        server.openSession(
            on: link, user: "u", terminalType: "xterm", size: Size(width: 0, height: 0), environment: [:])
        let session = try #require(server.sessions.first)
        await settle()
        var generator = SeededRandomGenerator(seed: 31)
        for _ in 0..<200 {
            let bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
            session.receive(bytes.filter { $0 != 0x03 })
        }
        session.receive([UInt8](repeating: 0x1B, count: 10_000))
        session.receive(Array("\u{1B}[".utf8) + [UInt8](repeating: UInt8(ascii: "9"), count: 10_000))
        for step in 0..<1_000 {
            session.resize(to: Size(width: step % 7 == 0 ? 65535 : step % 300, height: step % 5 == 0 ? 0 : step % 90))
        }
        session.resize(to: Size(width: 65535, height: 65535))
        session.terminal.clock.advance(by: .zero)
        await settle()
        #expect(session.terminal.size == SessionTerminal.maximumSize)
        #expect(session.application?.window.size == SessionTerminal.maximumSize)
        session.resize(to: Size(width: 0, height: 0))
        session.terminal.clock.advance(by: .zero)
        await settle()
        #expect(session.application?.window.size == .zero)
        #expect(session.isRunning)
        _ = store
        server.shutdown()
    }

    @Test("1,000 connect and disconnect cycles leave no session, application, clock, timer or task")
    func noLeaks() async throws {
        let (server, _) = makeServer(idleTimeout: .seconds(600))
        weak var lastSession: SSHSession?
        weak var lastApplication: Application?
        weak var lastClock: TerminalClock?
        for cycle in 0..<1_000 {
            let (channel, link) = try makeChannel()
            server.openSession(
                on: link, user: "u", terminalType: "xterm", size: Size(width: 30, height: 8), environment: [:])
            let session = try #require(server.sessions.last)
            lastSession = session
            lastApplication = session.application
            lastClock = session.terminal.clock
            session.receive(Array("ab\t".utf8))
            if cycle % 2 == 0 { link.closed() } else { session.receive([0x03]) }
            _ = try written(channel)
        }
        await settle()
        #expect(server.sessions.isEmpty)
        #expect(lastSession == nil)
        #expect(lastApplication == nil)
        #expect(lastClock == nil)
    }
}

/// A channel whose client reads nothing until told to: what was sent stays on its way.
@MainActor
final class StalledTransport: SessionTransport {
    var sent = 0
    private var pending: [@Sendable () -> Void] = []

    func send(_ bytes: [UInt8], standardError: Bool, whenSent: (@Sendable () -> Void)?) {
        sent += bytes.count
        if let whenSent { pending.append(whenSent) }
    }

    func close(exitStatus: Int) {}

    /// The client reads everything sent so far.
    func drain() {
        let done = pending
        pending.removeAll()
        for call in done { call() }
    }
}

@MainActor
@Suite("Slow clients")
struct SlowClientTests {
    @Test("a client that stops reading costs at most the backlog; it gets the latest frame once it reads")
    func stalledClient() async throws {
        let store = makeBoardStore()
        let server = SSHServer(port: 0, options: SSHServerOptions(hostKey: .ephemeral)) { session in
            Application(store: store, root: CountScreen(store: store), terminal: session.terminal)
        }
        server.makeClock = { .virtual() }
        let transport = StalledTransport()
        let link = SessionChannel(transport: transport, backlogLimit: 4096)
        server.openSession(
            on: link, user: "u", terminalType: "xterm", size: Size(width: 200, height: 60), environment: [:])
        let session = try #require(server.sessions.first)
        await settle()
        for _ in 0..<500 {
            store.dispatch(BoardAction.increment)
            session.resize(to: Size(width: 150 + Int.random(in: 0...50), height: 60))
            session.terminal.clock.advance(by: .zero)
            await settle(rounds: 1)
        }
        #expect(transport.sent < 4096 + 200 * 60 * 8)
        #expect(session.terminal.droppedFrameCount > 0)
        let before = transport.sent
        transport.drain()
        await settle()
        #expect(transport.sent > before)
        #expect(session.isRunning)
        server.shutdown()
    }
}
