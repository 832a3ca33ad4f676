import ReCurses
import ReCursesDevTools
import ReCursesTesting
import Testing

@MainActor
@Suite("Inspector screens")
struct InspectorScreenTests {
    @Test func theActionsPanelListsEveryAction() throws {
        let driver = makeInspectorDriver()
        driver.press(.enter)
        driver.advanceClock(by: .milliseconds(1_500))
        driver.press(.enter)
        driver.press(.function(12))
        driver.expectScreen(named: "actions-100x30")
    }

    @Test func theStatePanelMarksWhatTheSelectedActionChanged() throws {
        let driver = makeInspectorDriver()
        driver.press(.enter, .enter)
        driver.press(.function(12))
        driver.press(.ctrl("n"))
        driver.press(.down, .down, .down, .right)
        driver.expectScreen(named: "state-100x30")
    }

    @Test func theScreensPanelShowsTheStackAndItsConnections() throws {
        let driver = makeInspectorDriver()
        driver.press(.function(12))
        driver.press(.ctrl("n"), .ctrl("n"))
        driver.expectScreen(named: "screens-100x30")
    }

    @Test func theFramesPanelShowsWhatFramesCost() throws {
        let driver = makeInspectorDriver()
        driver.press(.enter)
        driver.press(.function(12))
        driver.press(.ctrl("n"), .ctrl("n"), .ctrl("n"))
        driver.press(.ctrl("b"))
        driver.expectScreen(named: "frames-100x30")
    }

    @Test func dockedRightTheAppKeepsTheLeftHalf() throws {
        let driver = makeInspectorDriver()
        driver.press(.enter)
        driver.press(.function(12))
        driver.press(.ctrl("d"))
        driver.expectScreen(named: "actions-right-100x30")
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinyWindowsNeverCrash(size: Size) throws {
        let driver = makeInspectorDriver(size: size)
        driver.press(.enter)
        driver.press(.function(12))
        for _ in 0..<4 {
            driver.press(.ctrl("n"))
            driver.press(.down, .ctrl("b"), .ctrl("f"), .ctrl("d"))
            driver.type("inc")
        }
        driver.press(.function(12))
        #expect(driver.lines.count == size.height)
    }
}
