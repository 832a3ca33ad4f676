import ReCurses
import ReCursesTesting
import Testing

/// A screen, and the tasks it starts, reach their application without it being handed to them:
/// they print above the live area and quit with a status.
@Suite("A screen's application")
@MainActor
struct ScreenApplicationTests {
    private final class DeployScreen: Screen {
        init() { super.init(title: "Deploy") }

        /// What a deploy tool's screen does when the deploy fails.
        func fail() {
            application?.printAbove(StyledLine("✗ deploy failed", style: .foreground(.red)))
            application?.quit(status: 3)
        }
    }

    @Test("a screen on the stack reaches the application showing it; off the stack it reaches none")
    func screenReachesItsApplication() {
        let root = DeployScreen()
        let driver = AppDriver(screen: root)
        #expect(root.application === driver.application)
        let pushed = DeployScreen()
        driver.navigation.push(pushed)
        #expect(pushed.application === driver.application)
        let presented = Screen(title: "Details")
        driver.navigation.present(presented)
        #expect(presented.application === driver.application)
        driver.navigation.dismiss(presented)
        driver.navigation.pop()
        #expect(pushed.application == nil)
        #expect(Screen(title: "alone").application == nil)
        driver.stop()
    }

    @Test("the screen of a tab reaches the application too")
    func tabScreenReachesItsApplication() {
        let tabs = TabScreen(title: "Tabs")
        let first = Screen(title: "One")
        tabs.addTab("One") { first }
        let driver = AppDriver(screen: tabs)
        driver.runUntilIdle()
        #expect(tabs.selectedScreen === first)
        #expect(first.application === driver.application)
        driver.stop()
    }

    @Test("a screen prints above the area and quits with a status; the application keeps the status")
    func printsAndQuitsWithAStatus() {
        let screen = DeployScreen()
        let driver = AppDriver(screen: screen)
        #expect(driver.application.exitStatus == 0)
        screen.fail()
        #expect(driver.printedLines == ["✗ deploy failed"])
        #expect(!driver.application.isRunning)
        #expect(driver.application.exitStatus == 3)
        #expect(driver.application.quitReason == .user)
    }

    @Test("a screen's task reaches the application as Application.current; outside a task it is nil")
    func taskReachesItsApplication() async {
        let screen = Screen(title: "Upload")
        let driver = AppDriver(screen: screen)
        var seen: Application?
        await screen.task { _ in
            seen = Application.current
            Application.current?.printAbove("uploaded")
        }.wait()
        #expect(seen === driver.application)
        #expect(driver.printedLines == ["uploaded"])
        #expect(Application.current == nil)
        driver.stop()
    }
}
