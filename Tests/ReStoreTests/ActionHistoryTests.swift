import ReStore
import Testing

/// An action that summarises itself for the history.
private struct Rename: Action, HistorySummarizing {
    let name: String
    var historySummary: String { "rename to \(name)" }
}

/// An action whose description spans lines.
private struct Note: Action, CustomStringConvertible {
    var description: String { "first\nsecond\tthird" }
}

/// A clock the test moves by hand.
private final class ManualClock {
    var now: Duration = .zero
}

@MainActor
@Suite("Action history")
struct ActionHistoryTests {
    @Test func eachReducedActionBecomesAnEntryWithTimeTypeSummaryAndOrigin() {
        let store = makeStore()
        let clock = ManualClock()
        let history = store.enableHistory(HistoryOptions(clock: { clock.now }))
        store.dispatch(TestAction.increment)
        clock.now = .seconds(2)
        DispatchOrigin.withLabel("Settings") { store.dispatch(Note()) }
        store.dispatch(Rename(name: "x"))

        #expect(history.count == 3)
        #expect(history.startIndex == 1 && history.endIndex == 4)
        let first = history[1]
        #expect(first?.typeName == "TestAction")
        #expect(first?.summary == "increment")
        #expect(first?.time == .zero)
        #expect(first?.origin == nil)
        let second = history[2]
        #expect(second?.time == .seconds(2))
        #expect(second?.origin == "Settings")
        #expect(second?.summary == "first second third")
        #expect(history[3]?.summary == "rename to x")
        #expect(history[4] == nil)
        #expect(history.state(after: 2) == TestState(count: 1))
        #expect(history.state(after: 0) == TestState())
    }

    @Test func longSummariesAreCutToTheLimit() {
        let store = makeStore()
        let history = store.enableHistory()
        store.dispatch(TestAction.setName(String(repeating: "x", count: 500)))
        let summary = history[1]?.summary ?? ""
        #expect(summary.count == HistoryEntry.summaryLimit)
        #expect(summary.hasSuffix("…"))
    }

    @Test(arguments: [(1, 1), (5, 1), (10, 3), (100, 7), (64, 64)])
    func theRingNeverHoldsMoreThanItsLimitAndDropsTheOldest(limit: Int, interval: Int) {
        let store = makeStore()
        let history = store.enableHistory(HistoryOptions(limit: limit, snapshotInterval: interval))
        for step in 1...(limit * 3 + 5) {
            store.dispatch(TestAction.increment)
            #expect(history.count <= limit)
            if step <= limit {
                #expect(history.count == step)
            } else {
                #expect(history.count > limit - interval)
            }
            #expect(history.endIndex == step + 1)
            #expect(history.startIndex == history.endIndex - history.count)
            // The newest entry's state is the store's state, whatever was dropped.
            #expect(history.state(after: step)?.count == step)
        }
        // The oldest entry kept still yields its state from the base.
        #expect(history.state(after: history.startIndex)?.count == history.startIndex)
        #expect(history.state(after: history.baseIndex)?.count == history.baseIndex)
        #expect(history.state(after: history.baseIndex - 1) == nil)
    }

    @Test func travellingToEveryIndexShowsTheStateAfterThatEntry() {
        let store = makeStore()
        let history = store.enableHistory(HistoryOptions(limit: 50, snapshotInterval: 4))
        var expected: [Int: TestState] = [0: store.state]
        for step in 1...37 {
            store.dispatch(step % 3 == 0 ? TestAction.addTag("t\(step)") : TestAction.increment)
            expected[step] = store.state
        }
        let present = store.state
        for index in stride(from: 36, through: 0, by: -1) {
            #expect(history.travel(to: index))
            #expect(history.position == index)
            #expect(store.state == expected[index])
        }
        for index in 0...35 {
            history.travel(to: index)
            #expect(store.state == expected[index])
        }
        history.returnToPresent()
        #expect(!history.isTravelling)
        #expect(store.state == present)
    }

    @Test func travelClampsItsIndexAndTheNewestEntryIsThePresent() {
        let store = makeStore()
        let history = store.enableHistory()
        for _ in 0..<3 { store.dispatch(TestAction.increment) }
        history.travel(to: -40)
        #expect(history.position == 0)
        #expect(store.state.count == 0)
        history.travel(to: 99)
        #expect(history.position == nil)
        #expect(store.state.count == 3)
    }

    @Test func steppingBackAndForwardWalksTheEntriesAndReturnsToThePresent() {
        let store = makeStore()
        let history = store.enableHistory()
        for _ in 0..<3 { store.dispatch(TestAction.increment) }
        #expect(!history.stepForward())
        #expect(history.stepBack())
        #expect(history.position == 2)
        #expect(store.state.count == 2)
        history.stepBack()
        history.stepBack()
        #expect(store.state.count == 0)
        #expect(!history.stepBack())
        history.stepForward()
        #expect(store.state.count == 1)
        history.stepForward()
        history.stepForward()
        #expect(!history.isTravelling)
        #expect(store.state.count == 3)
    }

    @Test func subscribersFollowTravelling() {
        let store = makeStore()
        let history = store.enableHistory()
        let recorder = Recorder<Int>()
        store.subscribe(recorder) { $0.select(\.count) }
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.increment)
        history.stepBack()
        history.returnToPresent()
        #expect(recorder.received == [0, 1, 2, 1, 2])
    }

    @Test func dispatchesWhileTravellingAreRefusedWithAReasonAndNoMiddlewareRuns() {
        var middlewareSaw: [String] = []
        let logger: Middleware<TestState> = { _, _ in
            { next in
                { action in
                    middlewareSaw.append("\(action)")
                    next(action)
                }
            }
        }
        let store = makeStore(middleware: [logger])
        let history = store.enableHistory()
        var refusals: [DispatchRefusal] = []
        history.onRefusedDispatch = { refusals.append($0) }
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.increment)
        history.stepBack()
        store.dispatch(TestAction.setName("late"))

        #expect(store.state == TestState(count: 1))
        #expect(middlewareSaw == ["increment", "increment"])
        #expect(history.refusals == 1)
        #expect(refusals.count == 1)
        #expect(refusals.first?.position == 1)
        #expect(refusals.first?.reason.contains("return to the present") == true)
        #expect(history.count == 2)

        history.returnToPresent()
        store.dispatch(TestAction.setName("now"))
        #expect(store.state == TestState(count: 2, name: "now"))
        #expect(history.count == 3)
    }

    @Test func travellingRunsNeitherMiddlewareNorActionListeners() {
        var middlewareCalls = 0
        let counter: Middleware<TestState> = { _, _ in
            { next in
                { action in
                    middlewareCalls += 1
                    next(action)
                }
            }
        }
        let store = makeStore(middleware: [counter])
        let history = store.enableHistory()
        var heard = 0
        store.addActionListener { _ in heard += 1 }
        for _ in 0..<4 { store.dispatch(TestAction.increment) }
        for index in 0..<4 { history.travel(to: index) }
        history.returnToPresent()
        #expect(middlewareCalls == 4)
        #expect(heard == 4)
        #expect(history.count == 4)
    }

    @Test func aReplacedStateIsAnEntryAndLaterStatesBuildOnIt() {
        let store = makeStore()
        let history = store.enableHistory(HistoryOptions(snapshotInterval: 10))
        store.dispatch(TestAction.increment)
        store.resetFullState(TestState(count: 40))
        store.dispatch(TestAction.increment)
        #expect(history[2]?.typeName == "state replaced")
        #expect(history.state(after: 3)?.count == 41)
        history.travel(to: 1)
        #expect(store.state.count == 1)
        history.travel(to: 2)
        #expect(store.state.count == 40)
        history.returnToPresent()
        #expect(history.count == 3)
    }

    @Test func observersHearEveryChangeAndTheVersionCounts() {
        let store = makeStore()
        let history = store.enableHistory()
        var calls = 0
        let observation = history.observe { calls += 1 }
        store.dispatch(TestAction.increment)
        history.stepBack()
        history.returnToPresent()
        #expect(calls == 3)
        #expect(history.version == 3)
        observation.cancel()
        store.dispatch(TestAction.increment)
        #expect(calls == 3)
    }

    @Test func disablingReturnsToThePresentAndStopsRecording() {
        let store = makeStore()
        let history = store.enableHistory()
        store.dispatch(TestAction.increment)
        history.stepBack()
        store.disableHistory()
        #expect(store.state.count == 1)
        #expect(store.history == nil)
        #expect(!store.keepsHistory)
        store.dispatch(TestAction.increment)
        #expect(store.state.count == 2)
        #expect(history.count == 1)
    }

    @Test func enablingTwiceKeepsTheSameHistory() {
        let store = makeStore()
        let history = store.enableHistory()
        #expect(store.enableHistory() === history)
    }

    @Test func storeTasksAreEntriesAndTheirActionsCarryTheirOrigin() async {
        let store = makeStore()
        let history = store.enableHistory()
        let task = store.dispatch(key: "load") { dispatch, _ in dispatch(TestAction.increment) }
        await task.wait()
        let waiting = store.dispatch(key: "slow") { _, _ in try await Task.sleep(for: .seconds(60)) }
        waiting.cancel()
        let kinds = history.allEntries.map(\.summary)
        #expect(kinds == ["task \"load\" started", "increment", "task \"slow\" started", "task \"slow\" cancelled"])
        #expect(history[2]?.origin == "store task \"load\"")
        #expect(history.state(after: 4)?.count == 1)
    }

    @Test func travellingDoesNotRestartTasks() async {
        let store = makeStore()
        let history = store.enableHistory()
        var runs = 0
        let task = store.dispatch { dispatch, _ in
            runs += 1
            dispatch(TestAction.increment)
        }
        await task.wait()
        history.travel(to: 0)
        history.returnToPresent()
        #expect(runs == 1)
        #expect(store.tasks.liveTaskCount == 0)
        #expect(store.state.count == 1)
    }
}
