import ReCurses
import ReCursesTesting
import Testing

/// The README's screens, as written there, run headlessly and pinned as whole screens.
@MainActor
@Suite("README screens")
struct ReadmeScreenTests {
    @Test("ContentScreen shows what is typed and stores it")
    func contentScreen() {
        let testStore = Store<AppState>(reducer: appReducer, state: nil)
        let screen = ContentScreen()
        screen.connection.store = testStore
        let driver = AppDriver(store: testStore, screen: screen, size: Size(width: 40, height: 6))
        driver.type("héllo 漢字")
        #expect(testStore.state.content == "héllo 漢字")
        driver.expectScreen(named: "content-screen-typed")
    }

    @Test("settle() returns while a task awaits a @concurrent load; runUntil waits for its result")
    func settleAndConcurrentWork() async {
        let gate = LoadGate()
        let driver = AppDriver(screen: LoadingScreen(gate: gate), size: Size(width: 30, height: 5))
        driver.press(.character("r"))
        await driver.settle()
        #expect(driver.liveTasks == 1, "the task still awaits the load")
        #expect(driver.text.contains("Idle"))
        await gate.open()
        #expect(await driver.runUntil { driver.text.contains("Loaded") })
        #expect(driver.liveTasks == 0)
    }

    @Test("JournalScreen's text area keeps the store's entry, lines and tabs included")
    func journalScreen() {
        let journal = Store<JournalState>(reducer: journalReducer, state: nil)
        let screen = JournalScreen(store: journal)
        let driver = AppDriver(store: journal, screen: screen, size: Size(width: 30, height: 6))
        driver.type("Dear 日記")
        driver.press(.enter, .tab)
        driver.paste("line\ntwo")
        #expect(journal.state.entry == "Dear 日記\n\tline\ntwo")
        driver.expectScreen(named: "journal-screen")
    }

    @Test("ProfileScreen's form lines its labels up, CJK included")
    func profileScreen() {
        let screen = ProfileScreen(title: "Profile")
        let driver = AppDriver(screen: screen, size: Size(width: 40, height: 10))
        #expect(driver.focusedView === screen.name)
        driver.expectScreen(named: "profile")
        driver.press(.tab)
        #expect(driver.focusedView === screen.age)
    }

    @Test("InboxScreen's d asks before deleting, and its hint shows")
    func inboxScreen() async {
        let driver = AppDriver(store: store, screen: InboxScreen(), size: Size(width: 50, height: 10))
        driver.expectScreen(named: "inbox")
        driver.press(.character("d"))
        await driver.settle()
        driver.expectScreen(named: "inbox-confirm")
        #expect(driver.text.contains("Enter No"))
        driver.press(.enter)
        await driver.settle()
        #expect(!driver.text.contains("Delete this message?"))
    }

    @Test("MailScreen's drafts save only while their tab is shown")
    func mailScreen() {
        let driver = AppDriver(store: store, screen: MailScreen(), size: Size(width: 50, height: 8))
        driver.expectScreen(named: "mail-inbox")
        driver.press(Key(.pageDown, modifiers: .ctrl))
        driver.advanceClock(by: .seconds(10))
        #expect(driver.text.contains("Saved 2 times"))
        driver.press(.alt("1"))
        driver.advanceClock(by: .seconds(60))
        driver.press(.alt("2"))
        #expect(driver.text.contains("Saved 2 times"), "no saves while the inbox was shown")
        driver.expectScreen(named: "mail-drafts")
    }

    @Test("PlaylistScreen's s sorts through the store and the cursor stays on its track")
    func playlistScreen() {
        let tracks = [Track(id: 1, title: "Yellow", seconds: 266), Track(id: 2, title: "Clocks", seconds: 307)]
        let playlist = Store<Playlist>(reducer: playlistReducer, state: Playlist(tracks: tracks))
        let screen = PlaylistScreen(store: playlist)
        let driver = AppDriver(store: playlist, screen: screen, size: Size(width: 30, height: 6))
        driver.press(.down)
        driver.press(.character("s"))
        #expect(playlist.state.tracks.map(\.title) == ["Clocks", "Yellow"])
        #expect(screen.table.selectedID == 1)
        driver.expectScreen(named: "playlist-sorted")
    }
}
