import ReCurses
import ReCursesTesting
import Testing

@MainActor
@Suite("An application that quit is released")
struct ApplicationReleaseTests {
    @Test("after a key and a quit, nothing holds the window, its screens or its views")
    func windowGoesWithTheApplication() throws {
        weak var application: Application?
        weak var window: Window?
        weak var screen: CounterScreen?
        do {
            let store = makeStore()
            let terminal = FakeTerminal(size: Size(width: 40, height: 10))
            let counter = CounterScreen(store: store)
            let app = Application(store: store, root: counter, terminal: terminal)
            try app.start()
            terminal.send([.key(.tab), .key(.enter)])
            app.quit()
            (application, window, screen) = (app, app.window, counter)
        }
        #expect(application == nil)
        #expect(window == nil)
        #expect(screen == nil)
    }
}
