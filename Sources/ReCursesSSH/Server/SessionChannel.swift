import Dispatch
import ReCursesServing

/// The main actor's side of one SSH session channel: writes the terminal's bytes to it, counts
/// the bytes still on their way (a client that stops reading makes them pile up, and then the
/// terminal drops frames instead), and closes it with an exit status once the terminal stopped.
@MainActor
final class SessionChannel {
    /// The session on this channel, once the shell request made one.
    var session: SSHSession?
    /// Whether the channel is closed or closing.
    private(set) var isClosed = false

    private let transport: any SessionTransport
    private var backlog: OutputBacklog

    /// The side of `transport`; more than `backlogLimit` bytes on their way refuse the next write.
    nonisolated init(transport: any SessionTransport, backlogLimit: Int) {
        self.transport = transport
        backlog = OutputBacklog(limit: backlogLimit)
    }

    /// Sends `bytes` as channel data; false (nothing sent) while too many bytes are on their way
    /// or the channel is closed.
    func write(_ bytes: [UInt8]) -> Bool {
        guard !isClosed, backlog.admit(bytes.count) else { return false }
        let count = bytes.count
        transport.send(bytes, standardError: false) {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.written(count) } }
        }
        return true
    }

    /// Sends a line on the client's standard error (it shows even while the screen is taken).
    func writeError(_ text: String) {
        guard !isClosed else { return }
        transport.send(Array(text.utf8), standardError: true, whenSent: nil)
    }

    /// Closes the channel after what was written, with `exitStatus`. Idempotent.
    func close(exitStatus: Int = 0) {
        guard !isClosed else { return }
        isClosed = true
        transport.close(exitStatus: exitStatus)
    }

    /// The channel closed from the other side (or the connection broke).
    func closed() {
        isClosed = true
        session?.hangUp()
        session = nil
    }

    private func written(_ count: Int) {
        if backlog.sent(count) { session?.outputDrained() }
    }
}
