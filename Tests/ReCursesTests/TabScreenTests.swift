import ReCurses
import ReCursesTesting
import Testing

/// A connected screen with a timer it makes once and a task it starts each time it appears, logging
/// its lifecycle.
@MainActor
private final class WorkingScreen: Screen, Connectable {
    struct Props: Equatable {
        let count: Int
    }

    struct Actions {
        let increment: () -> Void
    }

    let connection: Connection<CounterState, Props, Actions>
    let log: LifecycleLog
    let button: Button
    var ticks = 0

    init(_ title: String, store: Store<CounterState>, log: LifecycleLog) {
        self.log = log
        button = Button(title)
        connection = Connection(
            store: store, mapStateToProps: { Props(count: $0.count) },
            mapDispatchToActions: { dispatch in Actions(increment: { dispatch(CounterAction.increment) }) })
        super.init(title: title)
        keyBindings = [KeyBinding(.character("+"), .increment, hint: "Add")]
        addCommand(.increment) { [unowned self] in actions.increment() }
    }

    override func viewDidLoad() {
        log.entries.append("\(title).viewDidLoad")
        view.addSubview(button)
        every(.seconds(1)) { [unowned self] in ticks += 1 }
    }

    override func viewWillAppear() {
        log.entries.append("\(title).viewWillAppear")
        let clock = self.clock
        task(key: "poll") { _ in try await clock.sleep(for: .seconds(60)) }
    }

    override func viewDidAppear() { log.entries.append("\(title).viewDidAppear") }
    override func viewWillDisappear() { log.entries.append("\(title).viewWillDisappear") }
    override func viewDidDisappear() { log.entries.append("\(title).viewDidDisappear") }
}

/// A tab screen of working screens that counts how often each factory ran.
@MainActor
private final class TabsFixture {
    let store = makeStore()
    let log = LifecycleLog()
    let tabs: TabScreen
    var made: [String: Int] = [:]

    init(titles: [String] = ["Alpha", "Beta", "Gamma"], selectedIndex: Int = 0) {
        tabs = TabScreen(title: "Tabs", selectedIndex: selectedIndex)
        for title in titles {
            tabs.addTab(title) { [unowned self] in
                made[title, default: 0] += 1
                return WorkingScreen(title, store: store, log: log)
            }
        }
    }

    func screen(_ index: Int) -> WorkingScreen? { tabs.screenIfLoaded(at: index) as? WorkingScreen }
}

private let nextTab = Key(.pageDown, modifiers: .ctrl)
private let previousTab = Key(.pageUp, modifiers: .ctrl)

@MainActor
@Suite("Tab screens")
struct TabScreenTests {
    @Test("a tab's screen is made once, the first time its tab is shown")
    func screensAreMadeLazily() {
        let fixture = TabsFixture()
        #expect(fixture.made.isEmpty)
        let driver = AppDriver(store: fixture.store, screen: fixture.tabs)
        #expect(fixture.made == ["Alpha": 1])
        driver.press(nextTab)
        #expect(fixture.made == ["Alpha": 1, "Beta": 1])
        driver.press(previousTab, nextTab, .alt("1"), .alt("2"))
        #expect(fixture.made == ["Alpha": 1, "Beta": 1], "each factory runs once")
        #expect(fixture.tabs.loadedScreens.map(\.title) == ["Alpha", "Beta"])
    }

    @Test("switching tabs makes the hidden screen disappear and the shown one appear, in UIKit's order")
    func lifecycleFollowsTheShownTab() {
        let fixture = TabsFixture()
        let driver = AppDriver(store: fixture.store, screen: fixture.tabs)
        #expect(fixture.log.take() == ["Alpha.viewDidLoad", "Alpha.viewWillAppear", "Alpha.viewDidAppear"])
        driver.press(nextTab)
        #expect(
            fixture.log.take() == [
                "Beta.viewDidLoad", "Alpha.viewWillDisappear", "Beta.viewWillAppear", "Alpha.viewDidDisappear",
                "Beta.viewDidAppear",
            ])
        #expect(fixture.screen(0)?.appearance == .disappeared)
        #expect(fixture.screen(1)?.appearance == .appeared)
        driver.navigation.push(Screen(title: "Cover"))
        #expect(fixture.log.take() == ["Beta.viewWillDisappear", "Beta.viewDidDisappear"])
        driver.navigation.pop()
        #expect(fixture.log.take() == ["Beta.viewWillAppear", "Beta.viewDidAppear"])
    }

    @Test("connections, timers and tasks follow the shown tab and end when the tab screen is popped")
    func workFollowsTheShownTab() async {
        let fixture = TabsFixture()
        let driver = AppDriver(store: fixture.store, screen: Screen(title: "Home"))
        let baseline = driver.liveSubscriptions
        driver.navigation.push(fixture.tabs)
        await driver.settle()
        #expect(driver.liveSubscriptions == baseline + 1)
        #expect(driver.liveTimers == 2, "the tab's timer and its task's sleep")
        #expect(driver.liveTasks == 1)
        #expect(fixture.screen(0)?.connection.isConnected == true)
        driver.press(.alt("3"))
        await driver.settle()
        #expect(fixture.screen(0)?.connection.isConnected == false)
        #expect(fixture.screen(2)?.connection.isConnected == true)
        #expect(driver.liveSubscriptions == baseline + 1, "one tab connected at a time")
        #expect(driver.liveTimers == 2, "the hidden tab's timer paused, its sleep ended")
        #expect(driver.liveTasks == 1, "the hidden tab's task was cancelled")
        driver.advanceClock(by: .seconds(3))
        #expect(fixture.screen(0)?.ticks == 0)
        #expect(fixture.screen(2)?.ticks == 3)
        driver.navigation.push(Screen(title: "Cover"))
        #expect(driver.liveSubscriptions == baseline)
        #expect(driver.liveTimers == 1, "only the task's sleep: a covered screen keeps its tasks")
        driver.navigation.pop()
        #expect(driver.liveSubscriptions == baseline + 1)
        driver.navigation.pop()
        await driver.settle()
        #expect(driver.liveSubscriptions == baseline)
        #expect(driver.liveTimers == 0)
        #expect(driver.liveTasks == 0)
        #expect(fixture.tabs.loadedScreens.allSatisfy { $0.activeTimers.isEmpty })
    }

    @Test("a tab's screen keys work while its tab is shown, and the hints list them and the tab keys")
    func keysGoThroughTheShownScreen() {
        let fixture = TabsFixture()
        let driver = AppDriver(store: fixture.store, screen: fixture.tabs)
        driver.press(.character("+"))
        #expect(fixture.store.state.count == 1)
        #expect(driver.lines.last?.contains("+ Add") == true)
        #expect(driver.lines.last?.contains("Ctrl-PgUp/PgDn Tab") == true)
        driver.press(.alt("2"), .character("+"))
        #expect(fixture.store.state.count == 2)
        #expect(driver.focusedView === fixture.screen(1)?.button, "the focus moved into the tab")
    }

    @Test("the help dialog lists the tab keys beside the shown screen's")
    func helpListsTheTabKeys() {
        let fixture = TabsFixture()
        let driver = AppDriver(store: fixture.store, screen: fixture.tabs, size: Size(width: 80, height: 30))
        driver.press(.character("?"))
        let text = driver.text
        #expect(text.contains("Next tab"))
        #expect(text.contains("Previous tab"))
        #expect(text.contains("Tab by number"))
        #expect(text.contains("Alpha"), "the shown screen's section")
    }

    @Test("removing a tab ends its screen's work and shows the next tab")
    func removingATab() async {
        let fixture = TabsFixture()
        let driver = AppDriver(store: fixture.store, screen: Screen(title: "Home"))
        let baseline = driver.liveSubscriptions
        driver.navigation.push(fixture.tabs)
        await driver.settle()
        let alpha = fixture.screen(0)
        #expect(alpha != nil)
        fixture.tabs.removeTab(at: 0)
        await driver.settle()
        #expect(alpha?.appearance == .disappeared)
        #expect(alpha?.activeTimers.isEmpty == true)
        #expect(fixture.tabs.tabView.titles == ["Beta", "Gamma"])
        #expect(fixture.screen(0)?.title == "Beta")
        #expect(fixture.screen(0)?.appearance == .appeared)
        #expect(fixture.tabs.loadedScreens.map(\.title) == ["Beta"])
        #expect(driver.liveSubscriptions == baseline + 1)
        #expect(driver.liveTasks == 1)
        fixture.tabs.removeTab(at: 5)
        fixture.tabs.removeTab(at: 0)
        fixture.tabs.removeTab(at: 0)
        await driver.settle()
        #expect(fixture.tabs.selectedScreen == nil)
        #expect(driver.liveSubscriptions == baseline)
        #expect(driver.liveTimers == 0)
        #expect(driver.liveTasks == 0)
    }

    @Test("a click on a title shows its tab and focuses its screen")
    func clickOnATitle() {
        let fixture = TabsFixture()
        let driver = AppDriver(store: fixture.store, screen: fixture.tabs)
        #expect(driver.click(on: "Gamma"))
        #expect(fixture.tabs.selectedIndex == 2)
        #expect(fixture.screen(2)?.appearance == .appeared)
        #expect(driver.focusedView === fixture.screen(2)?.button)
    }

    @Test("the tab screen opens on the tab it was given; the focus returns to where it was in each tab")
    func initialTabAndFocus() {
        let fixture = TabsFixture(selectedIndex: 1)
        let driver = AppDriver(store: fixture.store, screen: fixture.tabs)
        #expect(fixture.made == ["Beta": 1])
        #expect(driver.focusedView === fixture.screen(1)?.button)
        driver.press(.alt("1"), .alt("2"))
        #expect(driver.focusedView === fixture.screen(1)?.button)
    }

    @Test("the selection follows a store; a switch the reducer refuses snaps back")
    func controlledSelection() {
        let fixture = TabsFixture()
        let driver = AppDriver(store: fixture.store, screen: fixture.tabs)
        let tabView = fixture.tabs.tabView
        tabView.rx.selectedIndex.on(fixture.store.state.count)
        let subscription = tabView.selectionChanged.sink { index in
            if index != 2 { fixture.store.dispatch(CounterAction.set(index)) }
            tabView.rx.selectedIndex.on(fixture.store.state.count)
        }
        driver.press(.alt("2"))
        #expect(fixture.tabs.selectedIndex == 1)
        driver.press(.alt("3"))
        #expect(fixture.tabs.selectedIndex == 1, "refused")
        #expect(fixture.screen(1)?.appearance == .appeared)
        #expect(fixture.made["Gamma"] == nil, "a refused tab is never made")
        tabView.rx.selectedIndex.on(0)
        driver.runUntilIdle()
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.screen(0)?.appearance == .appeared)
        subscription.cancel()
    }

    @Test(arguments: [(0, 0), (1, 1), (2, 2), (20, 5), (100, 30)])
    func survivesAnySize(width: Int, height: Int) {
        let fixture = TabsFixture()
        let driver = AppDriver(store: fixture.store, screen: fixture.tabs, size: Size(width: width, height: height))
        driver.press(nextTab, previousTab, .alt("3"))
        driver.click(at: Point(x: 0, y: 1))
        driver.resize(Size(width: height, height: width))
        #expect(driver.lines.count == width)
        #expect(fixture.tabs.selectedScreen?.appearance == .appeared)
    }

    @Test func goldenScreen() {
        let fixture = TabsFixture()
        let driver = AppDriver(store: fixture.store, screen: fixture.tabs, size: Size(width: 40, height: 6))
        driver.press(.alt("2"))
        driver.expectScreen(named: "tab-screen-second-tab")
    }
}
