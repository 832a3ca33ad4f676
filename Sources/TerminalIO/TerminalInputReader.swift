import Dispatch
import TerminalCore

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the terminal's bytes as they arrive (watched by the main-thread loop when one runs, else by
/// a read source on the main queue; non-blocking reads) and decodes them with `InputParser`. A timer
/// on the main queue flushes a pending lone ESC or incomplete sequence at the parser's deadline.
@MainActor
package final class TerminalInputReader {
    private let descriptor: Int32
    private var parser: InputParser
    private var watch: ReadabilityWatch?
    private var flushTimer: (any DispatchSourceTimer)?
    private let start = DispatchTime.now()
    private var buffer = [UInt8](repeating: 0, count: 4096)
    /// What one read event brought, in a buffer kept between reads.
    private var received: [UInt8] = []
    private var onEvents: (@MainActor ([Event]) -> Void)?
    private var onHangUp: (@MainActor () -> Void)?
    private var onReplies: (@MainActor ([TerminalReply]) -> Void)?

    /// Creates a reader for `descriptor` (which must be non-blocking). The reader closes it when stopped.
    package init(descriptor: Int32, escapeTimeout: Duration) {
        self.descriptor = descriptor
        parser = InputParser(escapeTimeout: escapeTimeout)
    }

    /// Starts delivering events; `onHangUp` runs once when the terminal is gone (end of file or an I/O
    /// error); `onReplies` receives the terminal's replies to queries (see `expectCursorPositionReport()`).
    package func start(
        onEvents: @escaping @MainActor ([Event]) -> Void, onHangUp: @escaping @MainActor () -> Void,
        onReplies: (@MainActor ([TerminalReply]) -> Void)? = nil
    ) {
        guard watch == nil else { return }
        self.onEvents = onEvents
        self.onHangUp = onHangUp
        self.onReplies = onReplies
        watch = ReadabilityWatch(descriptor: descriptor, closesDescriptor: true) { [weak self] in
            self?.readAvailableBytes()
        }
    }

    /// Stops reading and cancels the timer; the descriptor is closed once the watch is cancelled.
    package func stop() {
        flushTimer?.cancel()
        flushTimer = nil
        watch?.cancel()
        watch = nil
        onEvents = nil
        onHangUp = nil
        onReplies = nil
    }

    /// Decodes the next `ESC[row;columnR` as the reply to a cursor position query just written.
    package func expectCursorPositionReport() {
        parser.expectCursorPositionReport()
    }

    /// The time on the parser's clock.
    private var now: Duration {
        .nanoseconds(Int64(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds))
    }

    private func readAvailableBytes() {
        received.removeAll(keepingCapacity: true)
        var hungUp = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                received.append(contentsOf: buffer[..<count])
                // A terminal hands over all it holds up to the size asked for: a shorter read
                // emptied it, and asking again would only hear EAGAIN (a system call a key).
                if count < buffer.count { break }
                continue
            }
            if count < 0, errno == EINTR { continue }
            hungUp = count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
            break
        }
        if !received.isEmpty {
            deliver(parser.feed(received, at: now))
        }
        if hungUp, let onHangUp {
            stop()
            onHangUp()
        }
    }

    private func flushPending() {
        deliver(parser.flush(at: now))
    }

    private func deliver(_ events: [Event]) {
        let replies = parser.takeReplies()
        if !replies.isEmpty { onReplies?(replies) }
        if !events.isEmpty { onEvents?(events) }
        scheduleFlush()
    }

    private func scheduleFlush() {
        guard watch != nil, let deadline = parser.pendingDeadline else {
            flushTimer?.cancel()
            flushTimer = nil
            return
        }
        let timer = flushTimer ?? makeTimer()
        let (seconds, attoseconds) = deadline.components
        let nanoseconds = max(0, seconds) * 1_000_000_000 + max(0, attoseconds / 1_000_000_000)
        timer.schedule(deadline: start + .nanoseconds(Int(nanoseconds)), leeway: .milliseconds(1))
    }

    private func makeTimer() -> any DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.flushPending() }
        }
        timer.resume()
        flushTimer = timer
        return timer
    }
}
