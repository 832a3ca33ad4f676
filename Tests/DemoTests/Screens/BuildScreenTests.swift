import DemoKit
import ReCurses
import ReCursesTesting
import Testing

/// The simulated build in a live area: steps printed above, a progress bar and spinner below, a summary.
@Suite("Build screen, inline")
@MainActor
struct BuildScreenTests {
    @Test("each finished step is printed above the live area; the summary comes last and the app is told")
    func printsStepsAndSummary() {
        let screen = BuildScreen()
        var finished = 0
        let driver = AppDriver(size: Size(width: 50, height: 4)) { terminal in
            let application = Application(root: screen, terminal: terminal, theme: .default)
            screen.printAbove = { application.printAbove($0) }
            screen.onFinished = { finished += 1 }
            return application
        }
        defer { driver.stop() }
        for _ in 0..<BuildScreen.ticksPerStep { screen.advance() }
        driver.runUntilIdle()
        #expect(driver.printedLines.count == 1)
        #expect(driver.printedLines.first?.hasPrefix("✓ Resolve packages") == true)
        #expect(driver.text.contains("Compile ReStore… (1/8)"))
        #expect(driver.text.contains("12%"))
        for _ in 0..<(BuildScreen.steps.count * BuildScreen.ticksPerStep) { screen.advance() }
        driver.runUntilIdle()
        #expect(driver.printedLines.count == BuildScreen.steps.count + 1)
        #expect(driver.printedLines.last?.hasPrefix("Build succeeded: 8 steps in") == true)
        #expect(driver.text.contains("100%"))
        #expect(finished == 1)
    }

    @Test("the ticks run on the app's clock while the screen is visible, pause while it is covered, stop on quit")
    func ticksAreScoped() {
        let screen = BuildScreen()
        screen.tickInterval = .milliseconds(50)
        let driver = AppDriver(screen: screen, size: Size(width: 40, height: 4))
        driver.advanceClock(by: .milliseconds(150))
        #expect(screen.ticks == 3)
        driver.navigation.alert(title: "Paused", message: "The build waits")
        driver.advanceClock(by: .seconds(1))
        #expect(screen.ticks == 3)
        driver.navigation.dismiss()
        driver.advanceClock(by: .milliseconds(50))
        #expect(screen.ticks == 4)
        driver.stop()
        driver.advanceClock(by: .seconds(1))
        #expect(screen.ticks == 4)
        #expect(driver.liveTimers == 0)
    }

    @Test("the build runs to its end on the app's clock and then stops ticking")
    func runsToItsEnd() {
        let screen = BuildScreen()
        let driver = AppDriver(screen: screen, size: Size(width: 40, height: 4))
        driver.advanceClock(by: screen.tickInterval * (BuildScreen.steps.count * BuildScreen.ticksPerStep))
        #expect(screen.isFinished)
        #expect(driver.text.contains("✓ Done (8/8)"))
        #expect(driver.liveTimers == 0)
    }

    @Test(
        "at tiny sizes the build screen draws without trouble",
        arguments: [Size.zero, Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinySizes(size: Size) {
        let screen = BuildScreen()
        let driver = AppDriver(screen: screen, size: size)
        screen.advance()
        driver.runUntilIdle()
        #expect(driver.terminal.wideGlyphViolations == 0)
        driver.stop()
    }

    @Test("the README's inline example, verbatim up to run(): an inline application whose printed line waits for it")
    func readmeExample() {
        let store = DemoStore.make(logFile: nil)
        let app = Application(store: store, root: BuildScreen(), mode: .inline(height: 4))
        app.printAbove(StyledLine(spans: [.init("✓ ", style: .foreground(.green)), .init("Compile ReStore")]))
        #expect(app.terminal is InlineTerminal)
        #expect(!app.isRunning)
    }
}
