import NIOCore
import NIOSSH

/// What carries a session's bytes to its client: an SSH channel (`ChannelTransport`), or a test's
/// recorder. Used on the main actor; what it sends goes out in order.
@MainActor
protocol SessionTransport: AnyObject, Sendable {
    /// Sends `bytes` as the channel's data (or its standard error); `whenSent` is called on any
    /// thread once they left (or could not be sent).
    func send(_ bytes: [UInt8], standardError: Bool, whenSent: (@Sendable () -> Void)?)
    /// Closes the channel with `exitStatus` after everything sent so far.
    func close(exitStatus: Int)
}

/// A session's SSH channel.
@MainActor
final class ChannelTransport: SessionTransport {
    private let channel: any Channel
    private var lastWrite: EventLoopFuture<Void>?

    /// The transport of `channel`.
    nonisolated init(channel: any Channel) {
        self.channel = channel
    }

    func send(_ bytes: [UInt8], standardError: Bool, whenSent: (@Sendable () -> Void)?) {
        let buffer = channel.allocator.buffer(bytes: bytes)
        let data = SSHChannelData(type: standardError ? .stdErr : .channel, data: .byteBuffer(buffer))
        let future = channel.writeAndFlush(data)
        lastWrite = future
        if let whenSent { future.whenComplete { _ in whenSent() } }
    }

    func close(exitStatus: Int) {
        let channel = channel
        let written = lastWrite ?? channel.eventLoop.makeSucceededVoidFuture()
        written.whenComplete { _ in
            channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: exitStatus))
                .whenComplete { _ in channel.close(promise: nil) }
        }
    }
}
