import ReCurses
import ReCursesTesting
import Testing

@MainActor
@Suite("Screen lifecycle")
struct LifecycleTests {
    let log = LifecycleLog()

    @Test("the root loads once and appears when the app starts")
    func rootAppears() {
        let root = LoggingScreen("A", log: log)
        #expect(!root.isViewLoaded)
        let driver = AppDriver(screen: root)
        #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(root.appearance == .appeared)
        #expect(driver.visibleScreen === root)
    }

    @Test("push covers the old top screen, in UIKit order")
    func push() {
        let driver = AppDriver(screen: LoggingScreen("A", log: log))
        _ = log.take()
        driver.navigation.push(LoggingScreen("B", log: log))
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test("pop reveals the screen below; viewDidLoad is not repeated")
    func pop() {
        let root = LoggingScreen("A", log: log)
        let driver = AppDriver(screen: root)
        let second = LoggingScreen("B", log: log)
        driver.navigation.push(second)
        _ = log.take()
        #expect(driver.navigation.pop() === second)
        #expect(log.take() == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(second.appearance == .disappeared)
        driver.navigation.push(second)
        #expect(log.take() == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test("popToRoot makes only the top screen disappear")
    func popToRoot() {
        let driver = AppDriver(screen: LoggingScreen("A", log: log))
        driver.navigation.push(LoggingScreen("B", log: log))
        driver.navigation.push(LoggingScreen("C", log: log))
        _ = log.take()
        let popped = driver.navigation.popToRoot()
        #expect(popped.map(\.title) == ["C", "B"])
        #expect(log.take() == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
        #expect(driver.navigation.screens.count == 1)
        #expect(driver.navigation.pop() == nil)
    }

    @Test("a modal works like a UIKit full-screen modal: the presenter disappears and comes back")
    func modal() {
        let root = LoggingScreen("A", log: log)
        let driver = AppDriver(screen: root)
        let modal = LoggingScreen("M", log: log)
        _ = log.take()
        driver.navigation.present(modal)
        #expect(
            log.take() == [
                "M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "A.viewDidDisappear", "M.viewDidAppear",
            ])
        #expect(modal.isPresentedModally)
        driver.press(.escape)
        #expect(log.take() == ["M.viewWillDisappear", "A.viewWillAppear", "M.viewDidDisappear", "A.viewDidAppear"])
        #expect(!modal.isPresentedModally)
        #expect(root.appearance == .appeared)
    }

    @Test("screens pushed before the app starts get no calls until it does; stopping hides the top")
    func inactiveStack() {
        let root = LoggingScreen("A", log: log)
        let second = LoggingScreen("B", log: log)
        let navigationBeforeStart = NavigationStack(root: root)
        navigationBeforeStart.push(second)
        #expect(log.take().isEmpty)
        #expect(root.appearance == .disappeared)

        let driver = AppDriver(screen: LoggingScreen("R", log: log))
        driver.navigation.push(LoggingScreen("S", log: log))
        _ = log.take()
        driver.stop()
        #expect(log.take() == ["S.viewWillDisappear", "S.viewDidDisappear"])
        #expect(!driver.application.isRunning)
    }

    @Test("a custom loadView provides the root view; viewDidLoad runs once")
    func customLoadView() {
        final class CustomScreen: Screen {
            let custom = Label("custom")
            var loads = 0
            override func loadView() { view = custom }
            override func viewDidLoad() { loads += 1 }
        }
        let screen = CustomScreen(title: "Custom")
        #expect(screen.view === screen.custom)
        _ = screen.view
        #expect(screen.loads == 1)
    }

    @Test("pushing a screen that is already on a stack is refused")
    func refusesDuplicates() {
        let root = LoggingScreen("A", log: log)
        let driver = AppDriver(screen: root)
        #expect(!driver.navigation.push(root))
        #expect(!driver.navigation.present(root))
        #expect(driver.navigation.screens.count == 1)
    }
}

/// A screen that pushes another one while it appears.
@MainActor
final class RedirectingScreen: LoggingScreen {
    var target: Screen?
    override func viewWillAppear() {
        super.viewWillAppear()
        if let target {
            self.target = nil
            navigation?.push(target)
        }
    }
}

@MainActor
@Suite("Screen lifecycle when navigating from lifecycle methods")
struct ReentrantLifecycleTests {
    @Test("a push from viewWillAppear gives every screen balanced calls")
    func pushFromWillAppear() {
        let log = LifecycleLog()
        let driver = AppDriver(screen: LoggingScreen("A", log: log))
        let redirect = RedirectingScreen("B", log: log)
        redirect.target = LoggingScreen("C", log: log)
        _ = log.take()
        driver.navigation.push(redirect)
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear",
            ])
        #expect(driver.navigation.screens.map(\.title) == ["A", "B", "C"])
        #expect(redirect.appearance == .disappeared)
        driver.runUntilIdle()
        #expect(driver.lines[0] == padded(" A › B › C", to: 80))
    }
}
