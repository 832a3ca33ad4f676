import ReCurses
import ReCursesTesting
import Testing

/// A fake terminal whose next present fails, as a write ncurses refused would.
@MainActor
final class FailingOnceTerminal: Terminal {
    let inner: FakeTerminal
    var failNextPresent = false

    init(size: Size) { inner = FakeTerminal(size: size) }

    var size: Size { inner.size }
    var capabilities: TerminalCapabilities { inner.capabilities }
    func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws {
        try inner.start(eventHandler: eventHandler)
    }
    func present(_ update: FrameUpdate, cursor: CursorState) -> Bool {
        inner.present(update, cursor: cursor)
        defer { failNextPresent = false }
        return !failNextPresent
    }
    func stop() { inner.stop() }
}

@MainActor
@Suite("Repaint signals")
struct RepaintSignalTests {
    @Test("a resize to the same size (a resume) repaints every cell once")
    func resizeAtSameSizeRepaintsAll() {
        let store = makeStore()
        let size = Size(width: 30, height: 8)
        let driver = AppDriver(store: store, screen: CounterScreen(store: store), size: size)
        driver.terminal.resetCounters()
        driver.resize(size)
        #expect(driver.terminal.cellsWritten == size.width * size.height)
        #expect(driver.framesPresented == 1)
        driver.terminal.resetCounters()
        driver.runUntilIdle()
        #expect(driver.terminal.cellsWritten == 0)
    }

    @Test("after a present the terminal could not show, the next frame is whole")
    func failedPresentRepaintsNextFrame() {
        let store = makeStore()
        let size = Size(width: 30, height: 8)
        let terminal = FailingOnceTerminal(size: size)
        let driver = AppDriver(size: size) { _ in
            Application(store: store, root: CounterScreen(store: store), terminal: terminal, theme: .default)
        }
        terminal.failNextPresent = true
        store.dispatch(CounterAction.increment)
        driver.runUntilIdle()
        terminal.inner.resetCounters()
        store.dispatch(CounterAction.increment)
        driver.runUntilIdle()
        #expect(terminal.inner.cellsWritten == size.width * size.height)
        terminal.inner.resetCounters()
        store.dispatch(CounterAction.increment)
        driver.runUntilIdle()
        #expect(terminal.inner.cellsWritten > 0)
        #expect(terminal.inner.cellsWritten < size.width)
    }
}
