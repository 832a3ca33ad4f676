import ReCursesServing
import TerminalCore
import TerminalIO

/// A full-screen `Terminal` for one remote session: the client's bytes go through the same
/// `InputParser` as a local terminal's, frames go out as escape sequences (`AnsiFrameEncoder`) to
/// whatever carries the session (an SSH channel; a test's buffer).
///
/// It knows the client only through what the client told it: its terminal type, its size, and the
/// few variables it sent (`COLORTERM`, `NO_COLOR`); the serving process's environment never counts.
/// It takes the alternate screen with the cursor hidden and bracketed paste on when started (and
/// pushes the kitty keyboard protocol where the client's terminal answers its query), and gives it
/// back (the protocol popped, attributes off, cursor shown, main screen) when stopped. A client that cannot keep
/// up does not make output pile up: while its connection refuses bytes, frames are dropped, and the
/// latest one is drawn whole once it accepts them again.
@MainActor
public final class SessionTerminal: Terminal, WriteCountingTerminal {
    /// The largest size a client can ask for; bigger requests are clamped to it (a hostile client
    /// cannot make the server allocate a screen of 65535×65535 cells).
    public nonisolated static let maximumSize = Size(width: 1000, height: 500)
    /// The most bytes input may hold back (an open bracketed paste, an unfinished sequence) before
    /// what arrived is delivered as it is: a client that opens a paste and never ends it cannot make
    /// the server keep its bytes without bound.
    public nonisolated static let maximumPendingInput = 1 << 20

    /// The current size in cells (what the client reported, clamped to `maximumSize`).
    public var size: Size { screen.size }
    /// What the client's terminal shows: colours from its `TERM` and `COLORTERM`.
    public let capabilities: TerminalCapabilities
    /// This session's own real-time clock (or the one given): its timers are the session's alone.
    public let clock: TerminalClock
    /// The client's terminal type, as it sent it.
    public let terminalType: String
    /// How many bytes were sent to the client.
    public private(set) var bytesWritten = 0
    /// How many frames were dropped because the client's connection refused bytes.
    public private(set) var droppedFrameCount = 0
    /// Whether the terminal is started (and not stopped).
    public private(set) var isStarted = false
    /// Whether the client went away: nothing is written any more.
    public var isHungUp: Bool { screen.isHungUp }
    /// Whether the client's terminal answered that it supports synchronized output (mode 2026): each
    /// frame is then written between its begin and end, so none shows half drawn.
    public private(set) var synchronizesFrames = false
    /// Whether the client's terminal answered the kitty keyboard protocol's query, so the protocol
    /// was pushed (Esc, Ctrl-I and Ctrl-M are keys of their own; repeats and releases are told); it
    /// is popped when the terminal stops.
    public private(set) var pushedKeyboardProtocol = false

    private let write: @MainActor ([UInt8]) -> Bool
    private let onStop: @MainActor () -> Void
    private let mouse: Bool
    private var parser: InputParser
    /// What the client's terminal answered to the background query written at start.
    private var backgroundReport: TerminalBackgroundReport?
    private var encoder = AnsiFrameEncoder()
    private var output: [UInt8] = []
    private var eventHandler: (@MainActor ([Event]) -> Void)?
    private var quitHandler: (@MainActor (QuitReason) -> Void)?
    private var flushTimer: ClockTimer?
    private let screen: RemoteScreen
    private var pendingInputBytes = 0

    /// Creates the terminal of a session whose client reported `terminalType` and `size`.
    ///
    /// - parameter terminalType: the client's `TERM`.
    /// - parameter size: the client's window size.
    /// - parameter escapeTimeout: how long a lone Escape waits for the rest of a sequence.
    /// - parameter environment: the variables the client sent; only `COLORTERM` and `NO_COLOR` are read.
    /// - parameter clock: the session's clock; `nil` makes a real-time clock of its own.
    /// - parameter mouse: whether mouse reporting is turned on (the default, as for a local full-screen app).
    /// - parameter write: sends bytes to the client; returns false when the connection refused them
    ///   (backed up or closed). After a refusal nothing is written until `outputDrained()`.
    /// - parameter onStop: called once when the terminal stops, after its last bytes were written:
    ///   the place to close the connection.
    public init(
        terminalType: String, size: Size, environment: [String: String] = [:], clock: TerminalClock? = nil,
        escapeTimeout: Duration = .milliseconds(25), mouse: Bool = true,
        write: @escaping @MainActor ([UInt8]) -> Bool, onStop: @escaping @MainActor () -> Void = {}
    ) {
        self.terminalType = terminalType
        var clientEnvironment = ["TERM": terminalType]
        for name in ["COLORTERM", "NO_COLOR"] { clientEnvironment[name] = environment[name] }
        capabilities = TerminalCapabilities(
            colorDepth: ColorDepth.detected(environment: clientEnvironment), supportsMouse: mouse,
            supportsBracketedPaste: true, supportsItalic: true, supportsUnicode: true)
        let clock = clock ?? .realTime()
        self.clock = clock
        screen = RemoteScreen(size: size, minimum: .zero, maximum: Self.maximumSize, clock: clock)
        self.mouse = mouse
        parser = InputParser(escapeTimeout: escapeTimeout)
        self.write = write
        self.onStop = onStop
    }

    /// Takes the client's screen: the alternate screen, cleared, the cursor hidden, input modes on.
    /// Throws `TerminalError.alreadyStarted` when started, or when the client is already gone.
    public func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws {
        guard !isStarted, !isHungUp else { throw TerminalError.alreadyStarted }
        isStarted = true
        self.eventHandler = eventHandler
        encoder.invalidate()
        synchronizesFrames = false
        pushedKeyboardProtocol = false
        let setUp = "\u{1B}[?1049h\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[?25l" + ResetSequence.modesOn(mouse: mouse)
        send(Array(setUp.utf8) + SynchronizedOutput.query + KeyboardProtocol.query + BackgroundColorQuery.query)
        backgroundReport = TerminalBackgroundReport(clock: clock)
    }

    /// Calls `handler` with the background the client's terminal answered to the OSC 11 query written
    /// at start, or nil after `BackgroundColorQuery.timeout` without an answer (at once when not started).
    public func reportBackground(_ handler: @escaping @MainActor (TerminalBackground?) -> Void) {
        guard let backgroundReport else { return handler(nil) }
        backgroundReport.whenKnown(handler)
    }

    /// Writes the changed cells and places the cursor. Returns false (the frame is dropped, the next
    /// one is drawn whole) while the client's connection refuses bytes.
    @discardableResult
    public func present(_ update: FrameUpdate, cursor: CursorState) -> Bool {
        guard isStarted, !isHungUp else { return false }
        guard !screen.isBlocked else {
            droppedFrameCount += 1
            return false
        }
        output.removeAll(keepingCapacity: true)
        if synchronizesFrames { output += SynchronizedOutput.begin }
        let start = output.count
        encoder.encode(update, cursor: cursor, depth: capabilities.colorDepth, screenSize: size, into: &output)
        guard output.count > start else { return true }
        if synchronizesFrames { output += SynchronizedOutput.end }
        return send(output)
    }

    /// Gives the client's screen back (input modes off, attributes reset, cursor shown, main screen)
    /// and calls `onStop`. Idempotent.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        eventHandler = nil
        backgroundReport?.end()
        backgroundReport = nil
        cancelTimers()
        if !isHungUp {
            screen.isBlocked = false
            let restore = ResetSequence.modesOff(mouse: mouse) + "\u{1B}[m\u{1B}[?25h\u{1B}[?1049l"
            send((pushedKeyboardProtocol ? KeyboardProtocol.pop : []) + Array(restore.utf8))
        }
        onStop()
    }

    /// Sends the OSC 52 request that puts `text` on the client's clipboard.
    @discardableResult
    public func copyToSystemClipboard(_ text: String) -> Bool {
        guard isStarted, !isHungUp, !screen.isBlocked else { return false }
        return send(SystemClipboardSequence.bytes(copying: text))
    }

    /// Keeps the handler the client going away is reported to (`.hungUp`); a session has no signals.
    public func handleQuitRequests(within deadline: Duration, _ handler: (@MainActor (QuitReason) -> Void)?) {
        quitHandler = handler
    }

    // MARK: What the connection reports

    /// Bytes the client typed: decoded and delivered as one batch of events while started.
    public func receive(_ bytes: some Collection<UInt8>) {
        guard isStarted, !isHungUp else { return }
        var events = parser.feed(bytes, at: clock.now)
        pendingInputBytes = parser.hasPendingInput ? pendingInputBytes + bytes.count : 0
        if pendingInputBytes > Self.maximumPendingInput, let deadline = parser.pendingDeadline {
            events += parser.flush(at: deadline)
            pendingInputBytes = 0
        }
        let replies = parser.takeReplies()
        backgroundReport?.receive(replies)
        handle(replies)
        deliver(events)
    }

    /// The client's window changed size: the terminal takes the new size (clamped) and asks the
    /// application for a whole frame. A storm of changes within one turn makes one frame.
    public func resize(to newSize: Size) {
        guard screen.resize(to: newSize, isStarted: isStarted, deliver: { [weak self] in self?.deliver([.resize($0)]) })
        else { return }
        encoder.invalidate()
    }

    /// The connection takes bytes again after refusing some: the latest frame is drawn whole.
    public func outputDrained() {
        guard screen.drained() else { return }
        encoder.invalidate()
        if isStarted, !isHungUp { deliver([.resize(size)]) }
    }

    /// The client went away: nothing more is written, and the application is asked to quit (`.hungUp`).
    public func hangUp() {
        guard screen.hangUp() else { return }
        cancelTimers()
        if isStarted, let quitHandler { quitHandler(.hungUp) }
    }

    // MARK: Private

    /// The client's answers to the queries written at start: synchronized output is used from its
    /// answer on; the kitty keyboard protocol is pushed when the client answered its query.
    private func handle(_ replies: [TerminalReply]) {
        for reply in replies {
            if !synchronizesFrames, SynchronizedOutput.isSupported(by: reply) {
                synchronizesFrames = true
            } else if case .keyboardFlags = reply, !pushedKeyboardProtocol {
                pushedKeyboardProtocol = true
                send(KeyboardProtocol.push)
            }
        }
    }

    private func deliver(_ events: [Event]) {
        if !events.isEmpty { eventHandler?(events) }
        scheduleFlush()
    }

    /// A lone ESC or an unfinished sequence is delivered at the parser's deadline, on the session's clock.
    private func scheduleFlush() {
        flushTimer?.cancel()
        flushTimer = nil
        guard isStarted, let deadline = parser.pendingDeadline else { return }
        flushTimer = clock.schedule(at: deadline) { [weak self] in
            guard let self else { return }
            flushTimer = nil
            deliver(parser.flush(at: clock.now))
        }
    }

    private func cancelTimers() {
        flushTimer?.cancel()
        flushTimer = nil
        screen.cancelResize()
    }

    @discardableResult
    private func send(_ bytes: [UInt8]) -> Bool {
        guard write(bytes) else {
            screen.isBlocked = true
            encoder.invalidate()
            return false
        }
        bytesWritten += bytes.count
        return true
    }

}
