import ReCurses
import ReCursesTesting
import Testing

/// A screen with its own page store that also follows the global store.
@MainActor
final class PagedScreen: Screen {
    let pageStore: PageStore<CounterState>
    let consumer = StateConsumer<CounterState>()
    var seenCounts: [Int] = []

    init(global: Store<CounterState>) {
        pageStore = PageStore(reducer: counterReducer, state: CounterState())
        super.init(title: "Paged")
        consumer.add({ $0.count }) { [weak self] (count: Int) in self?.seenCounts.append(count) }
        pageStore.observe(global, with: consumer)
    }
}

@MainActor
@Suite("Automatic connect and disconnect")
struct ConnectionLifecycleTests {
    @Test("a Connectable screen is connected while visible and the count returns to baseline after pop")
    func connectsWhileVisible() {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: Screen(title: "Home"))
        let baseline = driver.liveSubscriptions
        let counter = CounterScreen(store: store)
        #expect(!counter.connection.isConnected)
        driver.navigation.push(counter)
        #expect(counter.connection.isConnected)
        #expect(driver.liveSubscriptions == baseline + 1)
        driver.dispatch(CounterAction.increment)
        #expect(driver.contentLines[0] == "Count: 1")
        driver.press(.escape)
        #expect(!counter.connection.isConnected)
        #expect(driver.liveSubscriptions == baseline)
    }

    @Test("a covered screen is disconnected and catches up when it comes back")
    func coveredScreenCatchesUp() {
        let store = makeStore()
        let counter = CounterScreen(store: store)
        let driver = AppDriver(store: store, screen: counter)
        let connected = driver.liveSubscriptions
        driver.navigation.push(Screen(title: "Other"))
        #expect(!counter.connection.isConnected)
        #expect(driver.liveSubscriptions == connected - 1)
        store.dispatch(CounterAction.set(5))
        #expect(counter.label.text == "Count: 0")
        driver.press(.escape)
        #expect(counter.connection.isConnected)
        #expect(driver.contentLines[0] == "Count: 5")
    }

    @Test("calling connect and disconnect by hand stays harmless")
    func manualCallsAreHarmless() {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: Screen(title: "Home"))
        let baseline = driver.liveSubscriptions
        let counter = CounterScreen(store: store)
        counter.connection.connect()
        driver.navigation.push(counter)
        counter.connection.connect()
        #expect(driver.liveSubscriptions == baseline + 1)
        counter.connection.disconnect()
        driver.navigation.pop()
        counter.connection.disconnect()
        #expect(driver.liveSubscriptions == baseline)
    }

    @Test("actions dispatched by a screen are recorded by the driver")
    func recordsActions() {
        let store = makeStore()
        let counter = CounterScreen(store: store)
        let driver = AppDriver(store: store, screen: counter)
        driver.press(.enter)
        driver.press(.enter)
        #expect(driver.dispatchedActions.count == 2)
        #expect(driver.dispatchedActions.allSatisfy { ($0 as? CounterAction).map { "\($0)" } == "increment" })
        #expect(driver.contentLines[0] == "Count: 2")
        driver.clearDispatchedActions()
        #expect(driver.dispatchedActions.isEmpty)
    }

    @Test("a page store lives and dies with its screen")
    func pageStoreDiesWithScreen() {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: Screen(title: "Home"))
        let baseline = driver.liveSubscriptions
        weak var weakScreen: PagedScreen?
        weak var weakPageStore: PageStore<CounterState>?
        do {
            let paged = PagedScreen(global: store)
            weakScreen = paged
            weakPageStore = paged.pageStore
            driver.navigation.push(paged)
            driver.dispatch(CounterAction.set(3))
            #expect(paged.seenCounts.last == 3)
            #expect(driver.liveSubscriptions == baseline + 1)
        }
        driver.press(.escape)
        #expect(weakScreen == nil)
        #expect(weakPageStore == nil)
        #expect(driver.liveSubscriptions == baseline)
    }

    @Test("a popped screen, its connection and its bound widgets are deallocated")
    func noLeaksAfterPop() {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: Screen(title: "Home"))
        weak var weakScreen: CounterScreen?
        weak var weakConnection: Connection<CounterState, CounterScreen.Props, CounterScreen.Actions>?
        weak var weakLabel: Label?
        weak var weakButton: Button?
        weak var weakView: View?
        do {
            let counter = CounterScreen(store: store)
            weakScreen = counter
            weakConnection = counter.connection
            weakLabel = counter.label
            weakButton = counter.button
            weakView = counter.view
            driver.navigation.push(counter)
            driver.press(.enter)
            driver.navigation.present(Screen(title: "Modal"))
            driver.press(.escape)
        }
        driver.press(.escape)
        #expect(weakScreen == nil)
        #expect(weakConnection == nil)
        #expect(weakLabel == nil)
        #expect(weakButton == nil)
        #expect(weakView == nil)
    }
}
