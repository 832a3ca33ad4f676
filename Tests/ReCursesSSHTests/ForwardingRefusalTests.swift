import NIOCore
import NIOPosix
import NIOSSH
import ReCurses
import ReCursesTesting
import Testing

@testable import ReCursesSSH

@MainActor
@Suite("Forwarding is refused", .serialized)
struct ForwardingRefusalTests {
    private static let clientKey = NIOSSHPrivateKey(ed25519Key: .init())

    /// A logged-in client with a session drawn, on a server of its own.
    @MainActor
    private struct Fixture {
        let server: SSHServer
        let group: MultiThreadedEventLoopGroup
        let client: TestClient
        let channel: any Channel
        let recorder: SessionRecorder

        /// The session's screen, as a 40×10 terminal shows what it received.
        var screen: [String] {
            var emulator = TerminalEmulatorModel(width: 40, height: 10)
            emulator.feed(recorder.output.value)
            return emulator.lines
        }

        func finish() async throws {
            try await client.connection.close()
            server.shutdown()
            #expect(await eventually { server.isStopped })
            try await group.shutdownGracefully()
        }
    }

    private func start() async throws -> Fixture {
        let store = makeBoardStore()
        let allowed = Self.clientKey.publicKey
        let options = SSHServerOptions(
            hostKey: .ephemeral, authentication: SSHAuthentication(publicKey: { _, key in key == allowed }))
        let server = SSHServer(port: 0, options: options) { session in
            Application(store: store, root: CountScreen(store: store), terminal: session.terminal)
        }
        try server.start()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let client = try await TestClient.connect(
            port: try #require(server.boundPort), offer: .privateKey(.init(privateKey: Self.clientKey)), group: group)
        let (channel, recorder) = try await client.openShell(terminal: ("xterm-256color", (40, 10)))
        #expect(await eventually { recorder.text.contains("Count: 0") })
        return Fixture(server: server, group: group, client: client, channel: channel, recorder: recorder)
    }

    /// After a refusal the session is still there and a key still reaches its screen.
    private func expectSessionWorks(_ fixture: Fixture, count: Int) async throws {
        #expect(fixture.server.sessions.count == 1)
        #expect(fixture.server.connectionCount == 1)
        try await TestClient.type(Array("\r".utf8), into: fixture.channel)
        #expect(await eventually { fixture.screen.contains { $0.hasPrefix("Count: \(count)") } })
    }

    @Test("local forwarding (a direct-tcpip channel, ssh -L) is refused; the session keeps working")
    func localForwarding() async throws {
        let fixture = try await start()
        let target = SSHChannelType.DirectTCPIP(
            targetHost: "127.0.0.1", targetPort: fixture.server.boundPort ?? 22,
            originatorAddress: try SocketAddress(ipAddress: "127.0.0.1", port: 5555))
        await #expect(throws: (any Error).self) {
            _ = try await fixture.client.openChannel(type: .directTCPIP(target))
        }
        try await expectSessionWorks(fixture, count: 1)
        try await fixture.finish()
    }

    @Test("remote forwarding (a tcpip-forward global request, ssh -R) is refused; the session keeps working")
    func remoteForwarding() async throws {
        let fixture = try await start()
        await #expect(throws: (any Error).self) {
            _ = try await fixture.client.requestForwarding(.listen(host: "127.0.0.1", port: 0))
        }
        await #expect(throws: (any Error).self) {
            _ = try await fixture.client.requestForwarding(.cancel(host: "127.0.0.1", port: 0))
        }
        try await expectSessionWorks(fixture, count: 1)
        try await fixture.finish()
    }

    @Test("the global request delegate refuses listening and cancelling")
    func refusalDelegate() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let handler = NIOSSHHandler(
            role: .server(
                SSHServerConfiguration(
                    hostKeys: [.init(ed25519Key: .init())],
                    userAuthDelegate: SessionAuthenticator(supportedAuthenticationMethods: .publicKey) { _, _ in })),
            allocator: ByteBufferAllocator(), inboundChildChannelInitializer: nil)
        for request in [
            GlobalRequest.TCPForwardingRequest.listen(host: "0.0.0.0", port: 80), .cancel(host: "", port: 1),
        ] {
            let promise = loop.makePromise(of: GlobalRequest.TCPForwardingResponse.self)
            ForwardingRefusal().tcpForwardingRequest(request, handler: handler, promise: promise)
            await #expect(throws: ChannelRefusal.self) { try await promise.futureResult.get() }
        }
        try await group.shutdownGracefully()
    }
}

extension TestClient {
    /// Opens a channel of `type`; throws when the server refuses it.
    func openChannel(type: SSHChannelType) async throws -> any Channel {
        let promise = connection.eventLoop.makePromise(of: (any Channel).self)
        let connection = connection
        connection.eventLoop.execute {
            do {
                let handler = try connection.pipeline.syncOperations.handler(type: NIOSSHHandler.self)
                handler.createChannel(promise, channelType: type) { child, _ in
                    child.eventLoop.makeSucceededVoidFuture()
                }
            } catch {
                promise.fail(error)
            }
        }
        return try await promise.futureResult.get()
    }

    /// Sends a port forwarding global request; throws when the server refuses it.
    func requestForwarding(_ request: GlobalRequest.TCPForwardingRequest) async throws
        -> GlobalRequest.TCPForwardingResponse?
    {
        let promise = connection.eventLoop.makePromise(of: GlobalRequest.TCPForwardingResponse?.self)
        let connection = connection
        connection.eventLoop.execute {
            do {
                let handler = try connection.pipeline.syncOperations.handler(type: NIOSSHHandler.self)
                handler.sendTCPForwardingRequest(request, promise: promise)
            } catch {
                promise.fail(error)
            }
        }
        return try await promise.futureResult.get()
    }
}
