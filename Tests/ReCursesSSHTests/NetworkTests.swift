import Dispatch
import Foundation
import NIOCore
import NIOPosix
import NIOSSH
import ReCurses
import ReCursesTesting
import Testing

@testable import ReCursesSSH

/// Lets the main queue run until `condition` holds (at most about 10 seconds).
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<2_000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}

@MainActor
@Suite("Over the network", .serialized)
struct NetworkTests {
    private static let clientKey = NIOSSHPrivateKey(ed25519Key: .init())

    private func makeServer(maximumSessions: Int = 10, password: String? = nil) -> SSHServer {
        let store = makeBoardStore()
        let allowed = Self.clientKey.publicKey
        var authentication = SSHAuthentication(publicKey: { _, key in key == allowed })
        if let password { authentication.password = { _, given in given == password } }
        let options = SSHServerOptions(
            hostKey: .ephemeral, authentication: authentication, maximumSessions: maximumSessions)
        return SSHServer(port: 0, options: options) { session in
            Application(store: store, root: CountScreen(store: store), terminal: session.terminal)
        }
    }

    @Test("a listed key logs in, the app is drawn, typing reaches it, Ctrl-C closes the channel")
    func session() async throws {
        let server = makeServer()
        try server.start()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let client = try await TestClient.connect(
            port: try #require(server.boundPort), offer: .privateKey(.init(privateKey: Self.clientKey)), group: group)
        let (channel, recorder) = try await client.openShell(terminal: ("xterm-256color", (40, 10)))
        #expect(await eventually { recorder.text.contains("Count: 0") })
        #expect(server.sessions.first?.user == "ada")
        try await TestClient.type(Array("\r".utf8), into: channel)
        func screen() -> [String] {
            var emulator = TerminalEmulatorModel(width: 40, height: 10)
            emulator.feed(recorder.output.value)
            return emulator.lines
        }
        #expect(await eventually { screen().contains { $0.hasPrefix("Count: 1") } })
        try await TestClient.type([0x03], into: channel)
        try await channel.closeFuture.get()
        #expect(recorder.exitStatus.value == 0)
        #expect(recorder.text.hasSuffix("\u{1B}[?1049l"))
        #expect(server.sessions.isEmpty)
        try await client.connection.close()
        #expect(await eventually { server.connectionCount == 0 })
        server.shutdown()
        #expect(await eventually { server.isStopped })
        try await group.shutdownGracefully()
    }

    @Test("an unlisted key and a password are refused; a shell without a terminal is told why")
    func refusals() async throws {
        let server = makeServer()
        try server.start()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let port = try #require(server.boundPort)
        let stranger = NIOSSHPrivateKey(ed25519Key: .init())
        await #expect(throws: (any Error).self) {
            let client = try await TestClient.connect(
                port: port, offer: .privateKey(.init(privateKey: stranger)), group: group)
            _ = try await client.openShell(terminal: ("xterm", (40, 10)))
        }
        await #expect(throws: (any Error).self) {
            let client = try await TestClient.connect(port: port, offer: .password(.init(password: "x")), group: group)
            _ = try await client.openShell(terminal: ("xterm", (40, 10)))
        }
        let client = try await TestClient.connect(
            port: port, offer: .privateKey(.init(privateKey: Self.clientKey)), group: group)
        let (channel, recorder) = try await client.openShell(terminal: nil)
        try await channel.closeFuture.get()
        #expect(recorder.errorText.contains("needs a terminal"))
        #expect(recorder.exitStatus.value == 1)
        #expect(server.sessions.isEmpty)
        try await client.connection.close()
        server.shutdown()
        #expect(await eventually { server.isStopped })
        try await group.shutdownGracefully()
    }

    @Test("wrong passwords: the connection is closed after the sixth")
    func wrongPasswords() async throws {
        let server = makeServer(password: "secret")
        try server.start()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let guesser = PasswordGuesser()
        let client = try await TestClient.connect(port: try #require(server.boundPort), delegate: guesser, group: group)
        try await client.connection.closeFuture.get()
        #expect(guesser.guesses.value <= 7)
        #expect(server.sessions.isEmpty)
        #expect(await eventually { server.connectionCount == 0 })
        server.shutdown()
        #expect(await eventually { server.isStopped })
        try await group.shutdownGracefully()
    }

    @Test("100 sessions at once: each draws, each key reaches its own screen; figures printed")
    func hundredSessions() async throws {
        let server = makeServer(maximumSessions: 100)
        try server.start()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let port = try #require(server.boundPort)
        let residentBefore = Self.residentBytes()
        var shells: [(TestClient, any Channel, SessionRecorder)] = []
        for _ in 0..<100 {
            let client = try await TestClient.connect(
                port: port, offer: .privateKey(.init(privateKey: Self.clientKey)), group: group)
            let (channel, recorder) = try await client.openShell(terminal: ("xterm-256color", (80, 24)))
            shells.append((client, channel, recorder))
        }
        #expect(await eventually { shells.allSatisfy { $0.2.text.contains("Count:") } })
        #expect(server.sessions.count == 100)
        let perSession = (Self.residentBytes() - residentBefore) / 100
        var latencies: [Duration] = []
        var bytesPerKey: [Int] = []
        for (_, channel, recorder) in shells.prefix(20) {
            let before = recorder.output.value.count
            let start = ContinuousClock.now
            try await TestClient.type(Array("\r".utf8), into: channel)
            for _ in 0..<10_000 where recorder.output.value.count == before {
                try await Task.sleep(for: .microseconds(200))
            }
            latencies.append(ContinuousClock.now - start)
            bytesPerKey.append(recorder.output.value.count - before)
        }
        #expect(bytesPerKey.allSatisfy { $0 > 0 })
        latencies.sort()
        print(
            "100 SSH sessions: about \(perSession / 1024) KiB resident each; key to frame median \(latencies[10]), "
                + "worst of 20 \(latencies[19]) (\(Self.buildKind) build, loopback); \(bytesPerKey[0]) bytes for the key (Enter: the shared count changes in all 100 sessions)"
        )
        for (client, _, _) in shells { try await client.connection.close() }
        #expect(await eventually { server.sessions.isEmpty && server.connectionCount == 0 })
        server.shutdown()
        #expect(await eventually { server.isStopped })
        try await group.shutdownGracefully()
    }

    /// Which build the figures come from.
    private static var buildKind: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    /// The process's resident memory, from /proc.
    private static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * 4096
    }

    @Test("100 logins and hang-ups over TCP leave no session and no connection")
    func cycles() async throws {
        let server = makeServer(maximumSessions: 5)
        try server.start()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let port = try #require(server.boundPort)
        for cycle in 0..<100 {
            let client = try await TestClient.connect(
                port: port, offer: .privateKey(.init(privateKey: Self.clientKey)), group: group)
            let (channel, recorder) = try await client.openShell(terminal: ("xterm", (30, 8)))
            #expect(await eventually { recorder.text.contains("Count:") })
            if cycle % 2 == 0 { try await TestClient.type([0x03], into: channel) }
            try await client.connection.close()
        }
        #expect(await eventually { server.sessions.isEmpty && server.connectionCount == 0 })
        server.shutdown()
        #expect(await eventually { server.isStopped })
        try await group.shutdownGracefully()
    }
}
