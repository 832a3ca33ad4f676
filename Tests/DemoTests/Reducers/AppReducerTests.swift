import ReStore
import Testing

@testable import DemoKit

@MainActor
@Suite("App reducer")
struct AppReducerTests {
    @Test func startsWithEveryExampleInitialState() {
        #expect(appReducer(action: ReSwiftInit(), state: nil) == .initial)
    }

    @Test func routesEachActionToItsExampleOnly() {
        let state = appReducer(action: SetContent(newContent: "x"), state: .initial)
        #expect(state.simpleTextField.content == "x")
        #expect(state.steppingUp == .initial)
        #expect(state.tableAndCollection == .initial)
        #expect(state.consumers == .initial)
    }

    @Test func storeAppliesTheReducer() {
        let store = DemoStore.make()
        store.dispatch(SteppingUpIncrement())
        store.dispatch(ReverseShops())
        #expect(store.state.steppingUp.value == 0.6)
        #expect(store.state.tableAndCollection.categories.first?.title == "Fashion")
    }
}
