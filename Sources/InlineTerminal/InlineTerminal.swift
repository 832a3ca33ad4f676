import CTerminalSignals
import TerminalCore
import TerminalIO

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal that draws a live area of a few rows at the cursor's line, on the normal screen, and
/// prints lines above it into the scrollback: for installers, build watchers, test runners and
/// command lines that leave a transcript behind.
///
/// It writes VT/xterm escape sequences itself (ncurses owns the whole screen and has no bounded
/// viewport): raw mode through termios, bracketed paste, 16, 256 or 24-bit colours. Input goes through
/// the same `InputParser`, frames through the same `FramePresenter` diff as the full-screen terminal.
/// The live area keeps its height (clamped to the terminal) across resizes. Ctrl-Z suspends with the
/// area erased and the shell's modes back; `fg` reserves it again at the cursor. The terminal is
/// restored on every exit, from an async-signal-safe handler for signals and crashes; on a normal exit
/// the last frame stays above the prompt (or is erased, `clearOnExit`). `TERM=dumb` is refused.
/// SIGTERM, SIGHUP and the terminal hanging up are requests to quit when `handleQuitRequests` was
/// given a handler (an `Application` gives one); once the terminal has hung up nothing more is
/// written to it.
///
/// An `Application` in inline mode makes one:
///
/// ```swift
/// let app = Application(store: store, root: BuildScreen(), mode: .inline(height: 4))
/// app.printAbove(StyledLine(spans: [.init("✓ ", style: .foreground(.green)), .init("Compiled")]))
/// try app.run()   // the last frame stays above the prompt
/// ```
@MainActor
public final class InlineTerminal: Terminal {
    /// How the live area was set up.
    public let options: InlineTerminalOptions
    /// The live area's size: the terminal's width and the requested height, clamped to the terminal.
    public private(set) var size: Size = .zero
    /// What the terminal can show and report (known once started).
    public private(set) var capabilities = TerminalCapabilities(colorDepth: .monochrome, supportsMouse: false)
    /// Whether the terminal is started (and not stopped).
    public var isStarted: Bool { session != nil }
    /// How many times bytes were sent to the terminal for a frame, a print or a resize.
    package private(set) var updateCount = 0
    /// Whether the terminal answered that it supports synchronized output (mode 2026): each frame and
    /// each print above is then written between its begin and end, so none shows half drawn.
    package private(set) var synchronizesFrames = false
    /// Whether the terminal answered the kitty keyboard protocol's query and its enhancements were
    /// pushed: they are popped on every way out (stop, suspend, signals and crashes) and pushed again
    /// on resume.
    package private(set) var pushedKeyboardProtocol = false

    private var session: TerminalSession?
    /// What the terminal answered to the background query written at start.
    private var backgroundReport: TerminalBackgroundReport?
    private var renderer: InlineRenderer?
    private var pendingLines: [StyledLine] = []
    private var restoreKey: (row: Int, height: Int)?
    private let quitRequests = QuitRequestRelay()
    private static var active = false

    /// The row of the terminal's cursor counted from the live area's top row, while started: where
    /// the area is on screen, for tests that read what a terminal shows.
    package var cursorRowInLiveArea: Int? { isStarted ? renderer?.cursorRow : nil }

    /// Creates a terminal; nothing happens until `start`.
    public init(options: InlineTerminalOptions) {
        self.options = options
    }

    /// Gives the terminal back if it is dropped while started.
    isolated deinit {
        stop()
    }

    /// Reserves the live area at the cursor and starts reading input. Throws `TerminalError` when
    /// there is no terminal, it is `TERM=dumb`, or it cannot be set up; the terminal is left as it was then.
    public func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws {
        guard !isStarted, !Self.active else { throw TerminalError.alreadyStarted }
        let environment = Environment.relevant
        let terminalType = options.terminalType ?? environment["TERM"] ?? ""
        guard terminalType != "dumb" else { throw TerminalError.cannotAddressCursor(terminalType: terminalType) }
        let unicode = LocaleSetup.selectUTF8()
        let session = try TerminalSession(
            device: try TerminalDevice(path: options.ttyPath), escapeTimeout: options.escapeTimeout,
            suspendsOnCtrlZ: options.suspendOnCtrlZ, quitRequests: quitRequests, owner: self)
        let device = session.device
        do {
            guard device.apply(device.rawModes) else {
                throw TerminalError.setupFailed("cannot set raw mode on \(device.path)")
            }
            let depth = options.resolvedColorDepth(environment: environment)
            var renderer = InlineRenderer(height: options.height, screenSize: screenSize(of: device), depth: depth)
            renderer.reflowsWhenNarrowed = options.resolvedReflowsWhenNarrowed(environment: environment)
            try TerminalRestore.arm(device: device, bytes: restoreBytes(renderer))
            var bytes = renderer.reserve() + Array(ResetSequence.modesOn(mouse: options.mouse).utf8)
            bytes += renderer.printAbove(pendingLines)
            pendingLines.removeAll()
            synchronizesFrames = false
            pushedKeyboardProtocol = false
            bytes += SynchronizedOutput.query + KeyboardProtocol.query + BackgroundColorQuery.query
            bytes += locatingBytes(&renderer, input: session.input)
            device.send(bytes)
            self.session = session
            self.renderer = renderer
            backgroundReport = TerminalBackgroundReport(clock: clock)
            Self.active = true
            capabilities = TerminalCapabilities(
                colorDepth: depth, supportsMouse: options.mouse, supportsBracketedPaste: true, supportsItalic: true,
                supportsUnicode: unicode)
            size = renderer.size
            restoreKey = (renderer.cursorRow, renderer.size.height)
            updateCount += 1
            session.startInput(eventHandler: eventHandler, onReplies: { [weak self] in self?.handle($0) })
        } catch {
            device.apply(device.shellModes)
            session.abandon()
            throw error
        }
    }

    /// Writes the changed cells and places the cursor as one write. Returns false when the write failed.
    @discardableResult
    public func present(_ update: FrameUpdate, cursor: CursorState) -> Bool {
        guard let session, var renderer, !session.isGone else { return false }
        let bytes = renderer.draw(update.runs, cursor: cursor)
        var written = true
        if !bytes.isEmpty {
            written = session.device.send(synchronized(bytes))
            if !written { renderer.forgetShown() }
            updateCount += 1
        }
        self.renderer = renderer
        updateRestore()
        return written
    }

    /// Makes SIGTERM, SIGHUP and the terminal hanging up requests to quit, passed to `handler` once
    /// while the terminal is started; see `Terminal.handleQuitRequests`. `nil` ends the process at
    /// once on them again.
    public func handleQuitRequests(within deadline: Duration, _ handler: (@MainActor (QuitReason) -> Void)?) {
        quitRequests.configure(deadline: deadline, handler: handler)
    }

    /// Writes the OSC 52 request directly; it prints nothing and moves no cursor.
    @discardableResult
    public func copyToSystemClipboard(_ text: String) -> Bool {
        guard let session, !session.isGone else { return false }
        return session.device.send(SystemClipboardSequence.bytes(copying: text))
    }

    /// Prints lines above the live area, into the scrollback, and draws the area again below them.
    /// Lines printed before the start wait for it.
    @discardableResult
    public func printAbove(_ lines: [StyledLine]) -> Bool {
        guard let session, var renderer else {
            pendingLines += lines
            return true
        }
        guard !session.isGone else { return false }
        var bytes = renderer.printAbove(lines)
        guard !bytes.isEmpty else { return true }
        bytes += locatingBytes(&renderer, input: session.input)
        self.renderer = renderer
        let written = session.device.send(synchronized(bytes))
        updateCount += 1
        updateRestore()
        return written
    }

    /// Leaves the live area (its last frame stays above the prompt, or is erased with `clearOnExit`),
    /// puts the shell's modes and the signal handlers back. Idempotent. A terminal that hung up is
    /// sent nothing.
    public func stop() {
        guard let session else { return }
        self.session = nil
        backgroundReport?.end()
        backgroundReport = nil
        Self.active = false
        let renderer = self.renderer
        self.renderer = nil
        session.close { terminalIsGone in
            guard !terminalIsGone else { return }
            if let renderer { session.device.send(restoreBytes(renderer)) }
            session.device.apply(session.device.shellModes)
        }
    }

    /// Calls `handler` with the background the terminal answered to the OSC 11 query written at start,
    /// or nil after `BackgroundColorQuery.timeout` without an answer (at once when not started).
    public func reportBackground(_ handler: @escaping @MainActor (TerminalBackground?) -> Void) {
        guard let backgroundReport else { return handler(nil) }
        backgroundReport.whenKnown(handler)
    }

    /// Suspends the program as Ctrl-Z does in a shell: the live area is erased, the shell's modes
    /// restored and the process stopped; after `fg` the area is reserved again at the cursor.
    public func suspend() {
        session?.suspend()
    }

    // MARK: Signals and input

    /// Takes the terminal back after a stop: raw mode, input modes, and a live area reserved at the
    /// cursor (after our own suspend, which erased it) or redrawn where it was (after an outside stop).
    private func resume(_ session: TerminalSession, reserving: Bool) {
        guard var renderer else { return }
        session.device.apply(session.device.rawModes)
        renderer.forgetTerminalState()
        var bytes = Array(ResetSequence.modesOn(mouse: options.mouse).utf8)
        if pushedKeyboardProtocol { bytes += KeyboardProtocol.push }
        let screen = screenSize(of: session.device)
        bytes += reserving && screen == renderer.screenSize ? renderer.reserve() : renderer.resize(to: screen)
        self.renderer = renderer
        finishReset(session, bytes: bytes)
    }

    private func resize(_ session: TerminalSession, to screen: Size) {
        guard var renderer else { return }
        let bytes = renderer.resize(to: screen)
        self.renderer = renderer
        finishReset(session, bytes: bytes)
    }

    /// Sends the bytes that left the live area blank and asks the application for a whole frame.
    private func finishReset(_ session: TerminalSession, bytes: [UInt8]) {
        var bytes = bytes
        if var renderer {
            bytes += locatingBytes(&renderer, input: session.input)
            self.renderer = renderer
        }
        session.device.send(synchronized(bytes))
        updateCount += 1
        updateRestore()
        size = renderer?.size ?? .zero
        session.deliver([.resize(size)])
    }

    /// A query for the area's screen row when mouse reporting is on and the row is not known (mouse
    /// positions are screen positions; the area may be anywhere on the screen).
    private func locatingBytes(_ renderer: inout InlineRenderer, input: TerminalInputReader) -> [UInt8] {
        guard options.mouse, renderer.areaTop == nil, !renderer.isLocating else { return [] }
        input.expectCursorPositionReport()
        return renderer.queryPosition()
    }

    /// `bytes` between the begin and end of synchronized output where the terminal supports it.
    private func synchronized(_ bytes: [UInt8]) -> [UInt8] {
        synchronizesFrames ? SynchronizedOutput.begin + bytes + SynchronizedOutput.end : bytes
    }

    private func handle(_ replies: [TerminalReply]) {
        guard let session, var renderer else { return }
        backgroundReport?.receive(replies)
        for reply in replies {
            switch reply {
            case .cursorPosition(let position): renderer.locate(position)
            case .deviceAttributes: renderer.abandonQuery()
            case .modeStatus:
                if !synchronizesFrames, SynchronizedOutput.isSupported(by: reply) {
                    synchronizesFrames = true
                    restoreKey = nil
                }
            case .backgroundColor: break
            case .keyboardFlags:
                if !pushedKeyboardProtocol {
                    session.device.send(KeyboardProtocol.push)
                    pushedKeyboardProtocol = true
                    restoreKey = nil
                }
            }
        }
        let bytes = locatingBytes(&renderer, input: session.input)
        self.renderer = renderer
        if !bytes.isEmpty { session.device.send(bytes) }
        updateRestore()
    }

    // MARK: Restoring

    /// What a restore writes: input modes off, then the live area left as on a normal exit.
    private func restoreBytes(_ renderer: InlineRenderer) -> [UInt8] {
        let leaving =
            modesOffBytes + renderer.leave(clearing: options.clearOnExit)
        return synchronizesFrames ? SynchronizedOutput.end + leaving : leaving
    }

    /// Input modes off, the keyboard protocol popped when it was pushed.
    private var modesOffBytes: [UInt8] {
        (pushedKeyboardProtocol ? KeyboardProtocol.pop : []) + Array(ResetSequence.modesOff(mouse: options.mouse).utf8)
    }

    /// Keeps the armed restore in step with the cursor's row (the restore moves from there).
    private func updateRestore() {
        guard let session, let renderer else { return }
        let key = (row: renderer.cursorRow, height: renderer.size.height)
        guard key != restoreKey ?? (-1, -1) else { return }
        TerminalRestore.update(device: session.device, bytes: restoreBytes(renderer))
        restoreKey = key
    }

    private func screenSize(of device: TerminalDevice) -> Size {
        guard let reported = device.windowSize() else { return Size(width: 80, height: 24) }
        return Size(width: reported.columns, height: reported.rows)
    }
}

extension InlineTerminal: TerminalSessionOwner {
    /// Input modes off, the live area erased, the shell's modes back.
    package func leaveScreenForSuspend() {
        guard let session, let renderer else { return }
        let leaving = modesOffBytes + renderer.leave(clearing: true)
        session.device.send(leaving)
        session.device.apply(session.device.shellModes)
    }

    /// The live area reserved again at the cursor (after our own suspend, which erased it) or redrawn
    /// where it was (after an outside stop).
    package func takeScreenBack(afterOwnSuspend: Bool) {
        guard let session else { return }
        resume(session, reserving: afterOwnSuspend)
    }

    /// The live area follows a new screen size; nothing when the size is the same.
    package func followResize() {
        guard let session, let renderer else { return }
        let screen = screenSize(of: session.device)
        guard screen != renderer.screenSize else { return }
        resize(session, to: screen)
    }

    /// Mouse events in the area's coordinates (dropped when they fell outside it); other events as read.
    package func mapInput(_ events: [Event]) -> [Event] {
        guard options.mouse else { return events }
        return events.compactMap { event in
            guard case .mouse(let mouse) = event else { return event }
            return renderer?.mapIntoArea(mouse).map(Event.mouse)
        }
    }
}
