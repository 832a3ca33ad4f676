/// One piece of async work started by a store or a screen, whose results reach the store as
/// actions: a handle to cancel it, see whether it is still running, or wait for it.
///
/// Once cancelled, nothing the work dispatches reaches the store any more, even if it ignores the
/// cancellation and carries on; a sleep on a `TerminalClock` ends at once with `CancellationError`.
@MainActor
public final class ActionTask {
    /// The key that makes the task exclusive (starting another with the same key cancels this one),
    /// or nil.
    public let key: String?
    /// Whether the task was cancelled (by `cancel()`, by a newer task with its key, or by its scope).
    public private(set) var isCancelled = false
    /// Whether the work has returned or thrown.
    public internal(set) var isFinished = false

    /// The Swift task running the work.
    var task: Task<Void, Never>?
    /// The scope that started the task, which forgets its key when it is cancelled.
    weak var scope: ActionTaskScope?

    init(key: String?, scope: ActionTaskScope) {
        self.key = key
        self.scope = scope
    }

    /// Cancels the task: its Swift task is cancelled and its dispatches are dropped from now on.
    /// Calling it again, or on a finished task, does nothing.
    public func cancel() {
        guard !isCancelled, !isFinished else { return }
        isCancelled = true
        task?.cancel()
        scope?.taskWasCancelled(self)
    }

    /// Waits until the work has returned or thrown (after a cancellation: until it noticed).
    public func wait() async {
        await task?.value
    }
}
