import TerminalCore

/// A `Terminal` that keeps its screen in memory, for headless tests. Read the screen as text, a
/// cell's style, the cursor and how much was written; send keys, text, pastes, raw bytes (decoded by
/// the real `InputParser`) and resizes. Input is delivered synchronously to the event handler, in
/// FIFO order (input sent from inside the handler is delivered after the current batch), and time
/// only moves through `advanceClock(by:)`: the terminal's `clock` is virtual, and an `Application` on
/// the terminal reads its time from it too.
///
/// ```swift
/// let terminal = FakeTerminal(size: Size(width: 40, height: 10))
/// try terminal.start { events in app.handle(events) }
/// terminal.press(.ctrl("s"))        // bytes through the real parser, delivered synchronously
/// terminal.type("héllo\n")
/// terminal.paste("two\nlines")      // one .paste event
/// terminal.advanceClock(by: .seconds(2))
/// ```
///
/// Most tests drive an app through `AppDriver`, which makes its own fake terminal.
@MainActor
public final class FakeTerminal: WriteCountingTerminal {
    /// The current size.
    public private(set) var size: Size
    /// The capabilities reported to the application (its colour depth also shapes `bytesWritten`).
    public var capabilities: TerminalCapabilities
    /// The cursor as last presented.
    public private(set) var cursor: CursorState = .hidden
    /// The OSC 52 requests sent by `copyToSystemClipboard`, oldest first, as bytes.
    public private(set) var systemClipboardBytes: [[UInt8]] = []
    /// Whether `start` was called and `stop` not since.
    public private(set) var isStarted = false
    /// The virtual clock input is timed with, advanced by `advanceClock(by:)`.
    public let clock: TerminalClock

    /// Presents that wrote something (runs or a cursor change).
    public private(set) var framesPresented = 0
    /// All calls to `present`, including those that had nothing to write.
    public private(set) var presentCalls = 0
    /// Cells written to the screen (a wide glyph counts its continuation cell too).
    public private(set) var cellsWritten = 0
    /// The bytes an equivalent escape-sequence output would have taken (cursor moves, SGR, UTF-8).
    public private(set) var bytesWritten = 0
    /// Cells presented in breach of the wide-glyph rule (a continuation without its glyph, a wide
    /// glyph without its continuation or at the right edge): always 0 for a correct renderer.
    public private(set) var wideGlyphViolations = 0
    /// The runs of the last present that wrote something.
    public var lastPresentedRuns: [CellRun] {
        lastPresentedSpans.map { span in
            CellRun(origin: span.origin, cells: Array(lastPresentedCells[span.start..<(span.start + span.count)]))
        }
    }
    /// How many cells the last present that wrote something wrote (continuation cells included).
    public var lastPresentedCellCount: Int { lastPresentedCells.count }
    /// The escape-sequence output equivalent to the last present that wrote something.
    public private(set) var lastFrameBytes: [UInt8] = []
    /// The cells of the last present that wrote something, its spans one after the other, and where
    /// each span's cells start: kept in buffers reused from present to present.
    private var lastPresentedCells: [Cell] = []
    private var lastPresentedSpans: [(origin: Point, start: Int, count: Int)] = []
    /// Every event delivered to the handler, in order.
    public private(set) var deliveredEvents: [Event] = []
    /// The rows printed above the screen with `printAbove` (wrapped at the width, each as wide as the
    /// screen was then), oldest first: what an inline app leaves in the scrollback.
    public private(set) var printedRows: [[Cell]] = []
    /// The text of `printedRows`, trailing blanks left out.
    public var printedLines: [String] {
        printedRows.map { row in
            var text = row.reduce(into: "") { $0 += $1.grapheme }
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    private var screen: ScreenBuffer
    private var parser: InputParser
    private var encoder = AnsiFrameEncoder()
    private var eventHandler: (@MainActor ([Event]) -> Void)?
    private var queue: [[Event]] = []
    private var isDelivering = false
    private var quitHandler: (@MainActor (QuitReason) -> Void)?
    /// The deadline the application asked for with `handleQuitRequests`, while it has a handler there.
    public private(set) var quitDeadline: Duration?
    /// Whether the terminal asks for its background at start as the real ones do: the answer is an
    /// OSC 11 reply fed with `feed(bytes:)`, or nothing once `BackgroundColorQuery.timeout` passed on
    /// the virtual clock. Off by default: `reportBackground` answers nil at once, and no timer waits.
    public var asksBackground = false
    /// The kitty keyboard protocol's flags the terminal reports as in force: nil (the default) for
    /// a terminal with the legacy encoding; set it to `KeyboardProtocol.flags` to stand for one that
    /// answered the protocol's query. Keys fed as bytes are parsed the same either way.
    public var keyboardProtocolFlags: Int?
    private var backgroundReport: TerminalBackgroundReport?

    /// Creates a blank screen of `size` (80×24 by default) timed by `clock` (a new virtual clock by
    /// default).
    public init(
        size: Size = Size(width: 80, height: 24), capabilities: TerminalCapabilities = .standard,
        escapeTimeout: Duration = .milliseconds(25), clock: TerminalClock = .virtual()
    ) {
        self.size = size
        self.capabilities = capabilities
        self.clock = clock
        self.screen = ScreenBuffer(size: size)
        self.parser = InputParser(escapeTimeout: escapeTimeout)
    }

    // MARK: Terminal

    /// Starts delivering events to `eventHandler`, beginning with any input sent before the start.
    public func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws {
        self.eventHandler = eventHandler
        isStarted = true
        if asksBackground { backgroundReport = TerminalBackgroundReport(clock: clock) }
        deliverQueued()
    }

    /// The background an OSC 11 reply fed since the start named, when `asksBackground`; else nil at once.
    public func reportBackground(_ handler: @escaping @MainActor (TerminalBackground?) -> Void) {
        guard let backgroundReport else { return handler(nil) }
        backgroundReport.whenKnown(handler)
    }

    /// Writes the update into the screen and moves the cursor, updating the counters. In steady
    /// state this allocates nothing: the buffers it keeps are reused.
    @discardableResult
    public func present(_ update: FrameUpdate, cursor: CursorState) -> Bool {
        presentCalls += 1
        guard !update.isEmpty || cursor != self.cursor else { return true }
        // Worked on in locals (swapped out and back), so the loop touches no stored property.
        var shown = ScreenBuffer(size: .zero)
        var cells: [Cell] = []
        var spans: [(origin: Point, start: Int, count: Int)] = []
        swap(&shown, &screen)
        swap(&cells, &lastPresentedCells)
        swap(&spans, &lastPresentedSpans)
        cells.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        var written = 0
        var violations = 0
        for span in update.spans {
            update.withCells(of: span) { spanCells in
                let result = shown.write(spanCells, at: span.origin)
                written += result.written
                violations += result.violations
                spans.append((span.origin, cells.count, spanCells.count))
                cells.append(contentsOf: spanCells)
            }
        }
        swap(&shown, &screen)
        swap(&cells, &lastPresentedCells)
        swap(&spans, &lastPresentedSpans)
        cellsWritten += written
        wideGlyphViolations += violations
        lastFrameBytes.removeAll(keepingCapacity: true)
        encoder.encode(
            update, cursor: cursor, depth: capabilities.colorDepth, screenSize: size, into: &lastFrameBytes)
        bytesWritten += lastFrameBytes.count
        self.cursor = cursor
        framesPresented += 1
        return true
    }

    /// Keeps the lines, wrapped at the current width, as an inline terminal prints them above its live area.
    @discardableResult
    public func printAbove(_ lines: [StyledLine]) -> Bool {
        for row in lines.flatMap({ $0.rows(width: size.width) }) {
            printedRows.append(row + Array(repeating: .blank, count: max(0, size.width - row.count)))
        }
        return true
    }

    /// Records the OSC 52 request a real terminal would write (`systemClipboardBytes`); it reaches no
    /// clipboard and leaves the screen as it is.
    @discardableResult
    public func copyToSystemClipboard(_ text: String) -> Bool {
        systemClipboardBytes.append(SystemClipboardSequence.bytes(copying: text))
        return true
    }

    /// Keeps `handler` for `requestQuit(_:)` (a real terminal would arm its signal handlers).
    public func handleQuitRequests(within deadline: Duration, _ handler: (@MainActor (QuitReason) -> Void)?) {
        quitHandler = handler
        quitDeadline = handler == nil ? nil : deadline
    }

    /// Asks to quit as SIGTERM (`.terminated`) or SIGHUP (`.hungUp`) would on a real terminal: the
    /// handler given to `handleQuitRequests` is called while the terminal is started. Returns whether
    /// a handler took the request (without one, the real process would have ended at once).
    @discardableResult
    public func requestQuit(_ reason: QuitReason) -> Bool {
        guard isStarted, let quitHandler else { return false }
        quitHandler(reason)
        return true
    }

    /// Stops delivering events; input sent afterwards waits for the next start. Idempotent.
    public func stop() {
        isStarted = false
        eventHandler = nil
        backgroundReport?.end()
        backgroundReport = nil
    }

    // MARK: Reading the screen

    /// The text of every row; a wide glyph appears once.
    public var lines: [String] {
        (0..<size.height).map(line)
    }

    /// The text of row `y` (empty outside the screen).
    public func line(_ y: Int) -> String {
        screen.row(y).reduce(into: "") { $0 += $1.grapheme }
    }

    /// All rows joined with "\n".
    public var text: String { lines.joined(separator: "\n") }

    /// The cell at `point`; a blank outside the screen.
    public func cell(at point: Point) -> Cell {
        screen[point.x, point.y]
    }

    /// The style of the cell at `point`.
    public func style(at point: Point) -> Style {
        cell(at: point).style
    }

    /// Zeroes `framesPresented`, `presentCalls`, `cellsWritten`, `bytesWritten` and `wideGlyphViolations`.
    public func resetCounters() {
        framesPresented = 0
        presentCalls = 0
        cellsWritten = 0
        bytesWritten = 0
        wideGlyphViolations = 0
    }

    // MARK: Input

    /// Delivers events as they are, without the parser (one batch).
    public func send(_ events: [Event]) {
        enqueue(events)
    }

    /// Presses a key: its xterm byte sequence goes through the parser. A key no terminal can send
    /// (see `InputEncoder.bytes(for:)`) is delivered as it is.
    public func press(_ key: Key) {
        guard let bytes = InputEncoder.bytes(for: key) else { return enqueue([.key(key)]) }
        feed(bytes: bytes)
    }

    /// Presses several keys, one batch each.
    public func press(_ keys: Key...) {
        keys.forEach(press)
    }

    /// Types text as a terminal would send it in one read (UTF-8 through the parser; "\n" is Enter).
    public func type(_ text: String) {
        feed(bytes: Array(text.utf8))
    }

    /// Pastes text with bracketed-paste markers, delivered as one `.paste` event.
    public func paste(_ text: String) {
        feed(bytes: InputEncoder.bytes(forPaste: text))
    }

    /// Sends a mouse event as its SGR 1006 report through the parser.
    public func mouse(_ event: MouseEvent) {
        feed(bytes: InputEncoder.bytes(for: event))
    }

    /// Feeds raw bytes to the parser at the clock's time and delivers what they complete.
    public func feed(bytes: [UInt8]) {
        let events = parser.feed(bytes, at: clock.now)
        if let backgroundReport { backgroundReport.receive(parser.takeReplies()) }
        enqueue(events)
    }

    /// Moves the clock forward (a negative duration is ignored) and delivers input whose timeout has
    /// passed (a lone ESC).
    public func advanceClock(by duration: Duration) {
        clock.advance(by: duration)
        enqueue(parser.flush(at: clock.now))
    }

    /// Whether the parser holds bytes waiting for more input or a timeout.
    public var hasPendingInput: Bool { parser.hasPendingInput }

    /// When, on the clock, the parser stops waiting for the rest of pending input (a lone ESC becomes
    /// Escape then); nil when nothing waits.
    public var pendingInputDeadline: Duration? { parser.pendingDeadline }

    /// Changes the size (0×0 and 1×1 included), keeps the top-left content, asks for a full repaint by
    /// delivering `.resize`.
    public func resize(to newSize: Size) {
        size = newSize
        screen.resize(to: newSize)
        encoder.invalidate()
        enqueue([.resize(newSize)])
    }

    private func enqueue(_ events: [Event]) {
        guard !events.isEmpty else { return }
        queue.append(events)
        deliverQueued()
    }

    private func deliverQueued() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while isStarted, let handler = eventHandler, !queue.isEmpty {
            let batch = queue.removeFirst()
            deliveredEvents += batch
            handler(batch)
        }
    }
}
