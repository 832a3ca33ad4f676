import Dispatch
import ReCursesServing

/// The main actor's side of one session's WebSocket: hands the terminal's messages to the task that
/// writes them, counts the bytes still on their way (a page that stops reading makes them pile up,
/// and then the terminal drops frames instead), and closes the socket once the session ended.
@MainActor
final class WebConnection {
    /// What the writing task sends, in order.
    enum Outgoing: Sendable {
        /// A text message.
        case text(String)
        /// A close frame with a reason, the last thing sent.
        case close(reason: String?)
    }

    /// The session on this connection, once started.
    var session: WebSession?
    /// Whether the connection is closed or closing.
    private(set) var isClosed = false

    private let outgoing: AsyncStream<Outgoing>.Continuation
    private var backlog: OutputBacklog

    /// The side of a socket whose writing task reads `outgoing`; more than `backlogLimit` bytes on
    /// their way refuse the next message.
    nonisolated init(outgoing: AsyncStream<Outgoing>.Continuation, backlogLimit: Int) {
        self.outgoing = outgoing
        backlog = OutputBacklog(limit: backlogLimit)
    }

    /// Queues `message`; false (nothing queued) while too many bytes are on their way or the socket is closed.
    func write(_ message: String) -> Bool {
        let count = message.utf8.count
        guard !isClosed, backlog.admit(count) else { return false }
        outgoing.yield(.text(message))
        return true
    }

    /// `count` bytes of a message left (called by the writing task, on the main actor).
    func sent(_ count: Int) {
        if backlog.sent(count) { session?.outputDrained() }
    }

    /// Closes the socket after what was queued, with `reason` shown by the page. Idempotent.
    func close(reason: String? = nil) {
        guard !isClosed else { return }
        isClosed = true
        outgoing.yield(.close(reason: reason))
        outgoing.finish()
    }

    /// The socket closed from the other side (or broke): the session ends.
    func closed() {
        isClosed = true
        outgoing.finish()
        session?.hangUp()
        session = nil
    }
}
