import DemoKit
import ReCurses
import ReCursesTesting
import Testing

@MainActor
@Suite("Board")
struct BoardTests {
    /// Two users on one board store, each in an application of its own.
    private func twoUsers() -> (Store<BoardState>, AppDriver, AppDriver) {
        let store = makeBoardStore()
        let ada = AppDriver(store: store, screen: BoardScreen(store: store, session: 1, name: "ada"))
        let bob = AppDriver(store: store, screen: BoardScreen(store: store, session: 2, name: "bob"))
        ada.runUntilIdle()
        bob.runUntilIdle()
        return (store, ada, bob)
    }

    private func shows(_ driver: AppDriver, _ text: String) -> Bool {
        driver.runUntilIdle()
        return driver.lines.contains { $0.contains(text) }
    }

    @Test("a card one user adds appears on the other's board")
    func addReachesTheOther() {
        let (store, ada, bob) = twoUsers()
        ada.press(.character("a"))
        ada.type("Write the README")
        ada.press(.enter)
        #expect(store.state.cards.contains { $0.title == "Write the README" && $0.column == 0 })
        #expect(shows(bob, "Write the README"))
    }

    @Test("each user sees the others by name: who is here, and on which card")
    func cursorsByName() {
        let (store, ada, bob) = twoUsers()
        #expect(shows(ada, "Also here: bob"))
        #expect(shows(bob, "Also here: ada"))
        ada.press(.down)
        let card = try? #require(store.state.cursors[1]?.cardID)
        #expect(card != nil)
        let title = store.state.cards.first { $0.id == card }?.title ?? "?"
        #expect(shows(bob, "\(title)  ◀ ada"))
        #expect(!shows(ada, "◀ ada"))
    }

    @Test("moving and editing a card, and a user leaving, reach the other board")
    func moveEditLeave() {
        let (store, ada, bob) = twoUsers()
        ada.press(.down)
        let id = store.state.cursors[1]?.cardID
        ada.press(.character(">"))
        #expect(store.state.cards.first { $0.id == id }?.column == 1)
        ada.press(.character("e"))
        ada.press(.ctrl("u"))
        ada.type("Renamed")
        ada.press(.enter)
        #expect(store.state.cards.first { $0.id == id }?.title == "Renamed")
        #expect(shows(bob, "Renamed"))
        ada.application.quit()
        #expect(store.state.cursors[1] == nil)
        #expect(shows(bob, "Only you on the board."))
    }

    @Test("the reducer keeps titles on one line and short, and refuses empty cards and moves off the board")
    func reducerRules() {
        var state = BoardState()
        state = boardReducer(action: BoardAction.add(title: "  two\nlines  ", column: 0), state: state)
        state = boardReducer(action: BoardAction.add(title: "   ", column: 0), state: state)
        state = boardReducer(
            action: BoardAction.add(title: String(repeating: "x", count: 500), column: 2), state: state)
        state = boardReducer(action: BoardAction.move(id: 1, by: -1), state: state)
        #expect(state.cards.map(\.title) == ["two lines", String(repeating: "x", count: 60)])
        #expect(state.cards[0].column == 0)
    }
}
