import ReCurses
import ReCursesTesting
import Testing

@MainActor
@Suite("Time travel")
struct TimeTravelTests {
    private func makeDriver(store: Store<CounterState>) -> AppDriver {
        AppDriver { terminal in
            Application(
                store: store, root: CounterScreen(store: store), terminal: terminal, theme: .default,
                devTools: .history())
        }
    }

    @Test func aConnectedScreenShowsTheStateTheHistoryTravelsTo() throws {
        let store = makeStore()
        let driver = makeDriver(store: store)
        for _ in 0..<3 { driver.press(.enter) }
        #expect(driver.contentLines[0] == "Count: 3")
        let history = try #require(driver.application.history)

        history.travel(to: 1)
        driver.runUntilIdle()
        #expect(driver.contentLines[0] == "Count: 1")
        history.stepBack()
        driver.runUntilIdle()
        #expect(driver.contentLines[0] == "Count: 0")
        history.returnToPresent()
        driver.runUntilIdle()
        #expect(driver.contentLines[0] == "Count: 3")
    }

    @Test func keysPressedWhileTravellingAreRefusedAndTheScreenKeepsThePast() throws {
        let store = makeStore()
        let driver = makeDriver(store: store)
        driver.press(.enter)
        driver.press(.enter)
        let history = try #require(driver.application.history)
        history.stepBack()
        driver.press(.enter)
        #expect(driver.contentLines[0] == "Count: 1")
        #expect(history.refusals == 1)
        #expect(history.count == 2)
        history.returnToPresent()
        driver.press(.enter)
        #expect(driver.contentLines[0] == "Count: 3")
    }

    @Test func entriesAreTimedOnTheApplicationClockAndNameTheScreen() throws {
        let store = makeStore()
        let driver = makeDriver(store: store)
        driver.advanceClock(by: .seconds(5))
        driver.press(.enter)
        let history = try #require(driver.application.history)
        let entry = try #require(history[history.endIndex - 1])
        #expect(entry.time == .seconds(5))
        #expect(entry.origin == "CounterScreen.Props")
        #expect(entry.typeName == "CounterAction")
    }

    @Test func anApplicationKeepsNoHistoryUnlessAsked() {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: CounterScreen(store: store))
        #expect(driver.application.history == nil)
        #expect(!store.keepsHistory)
    }
}
