import TerminalIO

/// Serves a server's sessions until it has stopped: on the main thread (`run()`, a loop that drains
/// the main queue) or wherever the main queue is drained already (`run() async`). SIGINT and SIGTERM
/// ask for the server's orderly shutdown meanwhile.
@MainActor
package final class ServerRunLoop {
    /// Whether the server has stopped (every connection closed).
    package private(set) var isStopped = false
    /// Called when the server has stopped.
    package var onStopped: (@MainActor () -> Void)?
    private var continuations: [CheckedContinuation<Void, Never>] = []

    /// A loop for a server that has not stopped.
    package init() {}

    /// The server (re)started.
    package func started() {
        isStopped = false
    }

    /// Runs the main thread's loop until `stopped()`; `shutdown` is called on SIGINT or SIGTERM.
    package func run(shutdown: @escaping @MainActor () -> Void) {
        let signals = ShutdownSignals(shutdown)
        defer { signals.cancel() }
        MainThreadLoop().run { [unowned self] in isStopped }
    }

    /// Waits until `stopped()`; `shutdown` is called on SIGINT or SIGTERM.
    package func run(shutdown: @escaping @MainActor () -> Void) async {
        guard !isStopped else { return }
        let signals = ShutdownSignals(shutdown)
        defer { signals.cancel() }
        await withCheckedContinuation { continuations.append($0) }
    }

    /// The server has stopped: both kinds of `run` return.
    package func stopped() {
        isStopped = true
        let waiting = continuations
        continuations.removeAll()
        for continuation in waiting { continuation.resume() }
        onStopped?()
    }
}
