/// Suspending a task on the clock.
extension TerminalClock {
    /// Suspends the calling task for `duration` on this clock: real time on the system clock, until
    /// `advance(by:)` passes the deadline on a virtual one (so a test decides when a task's wait is
    /// over). Throws `CancellationError` when the task is cancelled, at once, without waiting.
    ///
    /// ```swift
    /// try await clock.sleep(for: .milliseconds(300))    // debounce a search on the app's clock
    /// ```
    public func sleep(for duration: Duration) async throws {
        try await sleep(until: Self.adding(max(duration, .zero), to: now))
    }

    /// Suspends the calling task until the clock reads `deadline` (see `sleep(for:)`).
    public func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
        let sleeper = ClockSleeper(clock: self)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleeper.begin(continuation, until: deadline)
            }
        } onCancel: {
            Task { @MainActor in sleeper.end(throwing: CancellationError()) }
        }
    }
}

/// One task sleeping on a clock: a one-shot timer that resumes it, or a cancellation that resumes
/// it first with an error (whichever comes first wins; the other does nothing).
@MainActor
final class ClockSleeper {
    private weak var clock: TerminalClock?
    private var continuation: CheckedContinuation<Void, any Error>?
    private var timer: ClockTimer?
    private var cancellation: (any Error)?

    init(clock: TerminalClock) {
        self.clock = clock
    }

    /// Starts waiting; a cancellation that arrived first ends the wait at once.
    func begin(_ continuation: CheckedContinuation<Void, any Error>, until deadline: Duration) {
        if let cancellation {
            continuation.resume(throwing: cancellation)
            return
        }
        guard let clock else {
            continuation.resume(throwing: CancellationError())
            return
        }
        self.continuation = continuation
        clock.pendingSleepCount += 1
        timer = clock.schedule(at: deadline) { [weak self] in self?.end(throwing: nil) }
    }

    /// Resumes the task, normally or with `error`; only the first call counts.
    func end(throwing error: (any Error)?) {
        guard let continuation else {
            if cancellation == nil { cancellation = error }
            return
        }
        self.continuation = nil
        timer?.cancel()
        timer = nil
        clock?.pendingSleepCount -= 1
        if let error {
            continuation.resume(throwing: error)
        } else {
            continuation.resume()
        }
    }
}
