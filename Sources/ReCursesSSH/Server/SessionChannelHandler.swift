import Dispatch
import NIOCore
import NIOSSH
import TerminalCore

/// The event loop's side of one SSH session channel: it keeps the pseudo-terminal request and the
/// few variables a client may send, starts the session on the shell request, and refuses what a
/// full-screen app server does not offer: commands (exec), subsystems (sftp) and shells without a
/// pseudo-terminal get a line on standard error and the channel is closed. Everything the session
/// needs goes to the main actor, in order.
final class SessionChannelHandler: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData

    /// The variables a client may set; anything else it sends is refused.
    static let acceptedVariables: Set<String> = ["COLORTERM", "NO_COLOR"]

    private let server: SSHServer
    private let user: String
    private let link: SessionChannel
    private var terminalRequest: SSHChannelRequestEvent.PseudoTerminalRequest?
    private var environment: [String: String] = [:]
    private var started = false

    /// A handler for a channel of `user`'s connection to `server`.
    init(server: SSHServer, user: String, channel: any Channel, backlogLimit: Int) {
        self.server = server
        self.user = user
        link = SessionChannel(transport: ChannelTransport(channel: channel), backlogLimit: backlogLimit)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard started, case .channel = message.type, case .byteBuffer(let buffer) = message.data else { return }
        let link = link
        onMain { link.session?.receive(buffer.readableBytesView) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        let link = link
        onMain { link.closed() }
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            terminalRequest = request
            reply(context, request.wantReply, success: !started)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            let accepted = Self.acceptedVariables.contains(request.name) && request.value.utf8.count <= 64
            if accepted { environment[request.name] = request.value }
            reply(context, request.wantReply, success: accepted)
        case let request as SSHChannelRequestEvent.ShellRequest:
            startSession(context, wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.ExecRequest:
            // Accepted only to be told why: an OpenSSH client shows no message after a failed exec.
            refuse(
                context, wantReply: request.wantReply, success: true,
                "this server shows an interactive app; commands are refused")
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            refuse(context, wantReply: request.wantReply, "subsystems (\(request.subsystem)) are refused")
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            let size = Size(width: request.terminalCharacterWidth, height: request.terminalRowHeight)
            let link = link
            onMain { link.session?.resize(to: size) }
        case ChannelEvent.inputClosed:
            context.close(promise: nil)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func startSession(_ context: ChannelHandlerContext, wantReply: Bool) {
        guard !started else { return reply(context, wantReply, success: false) }
        guard let terminalRequest else {
            return refuse(
                context, wantReply: wantReply, success: true,
                "this server shows a full-screen app and needs a terminal: connect with ssh -t")
        }
        started = true
        reply(context, wantReply, success: true)
        let (server, link, user, environment) = (server, link, user, environment)
        let type = terminalRequest.term
        let size = Size(width: terminalRequest.terminalCharacterWidth, height: terminalRequest.terminalRowHeight)
        onMain { server.openSession(on: link, user: user, terminalType: type, size: size, environment: environment) }
    }

    /// A line on standard error, the reply, exit status 1 and the channel closed.
    private func refuse(_ context: ChannelHandlerContext, wantReply: Bool, success: Bool = false, _ message: String) {
        let channel = context.channel
        let text = channel.allocator.buffer(string: "recurses: \(message)\r\n")
        channel.writeAndFlush(SSHChannelData(type: .stdErr, data: .byteBuffer(text)), promise: nil)
        reply(context, wantReply, success: success)
        channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 1))
            .whenComplete { _ in channel.close(promise: nil) }
    }

    private func reply(_ context: ChannelHandlerContext, _ wantReply: Bool, success: Bool) {
        guard wantReply else { return }
        let event: any Sendable = success ? ChannelSuccessEvent() : ChannelFailureEvent()
        context.triggerUserOutboundEvent(event, promise: nil)
    }

    /// Runs `work` on the main actor after everything handed over before it.
    private func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
}
