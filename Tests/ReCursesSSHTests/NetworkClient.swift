import NIOCore
import NIOPosix
import NIOSSH
import ReCursesServing

@testable import ReCursesSSH

/// Accepts whatever host key the server shows (the tests' servers make a new one each time).
struct AcceptAnyHostKey: NIOSSHClientServerAuthenticationDelegate {
    func validateHostKey(hostKey: NIOSSHPublicKey, validationCompletePromise: EventLoopPromise<Void>) {
        validationCompletePromise.succeed(())
    }
}

/// Offers one private key, or one password, once.
final class OneOffer: NIOSSHClientUserAuthenticationDelegate, @unchecked Sendable {
    private let offer: NIOSSHUserAuthenticationOffer.Offer
    private var offered = false

    init(_ offer: NIOSSHUserAuthenticationOffer.Offer) {
        self.offer = offer
    }

    func nextAuthenticationType(
        availableMethods: NIOSSHAvailableUserAuthenticationMethods,
        nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
    ) {
        guard !offered else { return nextChallengePromise.fail(ClientError.refused) }
        offered = true
        nextChallengePromise.succeed(NIOSSHUserAuthenticationOffer(username: "ada", serviceName: "", offer: offer))
    }
}

/// Guesses a wrong password again and again, counting its guesses.
final class PasswordGuesser: NIOSSHClientUserAuthenticationDelegate, Sendable {
    let guesses = LockedValue(0)

    func nextAuthenticationType(
        availableMethods: NIOSSHAvailableUserAuthenticationMethods,
        nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
    ) {
        guesses.update { $0 += 1 }
        nextChallengePromise.succeed(
            NIOSSHUserAuthenticationOffer(username: "ada", serviceName: "", offer: .password(.init(password: "guess"))))
    }
}

/// Why the test client stopped.
enum ClientError: Error {
    case refused
}

/// Keeps what a session channel receives: its data, its standard error and its exit status.
final class SessionRecorder: ChannelInboundHandler, Sendable {
    typealias InboundIn = SSHChannelData

    let output = LockedValue<[UInt8]>([])
    let errors = LockedValue<[UInt8]>([])
    let exitStatus = LockedValue<Int?>(nil)

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .byteBuffer(let buffer) = message.data else { return }
        let bytes = Array(buffer.readableBytesView)
        if message.type == .stdErr { errors.update { $0 += bytes } } else { output.update { $0 += bytes } }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let status = event as? SSHChannelRequestEvent.ExitStatus { exitStatus.update { $0 = status.exitStatus } }
        context.fireUserInboundEventTriggered(event)
    }

    /// The text received so far.
    var text: String { String(decoding: output.value, as: UTF8.self) }
    /// The standard error received so far.
    var errorText: String { String(decoding: errors.value, as: UTF8.self) }
}

/// An SSH client connection for the tests (SwiftNIO SSH as the client).
struct TestClient {
    let connection: any Channel

    /// Connects to `port` on loopback and logs in with `offer`.
    static func connect(port: Int, offer: NIOSSHUserAuthenticationOffer.Offer, group: any EventLoopGroup) async throws
        -> TestClient
    {
        try await connect(port: port, delegate: OneOffer(offer), group: group)
    }

    /// Connects to `port` on loopback and logs in as `delegate` says.
    static func connect(
        port: Int, delegate: any NIOSSHClientUserAuthenticationDelegate & Sendable, group: any EventLoopGroup
    ) async throws -> TestClient {
        let channel = try await ClientBootstrap(group: group)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let handler = NIOSSHHandler(
                        role: .client(.init(userAuthDelegate: delegate, serverAuthDelegate: AcceptAnyHostKey())),
                        allocator: channel.allocator, inboundChildChannelInitializer: nil)
                    try channel.pipeline.syncOperations.addHandler(handler)
                    try channel.pipeline.syncOperations.addHandler(ConnectionErrorHandler())
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return TestClient(connection: channel)
    }

    /// Opens a session channel; with `terminal` it asks for a pseudo-terminal first; then a shell.
    func openShell(terminal: (type: String, size: (Int, Int))?) async throws -> (any Channel, SessionRecorder) {
        let recorder = SessionRecorder()
        let promise = connection.eventLoop.makePromise(of: (any Channel).self)
        let connection = connection
        connection.eventLoop.execute {
            do {
                let handler = try connection.pipeline.syncOperations.handler(type: NIOSSHHandler.self)
                handler.createChannel(promise, channelType: .session) { child, _ in
                    child.eventLoop.makeCompletedFuture {
                        try child.pipeline.syncOperations.addHandler(recorder)
                    }
                }
            } catch {
                promise.fail(error)
            }
        }
        let child = try await promise.futureResult.get()
        if let terminal {
            let request = SSHChannelRequestEvent.PseudoTerminalRequest(
                wantReply: false, term: terminal.type, terminalCharacterWidth: terminal.size.0,
                terminalRowHeight: terminal.size.1, terminalPixelWidth: 0, terminalPixelHeight: 0,
                terminalModes: SSHTerminalModes([:]))
            try await child.triggerUserOutboundEvent(request).get()
        }
        try await child.triggerUserOutboundEvent(SSHChannelRequestEvent.ShellRequest(wantReply: false)).get()
        return (child, recorder)
    }

    /// Types `text` into `channel`.
    static func type(_ text: [UInt8], into channel: any Channel) async throws {
        let buffer = channel.allocator.buffer(bytes: text)
        try await channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(buffer))).get()
    }
}
