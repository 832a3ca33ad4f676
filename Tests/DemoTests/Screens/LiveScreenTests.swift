import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

/// The Live example: timers that run while the screen is visible, tasks that end with it.
@MainActor
@Suite("Live screen")
struct LiveScreenTests {
    /// The demo with the Live screen pushed over the launcher, and the screen.
    private func openLive() throws -> (DemoHarness, LiveScreen) {
        let harness = try DemoHarness(arguments: ["--screen", "live"])
        return (harness, try #require(harness.screen(LiveScreen.self)))
    }

    @Test func theClockAndTheLoadFollowTheirTimers() throws {
        let (harness, _) = try openLive()
        #expect(harness.text.contains("Clock        12:00:00"))
        #expect(harness.store.state.live.loadSamples.count == 1)
        harness.driver.advanceClock(by: .seconds(1))
        #expect(harness.text.contains("Clock        12:00:01"))
        #expect(harness.store.state.live.loadSamples.count == 3)
        #expect(harness.store.state.live.load == LiveScreen.load(atSample: 3))
        #expect(harness.driver.liveTimers == 2)
    }

    @Test func theSparklineAndTheBarChartFollowTheSamples() throws {
        let (harness, screen) = try openLive()
        harness.driver.advanceClock(by: .seconds(30))
        let samples = harness.store.state.live.loadSamples
        #expect(samples.count == LiveState.sampleCount)
        #expect(screen.loadSparkline.values == samples)
        #expect(screen.loadChart.bars.map(\.label) == ["now", "average", "peak"])
        #expect(screen.loadChart.bars.last?.value == (samples.max() ?? 0) * 100)
        let glyphs = harness.driver.lines.first { $0.contains("▁") || $0.contains("█") && !$0.contains("%") }
        #expect(glyphs != nil)
    }

    @Test func coveredByADialogItsTimersDoNotFire() throws {
        let (harness, _) = try openLive()
        harness.driver.press(.character("?"))
        #expect(harness.driver.navigation.modalScreens.count == 1)
        let live = harness.store.state.live
        harness.driver.advanceClock(by: .seconds(5))
        #expect(harness.store.state.live == live)
        #expect(harness.driver.liveTimers == 0)
        harness.driver.press(.escape)
        #expect(harness.text.contains("Clock        12:00:05"))
        #expect(harness.driver.liveTimers == 2)
    }

    @Test func aReportArrivesAfterItsLatencyWhileTheSpinnerTurns() async throws {
        let (harness, screen) = try openLive()
        harness.driver.press(.enter)
        #expect(harness.text.contains("⠋ Fetching report #1…"))
        await harness.driver.settle()
        #expect(screen.requestSpinner.isTicking)
        await harness.driver.run(for: .milliseconds(80))
        #expect(harness.text.contains("⠙ Fetching report #1…"))
        await harness.driver.run(for: LiveCatalog.reportLatency)
        #expect(harness.text.contains("Report #1: 101 rows."))
        #expect(!screen.requestSpinner.isTicking)
        #expect(harness.driver.liveTasks == 0)
    }

    @Test func cancelStopsTheRequestAndItsResultNeverArrives() async throws {
        let (harness, screen) = try openLive()
        harness.driver.press(.enter)
        await harness.driver.settle()
        harness.focus(screen.cancelButton)
        harness.driver.press(.enter)
        #expect(harness.text.contains("Request #1 was cancelled."))
        await harness.driver.run(for: .seconds(5))
        #expect(harness.text.contains("Request #1 was cancelled."))
        #expect(!harness.driver.dispatchedActions.contains { $0 is LiveRequestFinished })
        #expect(harness.driver.liveTasks == 0)
    }

    @Test func aFailedRequestComesBackAsAnActionAndShowsAsAnError() async throws {
        let (harness, screen) = try openLive()
        harness.focus(screen.failSwitch)
        harness.driver.press(.character(" "))
        #expect(harness.store.state.live.failsNextRequest)
        harness.focus(screen.fetchButton)
        harness.driver.press(.enter)
        await harness.driver.run(for: LiveCatalog.reportLatency)
        let message = "Request #1 failed: the report server timed out."
        #expect(harness.text.contains(message))
        let row = try #require(harness.driver.lines.firstIndex { $0.contains(message) })
        #expect(harness.driver.style(at: Point(x: 17, y: row)) == Theme.default.error)
        #expect(!harness.store.state.live.failsNextRequest)
        #expect(harness.driver.application.isRunning)
    }

    @Test func eachKeyCancelsTheLastLookupSoOnlyTheNewestQueryShowsResults() async throws {
        let (harness, screen) = try openLive()
        harness.focus(screen.searchField)
        harness.driver.type("a")
        await harness.driver.settle()
        #expect(harness.text.contains("Looking up “a”…"))
        harness.driver.advanceClock(by: .milliseconds(200))
        harness.driver.type("p")
        await harness.driver.run(for: LiveCatalog.searchLatency)
        #expect(harness.text.contains("apple, apricot, grape, grapefruit, papaya, pineapple"))
        let finished = harness.driver.dispatchedActions.compactMap { $0 as? LiveSearchFinished }
        #expect(finished.map(\.query) == ["ap"])
        harness.driver.press(.ctrl("u"))
        #expect(harness.text.contains("Type to search; each key cancels the last lookup."))
    }

    @Test func leavingTheScreenCancelsEverythingNoTaskAndNoTimerStayAlive() async throws {
        let (harness, screen) = try openLive()
        harness.driver.press(.enter)
        harness.focus(screen.searchField)
        harness.driver.type("pe")
        await harness.driver.settle()
        #expect(harness.driver.liveTasks == 2)
        harness.driver.press(.escape)
        #expect(harness.driver.visibleScreen is LauncherScreen)
        await harness.driver.settle()
        #expect(harness.driver.liveTasks == 0)
        #expect(harness.driver.liveTimers == 0)
        #expect(screen.liveTasks.isEmpty && screen.activeTimers.isEmpty)
        harness.driver.clearDispatchedActions()
        await harness.driver.run(for: .seconds(10))
        #expect(harness.driver.dispatchedActions.isEmpty)

        harness.driver.navigation.push(DemoScreens.make(.live, store: harness.store))
        #expect(harness.text.contains("Request #1 was cancelled."))
        #expect(!harness.store.state.live.isSearching)
    }
}
