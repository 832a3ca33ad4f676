import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A form of two fields filling a window, for the notifications' tests.
@MainActor
private struct NotificationFixture {
    let name = TextField(text: "Ada")
    let city = TextField(text: "London")
    let driver: ViewDriver<Form>

    init(size: Size = Size(width: 40, height: 12)) {
        driver = ViewDriver(Form(rows: [FormRow("Name", name), FormRow("City", city)]), size: size)
        _ = name.becomeFocused()
        driver.runUntilIdle()
    }

    var window: Window { driver.window }
}

@MainActor
@Suite("Notifications: toasts in the corner")
struct NotificationTests {
    @Test("a notification shows in the bottom-right corner and never takes the focus or the keys")
    func showsWithoutTheFocus() {
        let fixture = NotificationFixture()
        fixture.window.notify("Saved the profile", severity: .success)
        fixture.driver.runUntilIdle()
        #expect(fixture.driver.lines[8] == "              ┌───────────────────────┐ ")
        #expect(fixture.driver.lines[9] == "              │ ✓ Saved the profile × │ ")
        #expect(fixture.driver.lines[10] == "              └───────────────────────┘ ")
        #expect(fixture.driver.style(at: Point(x: 16, y: 9)) == Theme.default.accent)
        #expect(fixture.driver.style(at: Point(x: 14, y: 9)) == Theme.default.accent)
        #expect(fixture.driver.focusedView === fixture.name)
        fixture.driver.type("!")
        #expect(fixture.name.text == "Ada!")
        fixture.driver.press(.tab)
        #expect(fixture.driver.focusedView === fixture.city)
    }

    @Test("it leaves after its timeout on the window's clock; the log and the publisher keep it")
    func timesOut() {
        let fixture = NotificationFixture()
        var heard: [String] = []
        let subscription = fixture.window.notifications.posted.sink { heard.append($0.message) }
        fixture.window.notify("Copied", timeout: .seconds(2))
        fixture.window.notify("Sticky", severity: .warning, timeout: nil)
        fixture.driver.runUntilIdle()
        #expect(fixture.window.notifications.shown.map(\.message) == ["Copied", "Sticky"])
        fixture.driver.advanceClock(by: .milliseconds(1_999))
        #expect(fixture.driver.lines.contains { $0.contains("Copied") })
        fixture.driver.advanceClock(by: .milliseconds(1))
        #expect(!fixture.driver.lines.contains { $0.contains("Copied") })
        #expect(fixture.driver.lines.contains { $0.contains("! Sticky") })
        fixture.driver.advanceClock(by: .seconds(60))
        #expect(fixture.window.notifications.shown.map(\.message) == ["Sticky"])
        #expect(fixture.window.notifications.log.map(\.message) == ["Copied", "Sticky"])
        #expect(heard == ["Copied", "Sticky"])
        subscription.cancel()
    }

    @Test("Ctrl-G dismisses the newest; a click on a toast dismisses it; a click elsewhere reaches the app")
    func dismissing() {
        let fixture = NotificationFixture()
        fixture.window.notify("First", timeout: nil)
        fixture.window.notify("Second", severity: .error, timeout: nil)
        fixture.window.notify("Third", timeout: nil)
        fixture.driver.runUntilIdle()
        #expect(fixture.window.notifications.shown.map(\.message) == ["First", "Second", "Third"])
        fixture.driver.press(.ctrl("g"))
        #expect(fixture.window.notifications.shown.map(\.message) == ["First", "Second"])
        let second = try! #require(fixture.driver.lines.firstIndex { $0.contains("✗ Second") })
        fixture.driver.click(at: Point(x: 30, y: second))
        #expect(fixture.window.notifications.shown.map(\.message) == ["First"])
        #expect(!fixture.driver.lines.contains { $0.contains("Second") })
        fixture.driver.click(at: Point(x: 8, y: 1))
        #expect(fixture.driver.focusedView === fixture.city)
        #expect(fixture.window.notifications.shown.map(\.message) == ["First"])
        fixture.driver.press(.ctrl("g"))
        #expect(fixture.window.notifications.shown.isEmpty)
        #expect(fixture.window.overlays.isEmpty)
        #expect(fixture.driver.lines[9].allSatisfy { $0 == " " })
    }

    @Test("they stack, the newest at the bottom; past maximumShown the oldest goes")
    func stacking() {
        let fixture = NotificationFixture(size: Size(width: 40, height: 20))
        fixture.window.notifications.maximumShown = 3
        for index in 1...4 { fixture.window.notify("Message \(index)", timeout: nil) }
        fixture.driver.runUntilIdle()
        #expect(fixture.window.notifications.shown.map(\.message) == ["Message 2", "Message 3", "Message 4"])
        let rows = fixture.driver.lines.enumerated().filter { $0.element.contains("Message") }.map(\.offset)
        #expect(rows == [11, 14, 17])
        #expect(fixture.driver.lines[17].contains("Message 4"))
    }

    @Test("a dialog over the app does not pause a toast's countdown")
    func countdownRunsUnderADialog() {
        let fixture = NotificationFixture()
        fixture.window.notify("Exported", timeout: .seconds(3))
        let dialog = Label("A dialog")
        fixture.window.presentOverlay(dialog, placement: .centered)
        fixture.driver.runUntilIdle()
        fixture.driver.advanceClock(by: .seconds(3))
        #expect(fixture.window.notifications.shown.isEmpty)
        #expect(fixture.window.overlays.count == 1)
    }

    @Test("tiny windows never crash")
    func tinySizes() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let fixture = NotificationFixture(size: size)
            fixture.window.notify("A long message that does not fit")
            fixture.driver.runUntilIdle()
            fixture.driver.click(at: Point(x: 0, y: 0))
            fixture.driver.press(.ctrl("g"))
            fixture.driver.advanceClock(by: .seconds(5))
            #expect(fixture.driver.lines.count == size.height)
        }
    }

    @Test("golden screens of stacked notifications at 80×24 and 40×12")
    func goldens() {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let fixture = NotificationFixture(size: size)
            fixture.window.notify("Saved the profile", severity: .success)
            fixture.window.notify("The network is slow today", severity: .warning)
            fixture.window.notify("Could not reach the server: connection refused", severity: .error)
            fixture.driver.runUntilIdle()
            fixture.driver.expectScreen(named: "notifications-\(size.width)x\(size.height)")
        }
    }
}
