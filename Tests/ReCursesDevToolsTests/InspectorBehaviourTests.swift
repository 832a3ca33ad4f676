import ReCurses
import ReCursesTesting
import Testing

@testable import ReCursesDevTools

@MainActor
@Suite("Inspector behaviour")
struct InspectorBehaviourTests {
    private func appLayout(_ driver: AppDriver) -> [Rect] {
        let navigation = driver.application.navigation
        let screen = navigation.topScreen
        return [navigation.view.frame, screen.view.frame] + screen.view.subviews.map(\.frame)
    }

    @Test func theInspectorIsOffUnlessTheAppEnablesIt() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let driver = AppDriver(store: store, screen: CounterScreen(store: store))
        driver.press(.function(12))
        #expect(driver.application.inspector == nil)
        #expect(driver.application.window.overlays.isEmpty)
    }

    @Test func aClosedInspectorDrawsNothing() throws {
        let store = Store(reducer: counterReducer, state: CounterState())
        let driver = makeInspectorDriver(store: store)
        let inspector = try #require(driver.application.inspector)
        for _ in 0..<5 { driver.press(.enter) }
        #expect(inspector.view.drawCount == 0)
        #expect(inspector.view.actionsPanel.table.drawCount == 0)
        #expect(driver.application.window.overlays.isEmpty)
    }

    @Test func togglingKeepsTheAppsLayoutAndStore() throws {
        let store = Store(reducer: counterReducer, state: CounterState())
        let driver = makeInspectorDriver(store: store)
        driver.press(.enter)
        let layout = appLayout(driver)
        let state = store.state
        let subscribers = store.subscriptionCount
        let entries = try #require(driver.application.history).count

        driver.press(.function(12))
        #expect(driver.application.navigation.view.frame == Rect(x: 0, y: 0, width: 100, height: 15))
        for _ in 0..<4 { driver.press(.ctrl("n")) }
        driver.press(.ctrl("d"))
        #expect(driver.application.navigation.view.frame == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(store.state == state)
        #expect(driver.application.history?.count == entries)
        driver.press(.function(12))

        #expect(appLayout(driver) == layout)
        #expect(store.state == state)
        #expect(store.subscriptionCount == subscribers)
        #expect(driver.lines[1].hasPrefix("Count: 1"))
    }

    @Test func selectingAnActionTravelsAndTheConnectedScreenFollows() throws {
        let store = Store(reducer: counterReducer, state: CounterState())
        let driver = makeInspectorDriver(store: store)
        for _ in 0..<3 { driver.press(.enter) }
        driver.press(.function(12))
        driver.press(.up)
        let history = try #require(driver.application.history)
        #expect(history.position == 2)
        #expect(driver.lines[1].hasPrefix("Count: 2"))
        driver.press(.home)
        #expect(history.position == 0)
        #expect(driver.lines[1].hasPrefix("Count: 0"))
        #expect(driver.lines[15].contains("TRAVELLING at #0 of 3"))
        driver.press(.end)
        #expect(!history.isTravelling)
        #expect(driver.lines[1].hasPrefix("Count: 3"))
    }

    @Test func stepKeysTravelAndReturnToThePresent() throws {
        let store = Store(reducer: counterReducer, state: CounterState())
        let driver = makeInspectorDriver(store: store)
        for _ in 0..<3 { driver.press(.enter) }
        driver.press(.function(12))
        driver.press(.ctrl("b"), .ctrl("b"))
        #expect(driver.lines[1].hasPrefix("Count: 1"))
        #expect(driver.application.history?.position == 1)
        driver.press(.ctrl("f"))
        #expect(driver.lines[1].hasPrefix("Count: 2"))
        driver.press(.ctrl("p"))
        #expect(driver.lines[1].hasPrefix("Count: 3"))
        #expect(driver.application.history?.isTravelling == false)
        #expect(driver.lines[15].contains("live · 3 entries"))
    }

    @Test func aDispatchRefusedWhileTravellingIsShown() throws {
        let store = Store(reducer: counterReducer, state: CounterState())
        let driver = makeInspectorDriver(store: store)
        driver.press(.enter, .enter)
        driver.press(.function(12))
        driver.press(.ctrl("b"))
        driver.press(.function(6))
        #expect(driver.application.inspector?.hasFocus == false)
        driver.press(.enter)
        #expect(driver.lines[1].hasPrefix("Count: 1"))
        #expect(driver.application.history?.refusals == 1)
        #expect(driver.lines[15].contains("dispatch refused: CounterAction (1)"))
        driver.expectScreen(named: "refused-100x30")
        driver.press(.function(6))
        driver.press(.ctrl("p"))
        #expect(driver.lines[15].contains("live · 2 entries"))
        driver.press(.function(6))
        driver.press(.enter)
        #expect(driver.lines[1].hasPrefix("Count: 3"))
    }

    @Test func closingReturnsToThePresent() throws {
        let store = Store(reducer: counterReducer, state: CounterState())
        let driver = makeInspectorDriver(store: store)
        driver.press(.enter, .enter)
        driver.press(.function(12))
        driver.press(.ctrl("b"), .ctrl("b"))
        driver.press(.function(12))
        #expect(driver.application.history?.isTravelling == false)
        #expect(driver.lines[1].hasPrefix("Count: 2"))
    }

    @Test func typingFiltersTheActionsByType() throws {
        let store = Store(reducer: counterReducer, state: CounterState())
        let driver = makeInspectorDriver(store: store)
        driver.press(.enter)
        store.dispatch(RenameCounter(name: "Tally"))
        driver.press(.enter)
        driver.press(.function(12))
        driver.type("ren")
        let table = try #require(driver.application.inspector?.view.actionsPanel.table)
        #expect(table.rows.map(\.id) == [2])
        #expect(driver.lines[17].hasPrefix("Filter: ren"))
        driver.press(.backspace, .backspace, .backspace)
        #expect(table.rows.map(\.id) == [0, 1, 2, 3])
        driver.type("counteract")
        #expect(table.rows.map(\.id) == [1, 3])
        driver.press(.escape)
        #expect(table.rows.count == 4)
    }

    @Test func aDispatchWhileOpenWritesTheChangedRowsOnly() throws {
        let store = Store(reducer: counterReducer, state: CounterState())
        let driver = makeInspectorDriver(store: store)
        driver.press(.function(12))
        driver.press(.function(6))
        func cellsForOneDispatch() -> Int {
            driver.terminal.resetCounters()
            driver.press(.enter)
            return driver.terminal.cellsWritten
        }
        driver.press(.enter, .enter)
        let early = cellsForOneDispatch()
        driver.press(.enter)
        let later = cellsForOneDispatch()
        #expect(early == later)
        #expect(later < 3 * 100)
        for _ in 0..<20 { #expect(cellsForOneDispatch() < 3 * 100) }
    }

    @Test func theHelpListsTheInspectorsKeys() throws {
        let driver = makeInspectorDriver()
        driver.press(.enter, .enter)
        driver.press(.function(12))
        driver.press(.ctrl("b"))
        driver.press(.function(1))
        let screen = driver.lines.joined(separator: "\n")
        #expect(screen.contains("Ctrl-B"))
        #expect(screen.contains("Ctrl-P"))
        #expect(screen.contains("Present"))
        #expect(screen.contains("Inspector"))
    }

    @Test func aConfiguredToggleKeyOpensTheInspector() throws {
        let driver = makeInspectorDriver(options: InspectorOptions(toggleKey: .function(11), dock: .right))
        driver.press(.function(12))
        #expect(driver.application.inspector?.isOpen == false)
        driver.press(.function(11))
        #expect(driver.application.inspector?.isOpen == true)
        #expect(driver.application.inspector?.dock == .right)
    }
}
