import NIOCore

/// Closes a connection whose SSH stream went wrong (a hostile client's garbage, a protocol error).
final class ConnectionErrorHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
