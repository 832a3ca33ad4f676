import ReCurses
import ReCursesTesting
import Testing

/// A screen that counts the ticks of its timers.
@MainActor
private final class TickingScreen: Screen {
    var ticks: [String] = []

    @discardableResult
    func tick(every interval: Duration, as name: String) -> ScreenTimer {
        every(interval) { [unowned self] in ticks.append(name) }
    }
}

@MainActor
@Suite("Screen timers")
struct ScreenTimerTests {
    @Test("a timer runs only while its screen is visible: a covered screen's timer does not fire")
    func pausedWhileCovered() {
        let root = TickingScreen(title: "Root")
        root.tick(every: .seconds(1), as: "tick")
        let driver = AppDriver(screen: root)
        driver.advanceClock(by: .seconds(3))
        #expect(root.ticks.count == 3)
        driver.navigation.push(Screen(title: "Cover"))
        #expect(driver.liveTimers == 0)
        driver.advanceClock(by: .seconds(5))
        #expect(root.ticks.count == 3)
        #expect(root.activeTimers.count == 1)
        #expect(root.activeTimers.first?.isRunning == false)
        driver.navigation.pop()
        #expect(driver.liveTimers == 1)
        driver.advanceClock(by: .seconds(1))
        #expect(root.ticks.count == 4)
    }

    @Test("a paused timer keeps the time it had left")
    func pauseKeepsTheRemainingTime() {
        let root = TickingScreen(title: "Root")
        root.tick(every: .seconds(1), as: "tick")
        let driver = AppDriver(screen: root)
        driver.advanceClock(by: .milliseconds(600))
        driver.navigation.push(Screen(title: "Cover"))
        driver.advanceClock(by: .seconds(10))
        driver.navigation.pop()
        driver.advanceClock(by: .milliseconds(399))
        #expect(root.ticks.isEmpty)
        driver.advanceClock(by: .milliseconds(1))
        #expect(root.ticks == ["tick"])
        driver.advanceClock(by: .seconds(1))
        #expect(root.ticks.count == 2)
    }

    @Test("a modal over the screen pauses its timers until it is dismissed")
    func pausedUnderAModal() {
        let root = TickingScreen(title: "Root")
        root.tick(every: .milliseconds(500), as: "tick")
        let driver = AppDriver(screen: root)
        driver.navigation.alert(title: "Note", message: "Covered")
        driver.runUntilIdle()
        driver.advanceClock(by: .seconds(5))
        #expect(root.ticks.isEmpty)
        driver.press(.enter)
        #expect(driver.navigation.modalScreens.isEmpty)
        driver.advanceClock(by: .seconds(1))
        #expect(root.ticks.count == 2)
    }

    @Test("timers fire in deadline order, one interval after the screen appears")
    func virtualClockOrdering() {
        let root = TickingScreen(title: "Root")
        root.tick(every: .milliseconds(300), as: "300")
        root.tick(every: .milliseconds(500), as: "500")
        root.after(.milliseconds(700)) { [unowned root] in root.ticks.append("once") }
        let driver = AppDriver(screen: root)
        driver.advanceClock(by: .seconds(1))
        #expect(root.ticks == ["300", "500", "300", "once", "300", "500"])
        #expect(root.activeTimers.count == 2)
    }

    @Test("a one-shot timer fires once; a cancelled timer never again")
    func oneShotAndCancel() {
        let root = TickingScreen(title: "Root")
        let driver = AppDriver(screen: root)
        let once = root.after(.seconds(2)) { [unowned root] in root.ticks.append("once") }
        let repeating = root.tick(every: .seconds(1), as: "tick")
        driver.advanceClock(by: .seconds(1))
        repeating.cancel()
        repeating.cancel()
        driver.advanceClock(by: .seconds(5))
        #expect(root.ticks == ["tick", "once"])
        #expect(!once.isActive && !repeating.isActive)
        #expect(root.activeTimers.isEmpty)
        #expect(driver.liveTimers == 0)
    }

    @Test("a timer made before the screen is shown waits for it to appear")
    func madeBeforeAppearing() {
        let root = TickingScreen(title: "Root")
        let driver = AppDriver(screen: root)
        let pushed = TickingScreen(title: "Pushed")
        pushed.tick(every: .seconds(1), as: "tick")
        driver.advanceClock(by: .seconds(3))
        #expect(pushed.ticks.isEmpty)
        driver.navigation.push(pushed)
        driver.advanceClock(by: .seconds(1))
        #expect(pushed.ticks.count == 1)
    }

    @Test("popping a screen stops its timers for good; so does quitting")
    func stoppedWhenTheScreenLeaves() {
        let root = TickingScreen(title: "Root")
        root.tick(every: .seconds(1), as: "root")
        let driver = AppDriver(screen: root)
        let pushed = TickingScreen(title: "Pushed")
        let timer = pushed.tick(every: .seconds(1), as: "pushed")
        driver.navigation.push(pushed)
        driver.navigation.pop()
        #expect(!timer.isActive)
        #expect(pushed.activeTimers.isEmpty)
        #expect(driver.liveTimers == 1)
        driver.navigation.push(pushed)
        driver.advanceClock(by: .seconds(3))
        #expect(pushed.ticks.isEmpty)
        driver.stop()
        #expect(driver.liveTimers == 0)
        #expect(root.activeTimers.isEmpty)
    }

    @Test("ticks of several timers and the state changes they make in one turn make one frame")
    func manyTicksOneFrame() {
        let store = makeStore()
        let screen = CounterScreen(store: store)
        for _ in 0..<5 { screen.every(.seconds(1)) { store.dispatch(CounterAction.increment) } }
        let driver = AppDriver(store: store, screen: screen)
        let frames = driver.framesPresented
        driver.advanceClock(by: .seconds(1))
        #expect(store.state.count == 5)
        #expect(driver.framesPresented == frames + 1)
        #expect(driver.contentLines[0] == "Count: 5")
    }

    @Test("bad intervals are clamped, never fatal")
    func badIntervals() {
        let root = TickingScreen(title: "Root")
        let driver = AppDriver(screen: root)
        let fast = root.tick(every: .zero, as: "fast")
        #expect(fast.interval == TerminalClock.minimumInterval)
        root.after(.seconds(-3)) { [unowned root] in root.ticks.append("late") }
        driver.advanceClock(by: .milliseconds(2))
        #expect(root.ticks == ["late", "fast", "fast"])
    }
}
