/// Waiting in a task for the state to reach a condition.
extension Store {
    /// Waits until the state satisfies `condition` and returns that state: at once when the current
    /// state does, else on the first new state that does. No polling: a state listener hears each new
    /// state and is removed when the wait ends. Cancelling the waiting task (a screen's task when the
    /// screen goes) ends the wait with `CancellationError`.
    ///
    /// ```swift
    /// let resumed = try await store.state(where: { !$0.isPaused })
    /// ```
    @MainActor
    public func state(where condition: @escaping (State) -> Bool) async throws -> State {
        if condition(currentState) { return currentState }
        let waiter = StateWaiter<State>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<StateBox<State>, any Error>) in
                guard !Task.isCancelled else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                waiter.continuation = continuation
                waiter.listener = addListener { [weak waiter] state in
                    if condition(state) { waiter?.finish(with: .success(StateBox(state))) }
                }
            }
        } onCancel: {
            Task { @MainActor in waiter.finish(with: .failure(CancellationError())) }
        }.state
    }
}

/// A state handed from the listener to the waiting task (both on the main actor).
struct StateBox<State>: @unchecked Sendable {
    let state: State

    init(_ state: State) {
        self.state = state
    }
}

/// One wait of `Store.state(where:)`: its continuation and its listener, touched on the main actor.
final class StateWaiter<State>: @unchecked Sendable {
    var continuation: CheckedContinuation<StateBox<State>, any Error>?
    var listener: ListenerSubscription?

    /// Ends the wait with `result` (once) and removes the listener.
    @MainActor
    func finish(with result: Result<StateBox<State>, any Error>) {
        listener?.remove()
        listener = nil
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume(with: result)
    }
}
