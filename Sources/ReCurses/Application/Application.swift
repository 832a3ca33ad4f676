import CursesTerminal
import Dispatch
import InlineTerminal
import ReConnect
import TerminalIO
import TerminalUI

/// The entry point of a ReCurses app: a root screen in a navigation stack, shown in a window on a
/// terminal, with a status bar of key hints, run on the main actor until `quit()`.
///
/// ```swift
/// let app = Application(store: store, root: LauncherScreen())
/// try app.run()
/// ```
///
/// The run loop serves the main queue: terminal input, timers and work finishing on other threads
/// all arrive there (`run()` serves it on the main thread itself, `run() async` wherever libdispatch
/// drains it). After each batch of events, timer firings and state changes, one render pass is
/// scheduled (at most one is ever pending), so N changes in a batch cost one frame, and a pass that
/// finds nothing changed draws and writes nothing. The loop never polls: it sleeps until input
/// arrives or the clock's next timer is due (`TerminalClock` arms one wake-up for the earliest
/// deadline, none while no timer is scheduled), so an idle app does not wake up at all.
@MainActor
public final class Application {
    /// The terminal the application draws on.
    public let terminal: any Terminal
    /// The navigation stack holding the root screen and everything pushed or presented on it.
    public let navigation: NavigationStack
    /// The window: focus, event routing, overlays and rendering.
    public let window: Window
    /// The clock the window's views read the time from: the terminal's clock unless the application
    /// was given another (real time on ncurses, the virtual time of a `FakeTerminal`).
    public var clock: TerminalClock { window.clock }
    /// The store the application was given, if any (kept alive while the application lives).
    package let store: AnyObject?
    /// Keys that quit when nothing in the focused context handles them. Default: Ctrl-C.
    public var quitKeys: [Key] = [.ctrl("c")] {
        didSet { updateWindowBindings() }
    }
    /// Whether a copy in a text widget also reaches the system clipboard through the terminal
    /// (OSC 52, where the terminal allows it). Default: on. The system clipboard is never read.
    public var copiesToSystemClipboard: Bool {
        get { window.clipboard.sendsToSystemClipboard }
        set { window.clipboard.sendsToSystemClipboard = newValue }
    }
    /// Whether `run()` is in progress (between start and quit).
    public private(set) var isRunning = false
    /// How long a quit that SIGTERM or SIGHUP asked for may take (the screens disappearing and
    /// saving, `onQuit`, the terminal's restore); when it passes, or a second signal arrives, the
    /// terminal is restored and the process ends by the signal. Default: 2 seconds.
    public var quitDeadline: Duration = .seconds(2) {
        didSet { if isRunning { handleQuitRequests() } }
    }
    /// Why the application quit, or is quitting: set when the quit begins (the user, SIGTERM, the
    /// terminal hanging up), nil before. Screens read it as `Screen.quitReason` while they disappear.
    public private(set) var quitReason: QuitReason?
    /// The status the process should end with: 0 unless `quit(status:)` asked for another.
    public private(set) var exitStatus: Int32 = 0
    /// Called once as the application quits, with the reason: after the visible screen disappeared
    /// (its `viewWillDisappear` ran) and every screen's work ended, before the terminal is restored.
    /// The place for a last synchronous save; it cannot stop the quit, and after SIGTERM or SIGHUP it
    /// runs within `quitDeadline`.
    public var onQuit: (@MainActor (QuitReason) -> Void)?
    /// The theme the app chose, or `nil` to pick one when the app starts
    /// (`Theme.preferred(colorDepth:background:)`: dark, or light once the terminal answered that its
    /// background is light). Setting it while running repaints every view with it. The app's choice
    /// beats the terminal's background, and `NO_COLOR` beats the choice: the terminal is the one that
    /// reads `NO_COLOR` (the ncurses and inline terminals show no colours under it), and on a terminal
    /// that shows no colours a colour theme is drawn as `Theme.monochrome`. The application itself
    /// reads no environment, so on a `FakeTerminal` it looks the same whatever the process's
    /// environment says.
    public var theme: Theme? {
        didSet { if isRunning { applyTheme() } }
    }
    /// What the terminal answered about its background (nil: not yet, or it did not answer).
    public private(set) var terminalBackground: TerminalBackground?

    /// Hands a render pass to the run loop; the headless driver replaces it to run passes itself.
    package var scheduleRender: (@escaping @MainActor () -> Void) -> Void = { pass in
        DispatchQueue.main.async { MainActor.assumeIsolated { pass() } }
    }
    /// What the driver observes of the store: its subscriber count and a way to dispatch.
    package let storeAccess: StoreAccess?
    /// The store's history when the application enabled `DevTools.history` (or the store already
    /// kept one): its entries, and time travel, which the screens follow like any new state.
    public let history: (any AnyActionHistory)?

    /// Called after every presented frame with what it cost (nil: nothing is measured).
    public var onFramePresented: (@MainActor (FrameFigures) -> Void)?
    /// Where the frame figures read the main thread's CPU time (tests give a fixed one).
    package var cpuClock: () -> Duration = FrameFigures.threadCPUTime
    /// How many frames were presented.
    package private(set) var presentedFrameCount = 0
    /// The developer tools installed through `DevTools.tools`, kept alive with the application.
    public private(set) var installedTools: [AnyObject] = []

    /// What tells a screen reader what happens, while `speaksForScreenReaders` is on.
    var narrator: ScreenReaderNarrator?

    private let presenter = FramePresenter()
    /// The theme the application last put on the window: a window theme changed since by someone
    /// else is an explicit choice the terminal's background does not override.
    private var appliedTheme: Theme?
    private var renderScheduled = false
    /// Set while an event batch is routed: the batch renders when it ends, so nothing is scheduled.
    private var handlingBatch = false
    /// The pass `setNeedsRender` schedules, made once so that scheduling one allocates no closure.
    private lazy var scheduledRenderPass: @MainActor () -> Void = { [weak self] in self?.renderPass() }
    private var quitContinuation: CheckedContinuation<Void, Never>?
    private var quitRequested = false

    /// Creates an application without a store.
    ///
    /// - parameter root: The first screen; it stays at the bottom of the navigation stack.
    /// - parameter terminal: Where to draw; `nil` uses the process's terminal through ncurses.
    /// - parameter theme: The theme; `nil` picks `Theme.monochrome` on a terminal that shows no
    ///   colours (the ncurses and inline terminals show none under `NO_COLOR`), `Theme.light` on a
    ///   terminal that answers a light background, and `Theme.default` otherwise.
    /// - parameter clock: Where views read the time; `nil` uses the terminal's clock.
    public init(root: Screen, terminal: (any Terminal)? = nil, theme: Theme? = nil, clock: TerminalClock? = nil) {
        self.terminal = terminal ?? CursesTerminal()
        self.navigation = NavigationStack(root: root)
        self.window = Window(size: self.terminal.size, content: navigation.view, clock: clock ?? self.terminal.clock)
        self.theme = theme
        self.store = nil
        self.storeAccess = nil
        self.history = nil
        configure()
    }

    /// Creates an application around a store.
    ///
    /// - parameter store: The app's store; screens connect to it through their `Connection`s.
    /// - parameter root: The first screen; it stays at the bottom of the navigation stack.
    /// - parameter terminal: Where to draw; `nil` uses the process's terminal through ncurses.
    /// - parameter theme: The theme; `nil` picks one from the terminal's colour depth and background
    ///   (monochrome under `NO_COLOR` on the ncurses and inline terminals, light on a light background).
    /// - parameter clock: Where views read the time; `nil` uses the terminal's clock.
    /// - parameter devTools: The developer tools to turn on (none by default); a history's entries
    ///   are timed on the application's clock.
    public init<State>(
        store: Store<State>, root: Screen, terminal: (any Terminal)? = nil, theme: Theme? = nil,
        clock: TerminalClock? = nil, devTools: DevTools = .off
    ) {
        self.terminal = terminal ?? CursesTerminal()
        self.navigation = NavigationStack(root: root)
        self.window = Window(size: self.terminal.size, content: navigation.view, clock: clock ?? self.terminal.clock)
        self.theme = theme
        self.store = store
        self.storeAccess = StoreAccess(store)
        if var options = devTools.history {
            let windowClock = window.clock
            options.clock = { MainActor.assumeIsolated { windowClock.now } }
            self.history = store.enableHistory(options)
        } else {
            self.history = store.history
        }
        configure()
        for tool in devTools.tools {
            if let installed = tool.install(on: self) { installedTools.append(installed) }
        }
    }

    /// The installed developer tool of type `type`, if any.
    public func installedTool<Tool: AnyObject>(_ type: Tool.Type) -> Tool? {
        installedTools.lazy.compactMap { $0 as? Tool }.first
    }

    private func configure() {
        navigation.application = self
        if let inline = terminal as? InlineTerminal, !inline.options.showsChrome {
            navigation.view.showsHeader = false
            navigation.view.showsStatusBar = false
        }
        window.addCommand(.quit) { [unowned self] in quit() }
        window.menuBarKey = .function(10)
        window.contextMenuKeys = [Key(.function(10), modifiers: .shift), .menu]
        window.tooltipKey = Key(.function(1), modifiers: .shift)
        window.commandPaletteKey = .ctrl("p")
        window.onNeedsRender = { [weak self] in self?.setNeedsRender() }
        let terminal = terminal
        window.clipboard.systemClipboardWriter = { text in terminal.copyToSystemClipboard(text) }
        navigation.onChange = { [weak self] in self?.setNeedsRender() }
        if let storeAccess { navigation.storeDispatch = { storeAccess.dispatch($0) } }
        updateWindowBindings()
    }

    /// Runs the application until `quit()` on the main thread, which becomes the run loop: it sleeps
    /// until a key, a signal or work on the main queue arrives, and a key is read, handled and drawn
    /// on that one thread. Call it from top-level code with no `await` in it (a top-level `await`
    /// hands the main queue to another thread, and then only `try await app.run()` works).
    /// The terminal is restored whatever happens.
    ///
    /// ```swift
    /// let app = Application(store: store, root: CounterScreen())
    /// try app.run()
    /// ```
    ///
    /// Written as above, at top level, it is the whole program: when there is no usable terminal
    /// (no tty, `TERM=dumb`) it prints one line saying so on standard error and ends the process with
    /// status 1, and after `quit(status:)` with a non-zero status it ends the process with that
    /// status once the terminal is restored. (`start()` and `run() async` throw and return instead.)
    ///
    /// - throws: `ApplicationError.notOnMainThread` when called off the process's main thread,
    ///   `ApplicationError.alreadyRunning` when called twice.
    public func run() throws {
        guard MainThreadLoop.isOnProcessMainThread else { throw ApplicationError.notOnMainThread }
        guard !isRunning else { throw ApplicationError.alreadyRunning }
        let loop = MainThreadLoop()
        do {
            try start()
        } catch ApplicationError.terminalFailedToStart(let underlying) {
            ProcessExit.fail("cannot start the terminal: \(underlying)")
        }
        loop.run { [unowned self] in !isRunning || quitRequested }
        stop()
        if exitStatus != 0 { ProcessExit.exit(status: exitStatus) }
    }

    /// Runs the application until `quit()`: takes over the terminal, shows the root screen, and
    /// serves events on the main actor, wherever the main queue is drained. The terminal is restored
    /// whatever happens.
    ///
    /// - throws: `ApplicationError.terminalFailedToStart` when there is no usable terminal,
    ///   `ApplicationError.alreadyRunning` when called twice.
    public func run() async throws {
        try start()
        defer { stop() }
        guard !quitRequested else { return }
        await withCheckedContinuation { quitContinuation = $0 }
    }

    /// Ends `run()`: the visible screen disappears (and disconnects), pending dialogs are cancelled,
    /// every screen's timers and tasks stop, `onQuit` runs and the terminal is restored. Safe to call
    /// at any time, more than once. SIGTERM and SIGHUP quit the same way, with their own `quitReason`.
    public func quit() {
        quit(because: .user)
    }

    /// Quits as `quit()` does, with `status` for the process: `exitStatus` keeps it, and the
    /// synchronous `run()` ends the process with it (when it is not 0) once the terminal is restored.
    /// A screen reaches it as `application?.quit(status: 1)`.
    public func quit(status: Int32) {
        exitStatus = status
        quit()
    }

    /// Quits as `quit()` does, for `reason` (a request from the terminal: SIGTERM, SIGHUP).
    package func quit(because reason: QuitReason) {
        quitRequested = true
        guard isRunning else { return }
        stop(because: reason)
        quitContinuation?.resume()
        quitContinuation = nil
    }

    /// Takes over the terminal and shows the root screen, and returns at once: for a process that
    /// runs many applications on the main actor, one per served session (`ReCursesSSH`), and for the
    /// headless drivers. The events arrive as the main queue is served; `quit()` ends it.
    ///
    /// - throws: `ApplicationError.terminalFailedToStart`, `ApplicationError.alreadyRunning`.
    public func start() throws {
        guard !isRunning else { throw ApplicationError.alreadyRunning }
        handleQuitRequests()
        do {
            try terminal.start { [weak self] events in self?.handle(events) }
        } catch {
            terminal.stop()
            terminal.handleQuitRequests(within: quitDeadline, nil)
            throw ApplicationError.terminalFailedToStart(underlying: error)
        }
        isRunning = true
        quitRequested = false
        quitReason = nil
        navigation.quitReason = nil
        applyTheme()
        terminal.reportBackground { [weak self] background in self?.backgroundReported(background) }
        window.resize(to: terminal.size)
        presenter.invalidate()
        navigation.activate(in: window)
        setNeedsRender()
    }

    /// Presents the last frame (an inline app leaves it above the prompt), hides the visible screen,
    /// cancels pending dialogs, ends the screens' work, calls `onQuit` and restores the terminal.
    /// Idempotent.
    package func stop(because reason: QuitReason = .user) {
        guard isRunning else { return }
        quitReason = reason
        navigation.quitReason = reason
        renderPass()
        isRunning = false
        navigation.deactivate()
        navigation.dismissAll()
        navigation.endScopedWork()
        onQuit?(reason)
        terminal.stop()
        terminal.handleQuitRequests(within: quitDeadline, nil)
    }

    /// Has the terminal turn SIGTERM and SIGHUP into quits of this application.
    private func handleQuitRequests() {
        terminal.handleQuitRequests(within: quitDeadline) { [weak self] reason in self?.quit(because: reason) }
    }

    /// The tasks started by the store (`dispatch(task:)`) and by the screens on the stack that have
    /// not finished yet.
    package var liveTaskCount: Int {
        (storeAccess?.liveTaskCount() ?? 0) + navigation.liveTaskCount
    }

    /// Routes one batch of terminal events, then renders once for the whole batch, right away: the
    /// frame goes out in the same turn of the run loop as the key that caused it, with no second
    /// trip through the main queue.
    package func handle(_ events: [Event]) {
        narrator?.userDidAct()
        handlingBatch = true
        for event in events where isRunning {
            if case .resize = event { presenter.invalidate() }
            window.dispatch(event)
        }
        handlingBatch = false
        renderPass()
    }

    /// Asks for a render pass at the end of the current batch; at most one is ever pending.
    public func setNeedsRender() {
        guard isRunning, !renderScheduled, !handlingBatch else { return }
        renderScheduled = true
        scheduleRender(scheduledRenderPass)
    }

    /// Renders now if anything changed; the scheduled pass ends up here (and finds nothing to do when
    /// an event batch rendered since it was scheduled).
    package func renderPass() {
        renderScheduled = false
        guard isRunning else { return }
        defer { narrator?.narrate() }
        guard let onFramePresented else {
            if window.presentFrame(with: presenter, to: terminal) { presentedFrameCount += 1 }
            return
        }
        let counting = terminal as? any WriteCountingTerminal
        let bytesBefore = counting?.bytesWritten
        let cpuBefore = cpuClock()
        guard window.presentFrame(with: presenter, to: terminal) else { return }
        presentedFrameCount += 1
        let bytes = counting.map { $0.bytesWritten - (bytesBefore ?? 0) }
        onFramePresented(
            FrameFigures(
                index: presentedFrameCount, cpuTime: cpuClock() - cpuBefore, cellsWritten: presenter.lastCellCount,
                bytesWritten: bytes))
    }

    /// The theme to draw with: the app's choice fitted to the terminal's colours, else the one the
    /// terminal's colours and background suggest.
    private func resolvedTheme() -> Theme {
        let depth = terminal.capabilities.colorDepth
        guard let theme else { return Theme.preferred(colorDepth: depth, background: terminalBackground) }
        return Theme.fitting(theme, colorDepth: depth)
    }

    private func applyTheme() {
        let resolved = resolvedTheme()
        window.theme = resolved
        appliedTheme = resolved
        setNeedsRender()
    }

    /// The terminal answered the background query (or the wait timed out): an app that chose no theme,
    /// and whose window theme nobody switched meanwhile, repaints with the theme that suits it.
    private func backgroundReported(_ background: TerminalBackground?) {
        terminalBackground = background
        guard isRunning, theme == nil, window.theme == appliedTheme else { return }
        applyTheme()
    }

    private func updateWindowBindings() {
        var bindings = window.keyBindings.filter { !$0.command.matches(.quit) }
        bindings += quitKeys.map { KeyBinding($0, .quit, hint: "Quit") }
        window.keyBindings = bindings
    }
}
