import CNcurses
import CTerminalSignals
import TerminalCore
import TerminalIO

#if canImport(Glibc)
    import Glibc
#endif

/// The real terminal: ncurses on the controlling tty, in the alternate screen, raw mode, no echo.
///
/// Input bytes are read from the tty by us and decoded by `InputParser` (not ncurses' `get_wch`).
/// A window size change is picked up at once and delivered as one `.resize` event. Ctrl-Z (and
/// `kill -TSTP`) suspends with the shell's terminal modes back, `fg` resumes with a full repaint.
/// The terminal is restored on every exit: `stop()`, `exit()`, SIGINT/TERM/HUP/QUIT and fatal
/// signals (a Swift runtime trap included) — in the latter cases from an async-signal-safe handler
/// that then lets the previous handler or the default action run. Only one can be started at a time.
///
/// SIGTERM, SIGHUP and the terminal hanging up end the process at once like that, unless
/// `handleQuitRequests` was given a handler (an `Application` gives one): then they are requests to
/// quit, bounded by a deadline. Once the terminal has hung up, nothing more is written to it.
@MainActor
public final class CursesTerminal: Terminal {
    /// How the terminal was set up.
    public let options: CursesTerminalOptions
    /// The current size in cells (0×0 is possible).
    public private(set) var size: Size = .zero
    /// What the terminal can show and report (known once started).
    public private(set) var capabilities = TerminalCapabilities(colorDepth: .monochrome, supportsMouse: false)
    /// True after a resume or when colour pairs ran out: the caller must repaint everything.
    /// Whether the terminal is started (and not stopped).
    public var isStarted: Bool { session != nil }
    /// How many times the screen was sent to the terminal (ncurses `doupdate` calls) since this
    /// terminal was created: once on start and on resume, once for each `present` that wrote
    /// something. A frame with nothing to show leaves it unchanged.
    public private(set) var updateCount = 0

    private var session: Session?
    private var eventHandler: (@MainActor ([Event]) -> Void)?
    private var lastCursor: CursorState?
    private var awaitingOwnContinue = false
    private let quitRequests = QuitRequestRelay()
    /// Set once the terminal hung up: frames and reset sequences would reach nobody.
    private var isGone = false
    private static var active = false

    private struct Session {
        let device: TerminalDevice
        let screen: CursesScreen
        let input: TerminalInputReader
        let signals: SignalNotifier
        /// What clears the screen on the way out where there is no alternate screen to leave (`clear`).
        let clearOnLeave: String?
    }

    /// Creates a terminal; nothing happens until `start`.
    public init(options: CursesTerminalOptions = CursesTerminalOptions()) {
        self.options = options
    }

    /// Gives the screen back if the terminal is dropped while started.
    isolated deinit {
        stop()
    }

    /// Takes over the terminal. Throws `CursesTerminalError` when there is no terminal (e.g. in CI)
    /// or it cannot be set up; the terminal is left as it was then.
    public func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws {
        guard !isStarted, !Self.active else { throw CursesTerminalError.alreadyStarted }
        let unicode = LocaleSetup.selectUTF8()
        let device = try TerminalDevice(path: options.ttyPath)
        let signals = SignalNotifier()
        var createdScreen: CursesScreen?
        do {
            try signals.start { [weak self] arrivals in self?.handle(arrivals) }
            guard rt_install_exit_handlers() == 0 else {
                throw CursesTerminalError.setupFailed("cannot install signal handlers")
            }
            let screen = try CursesScreen(
                device: device, terminalTypes: options.terminalTypeCandidates(environment: Environment.relevant),
                monochrome: options.isMonochrome(environment: Environment.relevant))
            createdScreen = screen
            guard screen.capability("cup") != nil else {
                let name = options.terminalType ?? Environment.value("TERM") ?? ""
                throw TerminalError.cannotAddressCursor(terminalType: name)
            }
            try armRestore(device: device, screen: screen)
            let input = TerminalInputReader(descriptor: device.inputDescriptor, escapeTimeout: options.escapeTimeout)
            let clearOnLeave = screen.capability("rmcup") == nil ? screen.capability("clear") : nil
            session = Session(
                device: device, screen: screen, input: input, signals: signals, clearOnLeave: clearOnLeave)
            Self.active = true
            isGone = false
            quitRequests.activate()
            self.eventHandler = eventHandler
            capabilities = TerminalCapabilities(
                colorDepth: screen.colorMapper.depth, supportsMouse: options.mouse, supportsBracketedPaste: true,
                supportsItalic: screen.capability("sitm") != nil, supportsUnicode: unicode)
            size = currentSize(device: device, screen: screen)
            screen.resize(to: size)
            screen.invalidate()
            screen.place(.hidden)
            flush(screen)
            lastCursor = .hidden
            device.writeSequence(ResetSequence.modesOn(mouse: options.mouse))
            input.start(
                onEvents: { [weak self] in self?.deliverInput($0) }, onHangUp: { [weak self] in self?.hangUp() })
        } catch {
            quitRequests.deactivate()
            signals.stop()
            createdScreen?.end()
            TerminalRestore.disarm()
            rt_uninstall_exit_handlers()
            device.closeDescriptors(includingInput: true)
            throw error
        }
    }

    /// Writes the changed spans and places the cursor with one `doupdate`. Writes nothing when the
    /// update is empty and the cursor did not change. Returns false when a span could not be written.
    @discardableResult
    public func present(_ update: FrameUpdate, cursor: CursorState) -> Bool {
        guard let session, !isGone else { return false }
        if update.isEmpty, cursor == lastCursor { return true }
        var shown = true
        let bounds = Size(
            width: min(size.width, session.screen.size.width), height: min(size.height, session.screen.size.height))
        // Last span first: `CursesScreen.write` explains why a row is written from right to left.
        for span in update.spans.reversed()
        where update.withCells(of: span, { session.screen.write($0, at: span.origin, within: bounds) }) {
            shown = false
        }
        session.screen.place(cursor)
        flush(session.screen)
        lastCursor = cursor
        return shown
    }

    /// Makes SIGTERM, SIGHUP and the terminal hanging up requests to quit, passed to `handler` once
    /// while the terminal is started; see `Terminal.handleQuitRequests`. `nil` ends the process at
    /// once on them again.
    public func handleQuitRequests(within deadline: Duration, _ handler: (@MainActor (QuitReason) -> Void)?) {
        quitRequests.configure(deadline: deadline, handler: handler)
    }

    /// Writes the OSC 52 request straight to the terminal, between frames: ncurses has flushed its
    /// last update, and the sequence prints nothing and moves no cursor, so its picture stays right.
    @discardableResult
    public func copyToSystemClipboard(_ text: String) -> Bool {
        guard let session, !isGone else { return false }
        return session.device.send(SystemClipboardSequence.bytes(copying: text))
    }

    /// Gives the screen back: input modes off, ncurses ended, shell modes and the main screen back,
    /// signal handlers as they were. Idempotent. A terminal that hung up is sent nothing.
    public func stop() {
        guard let session else { return }
        self.session = nil
        Self.active = false
        eventHandler = nil
        session.input.stop()
        session.signals.stop()
        if !isGone {
            session.device.writeSequence(ResetSequence.modesOff(mouse: options.mouse))
        }
        session.screen.end()
        if !isGone { clearWithoutAlternateScreen(session) }
        TerminalRestore.disarm()
        quitRequests.deactivate()
        rt_uninstall_exit_handlers()
        session.device.closeDescriptors(includingInput: false)
    }

    /// Suspends the program as Ctrl-Z does in a shell: the terminal is restored and the process
    /// stopped; when it is continued (`fg`) the screen is taken over again and repainted.
    public func suspend() {
        guard let session, session.signals.jobControlAvailable else { return }
        session.device.writeSequence(ResetSequence.modesOff(mouse: options.mouse))
        session.screen.leaveProgramMode()
        clearWithoutAlternateScreen(session)
        TerminalRestore.disarm()
        rt_suspend_process()
        TerminalRestore.rearm()
        awaitingOwnContinue = !session.signals.drain().contains(.resume)
        resumeScreen(session)
    }

    /// On a terminal without an alternate screen (`TERM=linux`, `vt100`) the last frame would stay with
    /// the cursor on its bottom line, under which the shell's prompt would start: clear it instead.
    private func clearWithoutAlternateScreen(_ session: Session) {
        guard let clear = session.clearOnLeave else { return }
        session.device.writeSequence(ResetSequence.withoutPadding(clear))
    }

    private func flush(_ screen: CursesScreen) {
        screen.update()
        updateCount += 1
    }

    private func armRestore(device: TerminalDevice, screen: CursesScreen) throws {
        let capabilities = ResetSequence.Capabilities(
            exitAttributeMode: screen.capability("sgr0"), cursorNormal: screen.capability("cnorm"),
            exitCAMode: screen.capability("rmcup"), clearScreen: screen.capability("clear"))
        let bytes = ResetSequence.restoreBytes(capabilities: capabilities, mouse: options.mouse)
        try TerminalRestore.arm(device: device, bytes: bytes)
    }

    private func currentSize(device: TerminalDevice, screen: CursesScreen) -> Size {
        guard let reported = device.windowSize() else { return screen.size }
        return ScreenGeometry.size(rows: reported.rows, columns: reported.columns)
    }

    private func resumeScreen(_ session: Session) {
        size = currentSize(device: session.device, screen: session.screen)
        session.screen.resize(to: size)
        session.screen.invalidate()
        session.screen.place(lastCursor ?? .hidden)
        flush(session.screen)
        session.device.writeSequence(ResetSequence.modesOn(mouse: options.mouse))
        deliver([.resize(size)])
    }

    private func handle(_ arrivals: SignalNotifier.Arrivals) {
        // Once a quit is under way, a resume (the kernel sends SIGCONT with a hang-up) is not drawn.
        guard let session, quitRequests.deliveredReason == nil else { return }
        if arrivals.contains(.hangUp) { isGone = session.device.isHungUp }
        if quitRequests.deliver(arrivals) { return }
        defer { if arrivals.contains(.resume) { awaitingOwnContinue = false } }
        if arrivals.contains(.suspend) {
            suspend()
        } else if arrivals.contains(.resume), !awaitingOwnContinue {
            session.screen.reenterProgramMode()
            resumeScreen(session)
        } else if arrivals.contains(.resize) {
            let newSize = currentSize(device: session.device, screen: session.screen)
            guard newSize != size else { return }
            size = newSize
            session.screen.resize(to: newSize)
            session.screen.invalidate()
            deliver([.resize(newSize)])
        }
    }

    private func deliverInput(_ events: [Event]) {
        guard options.suspendOnCtrlZ, session?.signals.jobControlAvailable == true,
            events.contains(.key(.ctrl("z")))
        else {
            deliver(events)
            return
        }
        deliver(events.filter { $0 != .key(.ctrl("z")) })
        suspend()
    }

    private func deliver(_ events: [Event]) {
        guard !events.isEmpty, isStarted, let eventHandler else { return }
        eventHandler(events)
    }

    /// The input ended: the terminal is gone. An application quits in order; without one the
    /// process ends as SIGHUP ends it.
    private func hangUp() {
        isGone = true
        if quitRequests.hangUp() { return }
        stop()
        kill(getpid(), SIGHUP)
    }
}
