import Dispatch
import ReStore
import Testing

/// A door that tasks wait at until the test opens it; waiting ignores cancellation, so a task can
/// try to dispatch after it was cancelled.
@MainActor
private final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    var waitingCount: Int { waiting.count }

    func pass() async {
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        let continuations = waiting
        waiting.removeAll()
        for continuation in continuations { continuation.resume() }
    }
}

private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// Lets the main queue run what is queued on it, a few times over.
@MainActor
private func drainMainQueue() async {
    for _ in 0..<5 {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

@MainActor
@Suite("Store tasks")
struct StoreTaskTests {
    @Test func aTaskDispatchesOnTheMainActorAndReadsTheCurrentState() async {
        let store = makeStore()
        let gate = Gate()
        var seen: [Int] = []
        let task = store.dispatch(task: { dispatch, getState in
            dispatch(TestAction.increment)
            seen.append(getState().count)
            await gate.pass()
            seen.append(getState().count)
            dispatch(TestAction.setName("done"))
        })
        #expect(store.tasks.liveTaskCount == 1)
        await drainMainQueue()
        store.dispatch(TestAction.increment)
        gate.open()
        await task.wait()
        #expect(seen == [1, 2])
        #expect(store.state.name == "done")
        #expect(task.isFinished && !task.isCancelled)
        #expect(store.tasks.liveTaskCount == 0)
    }

    @Test func aThrownErrorBecomesAnAction() async {
        let store = makeStore()
        var failures: [TaskFailed] = []
        let listener = store.addActionListener { action in
            if let failed = action as? TaskFailed { failures.append(failed) }
        }
        defer { listener.remove() }
        await store.dispatch(key: "sync", task: { _, _ in throw Offline() }).wait()
        #expect(failures.map(\.key) == ["sync"])
        #expect(failures.map(\.message) == ["offline"])

        await store.dispatch(onError: { TestAction.setName("failed: \($0)") }, task: { _, _ in throw Offline() }).wait()
        #expect(store.state.name == "failed: offline")
        await store.dispatch(onError: { _ in nil }, task: { _, _ in throw Offline() }).wait()
        #expect(failures.count == 1)
    }

    @Test func aNewTaskWithTheSameKeyCancelsTheOldOneWhoseLaterDispatchesAreDropped() async {
        let store = makeStore()
        let gate = Gate()
        let first = store.dispatch(
            key: "search",
            task: { dispatch, _ in
                await gate.pass()
                dispatch(TestAction.addTag("old"))
            })
        await drainMainQueue()
        let second = store.dispatch(
            key: "search",
            task: { dispatch, _ in
                await gate.pass()
                dispatch(TestAction.addTag("new"))
            })
        #expect(first.isCancelled)
        #expect(!second.isCancelled)
        #expect(store.tasks.task(forKey: "search") === second)
        await drainMainQueue()
        #expect(gate.waitingCount == 2)
        gate.open()
        await first.wait()
        await second.wait()
        #expect(store.state.tags == ["new"])
        #expect(store.tasks.task(forKey: "search") == nil)
    }

    @Test func aCancelledTaskDispatchesNothingNotEvenItsCancellation() async {
        let store = makeStore()
        let gate = Gate()
        var dispatched: [Action] = []
        let listener = store.addActionListener { dispatched.append($0) }
        defer { listener.remove() }
        let task = store.dispatch(
            key: "load",
            task: { dispatch, _ in
                dispatch(TestAction.setName("loading"))
                await gate.pass()
                dispatch(TestAction.setName("loaded"))
                try Task.checkCancellation()
            })
        await drainMainQueue()
        task.cancel()
        task.cancel()
        gate.open()
        await task.wait()
        #expect(store.state.name == "loading")
        #expect(dispatched.count == 1)
        #expect(store.tasks.liveTaskCount == 0)
    }

    @Test func aScopeCancelsEverythingItStartedAtOnceOrWhenItGoesAway() async {
        var scope: ActionTaskScope? = ActionTaskScope()
        let gate = Gate()
        var delivered: [String] = []
        let tasks = (0..<3).map { index in
            scope!.start(dispatch: { delivered.append("\($0)") }) { dispatch in
                await gate.pass()
                dispatch(TestAction.addTag("\(index)"))
            }
        }
        await drainMainQueue()
        scope?.cancel(key: "none")
        tasks[0].cancel()
        #expect(scope?.liveTaskCount == 3)
        scope = nil
        #expect(tasks.allSatisfy { $0.isCancelled })
        gate.open()
        for task in tasks { await task.wait() }
        #expect(delivered.isEmpty)
    }
}
