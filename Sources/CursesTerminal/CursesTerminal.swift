import CNcurses
import TerminalCore
import TerminalIO

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
///
/// `Application(store:root:)` makes one, with the mouse on; give it your own for other options:
///
/// ```swift
/// let terminal = CursesTerminal(options: CursesTerminalOptions(mouse: false))
/// let app = Application(store: store, root: InboxScreen(), terminal: terminal)
/// try app.run()
/// ```
@MainActor
public final class CursesTerminal: Terminal {
    /// How the terminal was set up.
    public let options: CursesTerminalOptions
    /// The current size in cells (0×0 is possible).
    public private(set) var size: Size = .zero
    /// What the terminal can show and report (known once started).
    public private(set) var capabilities = TerminalCapabilities(colorDepth: .monochrome, supportsMouse: false)
    /// Whether the terminal is started (and not stopped).
    public var isStarted: Bool { started != nil }
    /// How many times the screen was sent to the terminal (ncurses `doupdate` calls) since this
    /// terminal was created: once on start and on resume, once for each `present` that wrote
    /// something. A frame with nothing to show leaves it unchanged.
    package private(set) var updateCount = 0
    /// Whether the terminal answered that it supports synchronized output (mode 2026): each
    /// `doupdate` is then bracketed by its begin and end, so no frame shows half drawn.
    package private(set) var synchronizesFrames = false
    /// Whether the terminal answered the kitty keyboard protocol's query and its enhancements were
    /// pushed: they are popped on every way out (stop, suspend, signals and crashes) and pushed again
    /// on resume.
    package private(set) var pushedKeyboardProtocol = false

    private var started: Started?
    /// What the terminal answered to the background query written at start.
    private var backgroundReport: TerminalBackgroundReport?
    private var lastCursor: CursorState?
    /// Writes links (OSC 8) ncurses cannot: see `LinkOverlay`.
    private var linkOverlay = LinkOverlay()
    private let quitRequests = QuitRequestRelay()
    private static var active = false

    /// The tty session and the ncurses screen on it.
    private struct Started {
        let session: TerminalSession
        let screen: CursesScreen
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
        let session = try TerminalSession(
            device: try TerminalDevice(path: options.ttyPath), escapeTimeout: options.escapeTimeout,
            suspendsOnCtrlZ: options.suspendOnCtrlZ, quitRequests: quitRequests, owner: self)
        let device = session.device
        var createdScreen: CursesScreen?
        do {
            let screen = try CursesScreen(
                device: device, terminalTypes: options.terminalTypeCandidates(environment: Environment.relevant),
                monochrome: options.isMonochrome(environment: Environment.relevant))
            createdScreen = screen
            guard screen.capability("cup") != nil else {
                let name = options.terminalType ?? Environment.value("TERM") ?? ""
                throw TerminalError.cannotAddressCursor(terminalType: name)
            }
            try armRestore(device: device, screen: screen)
            let clearOnLeave = screen.capability("rmcup") == nil ? screen.capability("clear") : nil
            started = Started(session: session, screen: screen, clearOnLeave: clearOnLeave)
            Self.active = true
            capabilities = TerminalCapabilities(
                colorDepth: screen.colorMapper.depth, supportsMouse: options.mouse, supportsBracketedPaste: true,
                supportsItalic: screen.capability("sitm") != nil, supportsUnicode: unicode)
            size = currentSize(device: device, screen: screen)
            screen.resize(to: size)
            screen.invalidate()
            screen.place(.hidden)
            linkOverlay.reset()
            flush(screen)
            lastCursor = .hidden
            device.writeSequence(ResetSequence.modesOn(mouse: options.mouse))
            synchronizesFrames = false
            pushedKeyboardProtocol = false
            device.send(SynchronizedOutput.query + KeyboardProtocol.query + BackgroundColorQuery.query)
            backgroundReport = TerminalBackgroundReport(clock: clock)
            session.startInput(eventHandler: eventHandler, onReplies: { [weak self] in self?.handle($0) })
        } catch {
            started = nil
            Self.active = false
            createdScreen?.end()
            session.abandon()
            throw error
        }
    }

    /// Writes the changed spans and places the cursor with one `doupdate`. Writes nothing when the
    /// update is empty and the cursor did not change. Returns false when a span could not be written.
    @discardableResult
    public func present(_ update: FrameUpdate, cursor: CursorState) -> Bool {
        guard let started, !started.session.isGone else { return false }
        if update.isEmpty, cursor == lastCursor { return true }
        let screen = started.screen
        var shown = true
        let bounds = Size(width: min(size.width, screen.size.width), height: min(size.height, screen.size.height))
        if let scroll = update.scroll, !screen.scroll(scroll) {
            // ncurses' pictures of the screen are unknown now: repaint it whole from the new frame.
            screen.invalidate()
            var shown = true
            update.forEachRow { y, cells in
                if screen.write(cells, at: Point(x: 0, y: y), within: bounds) { shown = false }
            }
            screen.place(cursor)
            linkOverlay.noteRepaint(update)
            flush(screen)
            lastCursor = cursor
            return shown
        }
        // Last span first: `CursesScreen.write` explains why a row is written from right to left.
        for span in update.spans.reversed()
        where update.withCells(of: span, { screen.write($0, at: span.origin, within: bounds) }) {
            shown = false
        }
        screen.place(cursor)
        linkOverlay.note(update)
        flush(screen)
        lastCursor = cursor
        return shown
    }

    /// Whether the next update may carry a scroll: the terminal can scroll a region and ncurses draws
    /// on a screen of the terminal's size (`present` then scrolls it before writing the cells).
    public var scrollsRegions: Bool {
        guard let started, !started.session.isGone else { return false }
        return started.screen.scrollsRegions && started.screen.size == size
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
        guard let started, !started.session.isGone else { return false }
        return started.session.device.send(SystemClipboardSequence.bytes(copying: text))
    }

    /// Calls `handler` with the background the terminal answered to the OSC 11 query written at start,
    /// or nil after `BackgroundColorQuery.timeout` without an answer (at once when not started).
    public func reportBackground(_ handler: @escaping @MainActor (TerminalBackground?) -> Void) {
        guard let backgroundReport else { return handler(nil) }
        backgroundReport.whenKnown(handler)
    }

    /// Gives the screen back: input modes off, ncurses ended, shell modes and the main screen back,
    /// signal handlers as they were. Idempotent. A terminal that hung up is sent nothing.
    public func stop() {
        guard let started else { return }
        self.started = nil
        backgroundReport?.end()
        backgroundReport = nil
        Self.active = false
        started.session.close { terminalIsGone in
            if !terminalIsGone { started.session.device.send(modesOffBytes) }
            started.screen.end()
            if !terminalIsGone { clearWithoutAlternateScreen(started) }
        }
    }

    /// Suspends the program as Ctrl-Z does in a shell: the terminal is restored and the process
    /// stopped; when it is continued (`fg`) the screen is taken over again and repainted.
    public func suspend() {
        started?.session.suspend()
    }

    /// On a terminal without an alternate screen (`TERM=linux`, `vt100`) the last frame would stay with
    /// the cursor on its bottom line, under which the shell's prompt would start: clear it instead.
    private func clearWithoutAlternateScreen(_ started: Started) {
        guard let clear = started.clearOnLeave else { return }
        started.session.device.writeSequence(ResetSequence.withoutPadding(clear))
    }

    /// One `doupdate` and the links ncurses cannot write (`LinkOverlay`), between the begin and end of
    /// synchronized output where the terminal supports it: ncurses has flushed its previous update, so
    /// the begin written straight to the device comes before anything of this one, and `doupdate`
    /// flushes all it wrote before the links and the end are written.
    private func flush(_ screen: CursesScreen) {
        let device = started?.session.device
        if synchronizesFrames { device?.send(SynchronizedOutput.begin) }
        screen.update()
        let links = linkOverlay.takeBytes(depth: screen.colorMapper.depth, screenSize: size)
        if !links.isEmpty { device?.send(links) }
        if synchronizesFrames { device?.send(SynchronizedOutput.end) }
        updateCount += 1
    }

    /// The terminal's answers to the queries written at start: synchronized output is used from the
    /// answer on, and a restore then ends it too (a crash in the middle of a frame leaves nothing held).
    /// The kitty keyboard protocol is pushed when the terminal answered its query.
    private func handle(_ replies: [TerminalReply]) {
        guard let started else { return }
        backgroundReport?.receive(replies)
        var changed = false
        for reply in replies {
            if !synchronizesFrames, SynchronizedOutput.isSupported(by: reply) {
                synchronizesFrames = true
                changed = true
            } else if case .keyboardFlags = reply, !pushedKeyboardProtocol {
                started.session.device.send(KeyboardProtocol.push)
                pushedKeyboardProtocol = true
                changed = true
            }
        }
        guard changed else { return }
        TerminalRestore.update(device: started.session.device, bytes: restoreBytes(screen: started.screen))
    }

    /// Input modes off, the keyboard protocol popped when it was pushed.
    private var modesOffBytes: [UInt8] {
        (pushedKeyboardProtocol ? KeyboardProtocol.pop : []) + Array(ResetSequence.modesOff(mouse: options.mouse).utf8)
    }

    /// Input modes on, the keyboard protocol pushed again when it was pushed before.
    private var modesOnBytes: [UInt8] {
        Array(ResetSequence.modesOn(mouse: options.mouse).utf8) + (pushedKeyboardProtocol ? KeyboardProtocol.push : [])
    }

    private func armRestore(device: TerminalDevice, screen: CursesScreen) throws {
        try TerminalRestore.arm(device: device, bytes: restoreBytes(screen: screen))
    }

    private func restoreBytes(screen: CursesScreen) -> [UInt8] {
        let capabilities = ResetSequence.Capabilities(
            exitAttributeMode: screen.capability("sgr0"), cursorNormal: screen.capability("cnorm"),
            exitCAMode: screen.capability("rmcup"), clearScreen: screen.capability("clear"))
        let bytes = ResetSequence.restoreBytes(capabilities: capabilities, mouse: options.mouse)
        let keyboard = pushedKeyboardProtocol ? KeyboardProtocol.pop : []
        return (synchronizesFrames ? SynchronizedOutput.end : []) + keyboard + bytes
    }

    private func currentSize(device: TerminalDevice, screen: CursesScreen) -> Size {
        guard let reported = device.windowSize() else { return screen.size }
        return ScreenGeometry.size(rows: reported.rows, columns: reported.columns)
    }

    private func resumeScreen(_ started: Started) {
        size = currentSize(device: started.session.device, screen: started.screen)
        started.screen.resize(to: size)
        started.screen.invalidate()
        started.screen.place(lastCursor ?? .hidden)
        linkOverlay.rewriteAll(within: size)
        flush(started.screen)
        started.session.device.send(modesOnBytes)
        started.session.deliver([.resize(size)])
    }
}

extension CursesTerminal: TerminalSessionOwner {
    /// Input modes off, ncurses out of program mode, the screen cleared where there is no alternate one.
    package func leaveScreenForSuspend() {
        guard let started else { return }
        started.session.device.send(modesOffBytes)
        started.screen.leaveProgramMode()
        clearWithoutAlternateScreen(started)
    }

    /// Program mode again (after an outside stop; our own suspend's next update does that) and a
    /// repaint at the current size.
    package func takeScreenBack(afterOwnSuspend: Bool) {
        guard let started else { return }
        if !afterOwnSuspend { started.screen.reenterProgramMode() }
        resumeScreen(started)
    }

    /// A new size for ncurses and one `.resize` event; nothing when the size is the same.
    package func followResize() {
        guard let started else { return }
        let newSize = currentSize(device: started.session.device, screen: started.screen)
        guard newSize != size else { return }
        size = newSize
        started.screen.resize(to: newSize)
        started.screen.invalidate()
        linkOverlay.rewriteAll(within: newSize)
        started.session.deliver([.resize(newSize)])
    }

    /// The events as read.
    package func mapInput(_ events: [Event]) -> [Event] { events }
}
