import ReStore
import Testing

private struct MainState: Equatable { var count = 10 }
private struct Increment: Action {}

private func mainReducer(action: Action, state: MainState?) -> MainState {
    var state = state ?? MainState()
    if action is Increment { state.count += 1 }
    return state
}

/// A screen that owns its page store and follows the global store's counter.
private final class MainScreen {
    let pageStore = PageStore<MainState>(reducer: mainReducer, state: nil)
    var log: [String] = []

    init(appStore: Store<TestState>) {
        pageStore.consumer.add({ $0.count }) { [unowned self] (prev: Int?, curr: Int) in
            log.append("page \(prev.map(String.init) ?? "nil")->\(curr)")
        }
        let appConsumer = StateConsumer<TestState>()
        appConsumer.add({ $0.count }) { [unowned self] (curr: Int) in log.append("app \(curr)") }
        pageStore.observe(appStore, with: appConsumer)
    }
}

@MainActor
struct PageStoreTests {
    @Test func pageStoreFeedsItsConsumerAndFollowsTheGlobalStore() {
        let appStore = makeStore()
        let screen = MainScreen(appStore: appStore)
        screen.pageStore.dispatch(Increment())
        appStore.dispatch(TestAction.increment)
        #expect(screen.log == ["page nil->10", "app 0", "page 10->11", "app 1"])
        #expect(screen.pageStore.state.count == 11)
    }

    @Test func pageStoreLivesExactlyAsLongAsItsOwner() {
        let appStore = makeStore()
        let baseline = appStore.subscriptionCount
        weak var weakPageStore: PageStore<MainState>?
        do {
            let screen = MainScreen(appStore: appStore)
            weakPageStore = screen.pageStore
            #expect(appStore.subscriptionCount == baseline + 1)
        }
        #expect(weakPageStore == nil)
        #expect(appStore.subscriptionCount == baseline)
        appStore.dispatch(TestAction.increment)
    }
}
