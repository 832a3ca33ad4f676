import Dispatch
import ReCurses
import ReCursesTesting
import Testing

/// A terminal that cannot start, like a program run without a tty.
@MainActor
final class UnavailableTerminal: Terminal {
    struct NotATerminal: Error, CustomStringConvertible {
        var description: String { "standard input is not a terminal" }
    }

    var stopCalls = 0
    var size: Size { Size(width: 80, height: 24) }
    var capabilities: TerminalCapabilities { .standard }
    func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws { throw NotATerminal() }
    func present(_ update: FrameUpdate, cursor: CursorState) -> Bool { true }
    func stop() { stopCalls += 1 }
}

/// Lets the main queue run until `condition` holds (at most 1000 round trips).
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1000 {
        if condition() { return true }
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
    return condition()
}

@MainActor
@Suite("Run loop")
struct RunLoopTests {
    @Test("100 dispatches in one batch make one frame")
    func coalescesDispatches() {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: CounterScreen(store: store))
        let frames = driver.framesPresented
        for _ in 0..<100 { store.dispatch(CounterAction.increment) }
        driver.runUntilIdle()
        #expect(driver.framesPresented == frames + 1)
        #expect(driver.contentLines[0] == "Count: 100")
    }

    @Test("a batch of keys makes one frame")
    func coalescesKeys() {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: CounterScreen(store: store))
        let frames = driver.framesPresented
        driver.terminal.send(Array(repeating: .key(.enter), count: 10))
        driver.runUntilIdle()
        #expect(driver.framesPresented == frames + 1)
        #expect(driver.contentLines[0] == "Count: 10")
    }

    @Test("no change: no frame and no bytes")
    func nothingChangedNothingWritten() {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: CounterScreen(store: store))
        let frames = driver.framesPresented
        let presents = driver.terminal.presentCalls
        let bytes = driver.bytesWritten
        driver.dispatch(CounterAction.nothing)
        driver.dispatch(CounterAction.set(0))
        driver.press(.character("x"))
        driver.runUntilIdle()
        #expect(driver.framesPresented == frames)
        #expect(driver.terminal.presentCalls == presents)
        #expect(driver.bytesWritten == bytes)
    }

    @Test("a value changed back and forth is presented every time, and only its cells")
    func changesBackAndForthArePresented() {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: CounterScreen(store: store))
        for value in [5, 0, 5, 0, 5] {
            let frames = driver.framesPresented
            driver.dispatch(CounterAction.set(value))
            #expect(driver.framesPresented == frames + 1)
            #expect(driver.terminal.lastPresentedRuns.map(\.text) == ["\(value)"])
            #expect(driver.terminal.text.contains("Count: \(value)"))
        }
    }

    @Test("an async action creator finishing on a background thread updates the screen")
    func backgroundWorkLands() async {
        let store = makeStore()
        let driver = AppDriver(store: store, screen: CounterScreen(store: store))
        let frames = driver.framesPresented
        store.dispatch { _, _, finish in
            DispatchQueue.global().async {
                finish { _, _ in CounterAction.set(42) }
            }
        }
        let landed = await driver.runUntil { driver.contentLines[0] == "Count: 42" }
        #expect(landed)
        #expect(driver.framesPresented == frames + 1)
    }

    @Test("a timer on the main queue that changes a view is rendered in the next frame")
    func timerLands() async {
        let screen = Screen(title: "Clock")
        let label = Label("--:--")
        label.frame = Rect(origin: .zero, size: Size(width: 10, height: 1))
        screen.view.addSubview(label)
        let driver = AppDriver(screen: screen)
        let frames = driver.framesPresented
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { MainActor.assumeIsolated { label.text = "12:00" } }
        timer.schedule(deadline: .now())
        timer.resume()
        #expect(await driver.runUntil { driver.contentLines[0] == "12:00" })
        #expect(driver.framesPresented == frames + 1)
        timer.cancel()
    }

    @Test("a resize lays out again and makes exactly one frame")
    func resizeRelayouts() {
        let driver = AppDriver(screen: Screen(title: "Home"), size: Size(width: 40, height: 10))
        #expect(driver.lines[9].contains("Ctrl-C Quit"))
        let frames = driver.framesPresented
        driver.resize(Size(width: 30, height: 6))
        #expect(driver.framesPresented == frames + 1)
        #expect(driver.lines.count == 6)
        #expect(driver.lines[5].contains("Ctrl-C Quit"))
        #expect(driver.lines[0].contains("Home"))
    }

    @Test("a monochrome terminal gets the monochrome theme when none is given")
    func monochromeTheme() {
        let driver = AppDriver(capabilities: TerminalCapabilities(colorDepth: .monochrome)) {
            Application(root: Screen(title: "Home"), terminal: $0)
        }
        #expect(driver.application.window.theme == .monochrome)
    }

    @Test("a terminal that cannot start is reported, and restored")
    func startFailure() async {
        let terminal = UnavailableTerminal()
        let app = Application(root: Screen(title: "Home"), terminal: terminal)
        await #expect(throws: ApplicationError.self) { try await app.run() }
        #expect(terminal.stopCalls == 1)
        #expect(!app.isRunning)
        do {
            try await app.run()
        } catch {
            #expect("\(error)".contains("standard input is not a terminal"))
        }
    }

    @Test("run() without await off the main thread is refused before the terminal is touched")
    func synchronousRunOffTheMainThread() {
        let terminal = UnavailableTerminal()
        let app = Application(root: Screen(title: "Home"), terminal: terminal)
        var refusal: ApplicationError?
        do {
            try app.run()
        } catch {
            refusal = error as? ApplicationError
        }
        guard case .notOnMainThread = refusal else {
            Issue.record("expected notOnMainThread, got \(String(describing: refusal))")
            return
        }
        #expect(terminal.stopCalls == 0)
        #expect(!app.isRunning)
        #expect("\(ApplicationError.notOnMainThread)".contains("main thread"))
    }

    @Test("run() serves the main queue until quit and always stops the terminal")
    func runUntilQuit() async throws {
        let terminal = FakeTerminal(size: Size(width: 20, height: 5))
        let store = makeStore()
        let app = Application(store: store, root: CounterScreen(store: store), terminal: terminal, theme: .default)
        let run = Task { try await app.run() }
        #expect(await eventually { terminal.framesPresented == 1 })
        #expect(app.isRunning)
        for _ in 0..<5 { store.dispatch(CounterAction.increment) }
        #expect(await eventually { terminal.lines[1].contains("Count: 5") })
        #expect(terminal.framesPresented == 2)
        terminal.press(.ctrl("c"))
        try await run.value
        #expect(!app.isRunning)
    }
}

@MainActor
@Suite("AppDriver")
struct AppDriverTests {
    @Test("an application built on another terminal is reported, not crashed on")
    func wrongTerminal() {
        let driver = AppDriver { _ in Application(root: Screen(title: "Home"), terminal: UnavailableTerminal()) }
        #expect(driver.startError is ApplicationError)
        #expect(!driver.application.isRunning)
        driver.press(.enter)
        #expect(driver.framesPresented == 0)
    }
}
