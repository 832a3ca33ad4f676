import DemoKit
import ReCurses
import ReCursesTesting
import Testing

@MainActor
@Suite("Board in the launcher")
struct BoardInLauncherTests {
    /// The launcher of one user on `appStore`, its Board at `board` (a board of its own when nil).
    private func launcher(board: BoardSeat? = nil) -> (LauncherScreen, AppDriver) {
        let appStore = DemoStore.make()
        let launcher = LauncherScreen(store: appStore, board: board)
        let driver = AppDriver(store: appStore, screen: launcher)
        return (launcher, driver)
    }

    @Test("the local launcher lists the Board and opens a board of its own, kept while the launcher lives")
    func localBoard() {
        let (launcher, driver) = launcher()
        #expect(driver.lines.contains { $0.contains("Board") && $0.contains("shared live by every SSH user") })
        launcher.open(.board)
        driver.runUntilIdle()
        #expect(driver.visibleScreen is BoardScreen)
        #expect(driver.lines.contains { $0.contains("Only you on the board.") })
        driver.press(.character("a"))
        driver.type("Mine")
        driver.press(.enter)
        driver.press(.escape)
        #expect(driver.visibleScreen === launcher)
        launcher.open(.board)
        driver.runUntilIdle()
        #expect(driver.lines.contains { $0.contains("Mine") }, "the same board when opened again")
    }

    @Test("launchers given seats at one board store share it: a card one adds, the other sees")
    func sharedBoard() {
        let board = makeBoardStore()
        let (adaLauncher, ada) = launcher(board: BoardSeat(store: board, session: 1, name: "ada"))
        let (bobLauncher, bob) = launcher(board: BoardSeat(store: board, session: 2, name: "bob"))
        adaLauncher.open(.board)
        bobLauncher.open(.board)
        ada.runUntilIdle()
        bob.runUntilIdle()
        #expect(bob.lines.contains { $0.contains("Also here: ada") })
        ada.press(.character("a"))
        ada.type("From ada")
        ada.press(.enter)
        bob.runUntilIdle()
        #expect(bob.lines.contains { $0.contains("From ada") })
    }

    @Test("leaving the Board takes the cursor off the board and lets go of the board's store")
    func leaving() {
        let board = makeBoardStore()
        let baseline = board.subscriptionCount
        let (adaLauncher, ada) = launcher(board: BoardSeat(store: board, session: 1, name: "ada"))
        adaLauncher.open(.board)
        ada.runUntilIdle()
        #expect(board.state.cursors[1]?.name == "ada")
        #expect(board.subscriptionCount > baseline)
        weak let shown = ada.visibleScreen
        ada.press(.escape)
        #expect(board.state.cursors.isEmpty)
        #expect(board.subscriptionCount == baseline)
        #expect(shown == nil, "the board screen leaked")
    }
}
