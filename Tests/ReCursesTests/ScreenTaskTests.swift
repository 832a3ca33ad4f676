import ReCurses
import ReCursesTesting
import Testing

private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

@MainActor
@Suite("Screen tasks")
struct ScreenTaskTests {
    @Test("a task's actions reach the app's store; a sleep on the app's clock waits for advanceClock")
    func sleepsOnTheVirtualClock() async {
        let store = makeStore()
        let screen = Screen(title: "Plain")
        let driver = AppDriver(store: store, screen: screen)
        screen.task { dispatch in
            dispatch(CounterAction.set(1))
            try await screen.clock.sleep(for: .seconds(2))
            dispatch(CounterAction.set(2))
        }
        await driver.settle()
        #expect(store.state.count == 1)
        #expect(driver.liveTasks == 1)
        #expect(driver.liveTimers == 1)
        driver.advanceClock(by: .milliseconds(1_999))
        await driver.settle()
        #expect(store.state.count == 1)
        driver.advanceClock(by: .milliseconds(1))
        await driver.settle()
        #expect(store.state.count == 2)
        #expect(driver.liveTasks == 0)
        #expect(driver.liveTimers == 0)
    }

    @Test("a connectable screen's tasks dispatch to its connection's store")
    func connectionStore() async {
        let appStore = makeStore()
        let testStore = makeStore()
        let screen = CounterScreen(store: appStore)
        let driver = AppDriver(store: appStore, screen: screen)
        screen.connection.store = testStore
        await screen.task { dispatch in dispatch(CounterAction.set(7)) }.wait()
        #expect(testStore.state.count == 7)
        #expect(appStore.state.count == 0)
        driver.stop()
    }

    @Test("popping the screen cancels its tasks: no task and no timer stay alive, nothing is dispatched")
    func cancelledOnPop() async {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: Screen(title: "Root"))
        let pushed = Screen(title: "Pushed")
        driver.navigation.push(pushed)
        var sawCancellation = false
        let task = pushed.task { dispatch in
            do {
                try await pushed.clock.sleep(for: .seconds(60))
            } catch is CancellationError {
                sawCancellation = true
            }
            dispatch(CounterAction.set(99))
        }
        await driver.settle()
        driver.clearDispatchedActions()
        driver.navigation.pop()
        #expect(task.isCancelled)
        await driver.settle()
        #expect(sawCancellation)
        #expect(task.isFinished)
        #expect(pushed.liveTasks.isEmpty)
        #expect(driver.liveTasks == 0)
        #expect(driver.liveTimers == 0)
        #expect(driver.dispatchedActions.isEmpty)
        #expect(store.state.count == 0)
    }

    @Test("dismissing a presented screen and quitting the app cancel their tasks")
    func cancelledOnDismissAndQuit() async {
        let store = makeStore()
        let root = Screen(title: "Root")
        let driver = AppDriver(store: store, screen: root)
        let presented = Screen(title: "Sheet")
        driver.navigation.present(presented)
        let sheetTask = presented.task { _ in try await presented.clock.sleep(for: .seconds(60)) }
        let rootTask = root.task { _ in try await root.clock.sleep(for: .seconds(60)) }
        await driver.settle()
        #expect(driver.liveTasks == 2)
        driver.navigation.dismiss()
        #expect(sheetTask.isCancelled && !rootTask.isCancelled)
        driver.stop()
        #expect(rootTask.isCancelled)
        await driver.settle()
        #expect(driver.liveTasks == 0)
        #expect(driver.liveTimers == 0)
    }

    @Test("a covered screen keeps its tasks running; their results are there when it comes back")
    func coveredScreenKeepsItsTasks() async {
        let store = makeStore()
        let screen = CounterScreen(store: store)
        let driver = AppDriver(store: store, screen: screen)
        screen.task { dispatch in
            try await screen.clock.sleep(for: .seconds(1))
            dispatch(CounterAction.set(5))
        }
        await driver.settle()
        driver.navigation.push(Screen(title: "Cover"))
        driver.advanceClock(by: .seconds(1))
        await driver.settle()
        driver.navigation.pop()
        #expect(driver.contentLines[0] == "Count: 5")
    }

    @Test("a new task with the same key cancels the old one, which can no longer dispatch")
    func exclusiveByKey() async {
        let store = makeStore()
        let screen = Screen(title: "Search")
        let driver = AppDriver(store: store, screen: screen)
        func search(_ query: String, result: Int) -> ActionTask {
            screen.task(key: "search") { dispatch in
                try? await screen.clock.sleep(for: .milliseconds(300))
                dispatch(CounterAction.setNote(query))
                dispatch(CounterAction.set(result))
            }
        }
        let old = search("a", result: 1)
        await driver.settle()
        driver.advanceClock(by: .milliseconds(200))
        let new = search("ap", result: 2)
        #expect(old.isCancelled && !new.isCancelled)
        #expect(screen.runningTask(key: "search") === new)
        await driver.settle()
        #expect(old.isFinished)
        #expect(store.state.note == "")
        driver.advanceClock(by: .milliseconds(300))
        await driver.settle()
        #expect(store.state.note == "ap")
        #expect(store.state.count == 2)
        #expect(driver.dispatchedActions.count == 2)
        screen.cancelTask(key: "search")
        screen.cancelTasks()
    }

    @Test("a thrown error becomes an action the screen shows")
    func errorBecomesAnAction() async {
        let store = makeStore()
        let screen = CounterScreen(store: store)
        let driver = AppDriver(store: store, screen: screen)
        screen.task(key: "sync", onError: { CounterAction.setNote("Failed: \($0)") }) { _ in
            try await screen.clock.sleep(for: .seconds(1))
            throw Offline()
        }
        await driver.run(for: .seconds(1))
        #expect(driver.contentLines[1] == "Failed: offline")

        var failures: [TaskFailed] = []
        let listener = store.addActionListener { action in
            if let failed = action as? TaskFailed { failures.append(failed) }
        }
        defer { listener.remove() }
        await screen.task(key: "upload") { _ in throw Offline() }.wait()
        #expect(failures.map(\.key) == ["upload"])
        #expect(driver.application.isRunning)
    }

    @Test("run(for:) lets a task that sleeps in a loop wake once per sleep")
    func runForStepsThroughEachDeadline() async {
        let store = makeStore()
        let screen = Screen(title: "Poll")
        let driver = AppDriver(store: store, screen: screen)
        screen.task { dispatch in
            while true {
                try await screen.clock.sleep(for: .seconds(1))
                dispatch(CounterAction.increment)
            }
        }
        await driver.run(for: .seconds(5))
        #expect(store.state.count == 5)
        #expect(driver.clock.now == .seconds(5))
        screen.cancelTasks()
        await driver.settle()
        #expect(driver.liveTasks == 0)
    }

    @Test("store tasks count among the app's live tasks and dispatch like any other")
    func storeTasks() async {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: CounterScreen(store: store))
        let clock = driver.clock
        store.dispatch(
            key: "load",
            task: { dispatch, getState in
                try await clock.sleep(for: .seconds(1))
                dispatch(CounterAction.set(getState().count + 10))
            })
        await driver.settle()
        #expect(driver.liveTasks == 1)
        await driver.run(for: .seconds(1))
        #expect(driver.contentLines[0] == "Count: 10")
        #expect(driver.liveTasks == 0)
    }
}
