import Foundation
import HummingbirdWSClient
import Logging
import Synchronization

/// A page's socket for the tests: connects to a server's `/session`, keeps every text message it
/// receives, sends what it is given, and tells how the server closed it.
final class TestPage: Sendable {
    private let received = Mutex<[String]>([])
    private let outcome = Mutex<Outcome?>(nil)
    private let outgoing: AsyncStream<String>.Continuation
    private let stream: AsyncStream<String>

    /// How the socket ended.
    enum Outcome: Sendable, Equatable {
        /// Closed with this reason.
        case closed(String?)
        /// The connection failed (an upgrade refused).
        case failed
    }

    /// Connects to `port` on loopback with `query`.
    init(port: Int, query: String = "cols=40&rows=10") {
        (stream, outgoing) = AsyncStream.makeStream(of: String.self)
        let configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 20)
        let url = "ws://127.0.0.1:\(port)/session?\(query)"
        Task.detached { [self] in
            do {
                let close = try await WebSocketClient.connect(
                    url: url, configuration: configuration, logger: Logger(label: "test-page")
                ) { inbound, outbound, _ in
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for try await message in inbound.messages(maxSize: 1 << 22) {
                                if case .text(let text) = message { self.received.withLock { $0.append(text) } }
                            }
                        }
                        group.addTask {
                            for await text in self.stream {
                                if text == TestPage.closeRequest {
                                    try await outbound.close(.normalClosure, reason: nil)
                                    return
                                }
                                try await outbound.write(.text(text))
                            }
                        }
                        try await group.next()
                        group.cancelAll()
                    }
                }
                outcome.withLock { $0 = .closed(close?.reason) }
            } catch {
                outcome.withLock { $0 = $0 ?? .failed }
            }
        }
    }

    private static let closeRequest = "\u{0}close"

    /// The text messages received so far.
    var messages: [String] { received.withLock { $0 } }
    /// How the socket ended, once it has.
    var ended: Outcome? { outcome.withLock { $0 } }

    /// Sends a text message.
    func send(_ text: String) {
        outgoing.yield(text)
    }

    /// Closes the socket as a closed tab does.
    func close() {
        outgoing.yield(Self.closeRequest)
    }

    /// The page model after every message received so far.
    func page() -> PageModel {
        var page = PageModel()
        for message in messages { page.apply(message) }
        return page
    }
}
