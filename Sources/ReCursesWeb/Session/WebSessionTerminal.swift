import ReCursesServing
import TerminalCore
import TerminalIO

/// A `Terminal` drawn in a browser page: each frame goes out as one compact message of changed
/// cells (`WebFrameEncoder`), which the page applies to a grid of real DOM text; the page's keys,
/// mouse and window size come back as events (`WebInput`).
///
/// A page that cannot keep up does not make output pile up: while its connection refuses messages,
/// frames are dropped, and the latest one is drawn whole once it accepts them again.
@MainActor
public final class WebSessionTerminal: Terminal, WriteCountingTerminal {
    /// The largest size a page can ask for; bigger requests are clamped to it.
    public nonisolated static let maximumSize = Size(width: 1000, height: 500)

    /// The current size in cells (what the page measured, clamped to `maximumSize`).
    public var size: Size { screen.size }
    /// A browser shows every colour, the mouse, paste and Unicode.
    public let capabilities = TerminalCapabilities(
        colorDepth: .trueColor, supportsMouse: true, supportsBracketedPaste: true, supportsItalic: true,
        supportsUnicode: true)
    /// This session's own clock.
    public let clock: TerminalClock
    /// How many bytes of messages were sent to the page.
    public private(set) var bytesWritten = 0
    /// How many frames were dropped because the page's connection refused messages.
    public private(set) var droppedFrameCount = 0
    /// Whether the terminal is started (and not stopped).
    public private(set) var isStarted = false
    /// Whether the page went away: nothing is sent any more.
    public var isHungUp: Bool { screen.isHungUp }
    /// The rows of the focused widget, asked for at each frame (the page marks them for screen readers).
    public var focusedRows: (@MainActor () -> Range<Int>?)?

    private let write: @MainActor (String) -> Bool
    private let onStop: @MainActor () -> Void
    private var encoder = WebFrameEncoder()
    private var output: [UInt8] = []
    private var eventHandler: (@MainActor ([Event]) -> Void)?
    private var quitHandler: (@MainActor (QuitReason) -> Void)?
    private let screen: RemoteScreen

    /// The terminal of a page whose window holds `size` cells.
    ///
    /// - parameter size: the page's window in cells, as the page measured it.
    /// - parameter clock: the session's clock; `nil` makes a real-time clock of its own.
    /// - parameter write: sends one message to the page; returns false when the connection refused
    ///   it (backed up or closed). After a refusal nothing is sent until `outputDrained()`.
    /// - parameter onStop: called once when the terminal stops: the place to close the connection.
    public init(
        size: Size, clock: TerminalClock? = nil, write: @escaping @MainActor (String) -> Bool,
        onStop: @escaping @MainActor () -> Void = {}
    ) {
        let clock = clock ?? .realTime()
        self.clock = clock
        screen = RemoteScreen(size: size, minimum: Size(width: 1, height: 1), maximum: Self.maximumSize, clock: clock)
        self.write = write
        self.onStop = onStop
    }

    /// Starts delivering the page's input. Throws `TerminalError.alreadyStarted` when started, or when the page is gone.
    public func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws {
        guard !isStarted, !isHungUp else { throw TerminalError.alreadyStarted }
        isStarted = true
        self.eventHandler = eventHandler
        encoder.invalidate()
    }

    /// Sends the changed spans, the cursor and the focused rows. Returns false (the frame is dropped,
    /// the next one is drawn whole) while the page's connection refuses messages.
    @discardableResult
    public func present(_ update: FrameUpdate, cursor: CursorState) -> Bool {
        guard isStarted, !isHungUp else { return false }
        guard !screen.isBlocked else {
            droppedFrameCount += 1
            return false
        }
        output.removeAll(keepingCapacity: true)
        encoder.encode(update, cursor: cursor, focus: focusedRows?(), screenSize: size, into: &output)
        guard !output.isEmpty else { return true }
        return send(String(decoding: output, as: UTF8.self))
    }

    /// Stops delivering input and calls `onStop`. Idempotent.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        eventHandler = nil
        screen.cancelResize()
        onStop()
    }

    /// Asks the page to put `text` on the clipboard.
    @discardableResult
    public func copyToSystemClipboard(_ text: String) -> Bool {
        guard isStarted, !isHungUp, !screen.isBlocked else { return false }
        return send(WebFrameEncoder.clipboardMessage(text))
    }

    /// Keeps the handler the page going away is reported to (`.hungUp`).
    public func handleQuitRequests(within deadline: Duration, _ handler: (@MainActor (QuitReason) -> Void)?) {
        quitHandler = handler
    }

    // MARK: What the connection reports

    /// Events from the page, delivered as one batch while started.
    public func receive(_ events: [Event]) {
        guard isStarted, !isHungUp, !events.isEmpty else { return }
        eventHandler?(events)
    }

    /// The page's window changed size: the terminal takes the new size (clamped) and asks the
    /// application for a whole frame. A storm of changes within one turn makes one frame.
    public func resize(to newSize: Size) {
        guard screen.resize(to: newSize, isStarted: isStarted, deliver: { [weak self] in self?.receive([.resize($0)]) })
        else { return }
        encoder.invalidate()
    }

    /// The connection takes messages again after refusing some: the latest frame is drawn whole.
    public func outputDrained() {
        guard screen.drained() else { return }
        encoder.invalidate()
        if isStarted, !isHungUp { receive([.resize(size)]) }
    }

    /// The page went away: nothing more is sent, and the application is asked to quit (`.hungUp`).
    public func hangUp() {
        guard screen.hangUp() else { return }
        if isStarted, let quitHandler { quitHandler(.hungUp) }
    }

    // MARK: Private

    private func send(_ message: String) -> Bool {
        guard write(message) else {
            screen.isBlocked = true
            encoder.invalidate()
            return false
        }
        bytesWritten += message.utf8.count
        return true
    }

}
