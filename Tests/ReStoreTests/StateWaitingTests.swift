import Dispatch
import ReStore
import Testing

/// Lets the main queue run what is queued on it, a few times over.
@MainActor
private func letQueuedWorkRun() async {
    for _ in 0..<5 {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

@MainActor
@Suite("Waiting for a state condition")
struct StateWaitingTests {
    @Test("a state that already satisfies the condition is returned at once")
    func alreadyThere() async throws {
        let store = makeStore()
        let state = try await store.state(where: { $0.count == 0 })
        #expect(state.count == 0)
    }

    @Test("the wait ends on the first new state that satisfies the condition")
    func endsOnTheFirstMatchingState() async throws {
        let store = makeStore()
        let waiting = Task { @MainActor in try await store.state(where: { $0.count >= 2 }).count }
        await letQueuedWorkRun()
        store.dispatch(TestAction.increment)
        await letQueuedWorkRun()
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.increment)
        #expect(try await waiting.value == 2)
    }

    @Test("cancelling the waiting task ends the wait with CancellationError")
    func cancelled() async {
        let store = makeStore()
        let waiting = Task { @MainActor in try await store.state(where: { $0.count > 100 }) }
        await letQueuedWorkRun()
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        store.dispatch(TestAction.increment)
    }

    @Test("a task cancelled before it waits does not wait")
    func cancelledFirst() async {
        let store = makeStore()
        let waiting = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await store.state(where: { $0.count > 100 })
        }
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }
}
