import ReCurses
import ReCursesDevTools
import ReCursesTesting
import Testing

@testable import DemoKit

/// The Monitor under `--dev`: its refreshes in the history, and time travel back to an older one.
@MainActor
@Suite("Monitor in the inspector")
struct MonitorInInspectorTests {
    @Test func everyRefreshIsOneActionAndTravellingShowsAnOlderRefresh() async throws {
        let harness = try DemoHarness(arguments: ["--dev", "--screen", "monitor"], size: Size(width: 100, height: 30))
        let history = try #require(harness.driver.application.history)
        await settle(harness)
        for _ in 0..<3 {
            harness.driver.advanceClock(by: MonitorScreen.refreshInterval)
            await settle(harness)
        }
        let refreshes = (history.startIndex..<history.endIndex).filter {
            history[$0]?.typeName == "MonitorRefreshed"
        }
        let present = harness.store.state.monitor.refreshCount
        #expect(refreshes.count == present)
        #expect(present >= 3)

        #expect(history.travel(to: refreshes[0]))
        #expect(harness.store.state.monitor.refreshCount == 1)
        #expect(history.isTravelling)
        harness.driver.advanceClock(by: MonitorScreen.refreshInterval)
        await settle(harness)
        #expect(harness.store.state.monitor.refreshCount == 1, "a refresh while travelling is refused")
        #expect(history.refusals >= 1)

        history.returnToPresent()
        #expect(harness.store.state.monitor.refreshCount == present)
    }

    /// Waits for the reads running off the main actor, then for the app to rest.
    private func settle(_ harness: DemoHarness) async {
        await harness.driver.settle()
        _ = await harness.driver.runUntil { harness.driver.liveTasks == 0 }
        await harness.driver.settle()
    }
}
