import ReCurses
import ReCursesTesting
import Testing

/// A focusable view that swallows Escape (like a field that clears itself on Escape).
@MainActor
final class EscapeEater: View {
    var escapes = 0
    override var canBecomeFocused: Bool { true }
    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key == .escape else { return false }
        escapes += 1
        return true
    }
}

@MainActor
@Suite("Navigation")
struct NavigationTests {
    let log = LifecycleLog()

    @Test("Escape goes back while there is a screen to go back to")
    func escapeGoesBack() {
        let driver = AppDriver(screen: LoggingScreen("Home", log: log))
        driver.navigation.push(LoggingScreen("Details", log: log))
        driver.runUntilIdle()
        #expect(driver.lines[0] == padded(" Home › Details", to: 80))
        driver.press(.escape)
        #expect(driver.navigation.screens.count == 1)
        #expect(driver.lines[0] == padded(" Home", to: 80))
        driver.press(.escape)
        #expect(driver.navigation.screens.count == 1)
        #expect(driver.application.isRunning)
    }

    @Test("Escape handled by the focused view does not go back")
    func focusedViewKeepsEscape() {
        let root = LoggingScreen("Home", log: log)
        let driver = AppDriver(screen: root)
        let details = Screen(title: "Editor")
        let eater = EscapeEater()
        eater.frame = Rect(origin: .zero, size: Size(width: 4, height: 1))
        details.view.addSubview(eater)
        driver.navigation.push(details)
        #expect(driver.focusedView === eater)
        driver.press(.escape)
        #expect(eater.escapes == 1)
        #expect(driver.navigation.topScreen === details)
    }

    @Test("the header shows the title and follows changes to it")
    func headerFollowsTitle() {
        let root = Screen(title: "Inbox")
        let driver = AppDriver(screen: root, size: Size(width: 30, height: 5))
        #expect(driver.lines[0].hasPrefix(" Inbox"))
        root.title = "Inbox (3)"
        driver.runUntilIdle()
        #expect(driver.lines[0].hasPrefix(" Inbox (3)"))
    }

    @Test("screen bindings run their actions and show in the status bar")
    func screenBindings() {
        let root = Screen(title: "Home")
        var refreshed = 0
        root.bind(.character("r"), "refresh", hint: "Refresh") { refreshed += 1 }
        let driver = AppDriver(screen: root)
        #expect(driver.lines[23].contains("r Refresh"))
        #expect(driver.lines[23].contains("Ctrl-C Quit"))
        driver.press(.character("r"))
        #expect(refreshed == 1)
        driver.navigation.push(Screen(title: "Next"))
        driver.runUntilIdle()
        #expect(!driver.lines[23].contains("Refresh"))
        #expect(driver.lines[23].contains("Esc Back"))
    }

    @Test("a screen binding's command is performed by the screen's handler, whatever has the focus")
    func bindingPerformsCommand() {
        let root = Screen(title: "Home")
        var saved: [Command] = []
        root.keyBindings = [KeyBinding(.character("s"), Command("save"), hint: "Save")]
        root.addCommand(Command("save")) { (command: Command) in saved.append(command) }
        let button = Button("OK")
        root.view.addSubview(button)
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        let driver = AppDriver(screen: root)
        #expect(driver.focusedView === button)
        driver.press(.character("s"))
        #expect(saved == [Command("save")])
        #expect(driver.lines[23].contains("s Save"))
    }

    @Test("focus returns to where it was when a screen comes back")
    func focusRestoredAfterPop() {
        let root = Screen(title: "Form")
        let first = Button("First")
        let second = Button("Second")
        first.frame = Rect(origin: Point(x: 0, y: 0), size: first.intrinsicSize)
        second.frame = Rect(origin: Point(x: 0, y: 1), size: second.intrinsicSize)
        root.view.addSubview(first)
        root.view.addSubview(second)
        let driver = AppDriver(screen: root)
        #expect(driver.focusedView === first)
        driver.press(.tab)
        #expect(driver.focusedView === second)
        driver.navigation.push(LoggingScreen("Other", log: log))
        driver.press(.escape)
        #expect(driver.focusedView === second)
        driver.navigation.present(LoggingScreen("Modal", log: log))
        driver.press(.escape)
        #expect(driver.focusedView === second)
    }

    @Test("a screen's preferred focused view gets the focus on first appearance")
    func preferredFocus() {
        final class PreferringScreen: Screen {
            let first = Button("First")
            let second = Button("Second")
            override func viewDidLoad() {
                view.addSubview(first)
                view.addSubview(second)
                first.frame = Rect(origin: Point(x: 0, y: 0), size: first.intrinsicSize)
                second.frame = Rect(origin: Point(x: 0, y: 1), size: second.intrinsicSize)
            }
            override var preferredFocusedView: View? { second }
        }
        let screen = PreferringScreen(title: "P")
        let driver = AppDriver(screen: screen)
        #expect(driver.focusedView === screen.second)
    }

    @Test("Ctrl-C quits unless the screen binds it; quit keys are configurable")
    func quitKeys() {
        let driver = AppDriver(screen: Screen(title: "Home"))
        driver.press(.ctrl("c"))
        #expect(!driver.application.isRunning)

        let guarded = Screen(title: "Guarded")
        var intercepted = 0
        guarded.bind(.ctrl("c"), "copy", hint: "Copy") { intercepted += 1 }
        let second = AppDriver(screen: guarded)
        second.press(.ctrl("c"))
        #expect(intercepted == 1)
        #expect(second.application.isRunning)

        let custom = AppDriver(screen: Screen(title: "Custom"))
        custom.application.quitKeys = [.character("q")]
        custom.press(.ctrl("c"))
        #expect(custom.application.isRunning)
        custom.press(.character("q"))
        #expect(!custom.application.isRunning)
    }

    @Test("screen.close() pops a pushed screen and dismisses a modal one")
    func close() {
        let driver = AppDriver(screen: Screen(title: "Home"))
        let pushed = Screen(title: "Pushed")
        driver.navigation.push(pushed)
        pushed.close()
        #expect(driver.navigation.screens.count == 1)
        let modal = Screen(title: "Modal")
        driver.navigation.present(modal)
        modal.close()
        #expect(driver.navigation.modalScreens.isEmpty)
        #expect(pushed.navigation == nil && modal.navigation == nil)
    }
}
