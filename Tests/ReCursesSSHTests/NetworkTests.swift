import Dispatch
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

    private func makeServer(maximumSessions: Int = 10) -> SSHServer {
        let store = makeBoardStore()
        let allowed = Self.clientKey.publicKey
        let authentication = SSHAuthentication(publicKey: { _, key in key == allowed })
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
