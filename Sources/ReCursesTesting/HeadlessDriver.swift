import TerminalCore

/// A driver that runs something (a whole app, one view) on a `FakeTerminal`, synchronously: each
/// input method delivers its events and runs the frame they caused, so the screen can be read right
/// after. `AppDriver` and `ViewDriver` share this vocabulary, the reading of the screen and golden
/// screens (`expectScreen(named:)`).
@MainActor
public protocol HeadlessDriver: AnyObject {
    /// The fake terminal the driven code draws on.
    var terminal: FakeTerminal { get }

    /// Runs the render pass (and anything it schedules) that is pending on this thread.
    func runUntilIdle()
}

/// Input: each method delivers its events through the terminal's input parser, then renders.
extension HeadlessDriver {
    /// Presses one key. A lone Escape is delivered at once (the virtual clock moves past the
    /// parser's Escape timeout, as it would on a real terminal).
    public func press(_ key: Key) {
        terminal.press(key)
        if let deadline = terminal.pendingInputDeadline { terminal.advanceClock(by: deadline - terminal.clock.now) }
        runUntilIdle()
    }

    /// Presses several keys, one after the other (one frame each).
    public func press(_ keys: Key...) {
        for key in keys { press(key) }
    }

    /// Types text, one key per character, as one read of the terminal ("\n" is Enter).
    public func type(_ text: String) {
        terminal.type(text)
        runUntilIdle()
    }

    /// Pastes text as one bracketed paste.
    public func paste(_ text: String) {
        terminal.paste(text)
        runUntilIdle()
    }

    /// Sends raw bytes through the terminal's input parser.
    public func feed(bytes: [UInt8]) {
        terminal.feed(bytes: bytes)
        runUntilIdle()
    }

    /// Clicks at `point` (screen coordinates): a press and a release of `button`.
    public func click(at point: Point, button: MouseButton = .left) {
        terminal.click(at: point, button: button)
        runUntilIdle()
    }

    /// Clicks on the first character of `text` if it is on screen; returns whether it was.
    @discardableResult
    public func click(on text: String, button: MouseButton = .left) -> Bool {
        runUntilIdle()
        let found = terminal.click(on: text, button: button)
        runUntilIdle()
        return found
    }

    /// Resizes the terminal (0×0 and 1×1 are allowed).
    public func resize(_ size: Size) {
        terminal.resize(to: size)
        runUntilIdle()
    }

    /// Moves the virtual clock on (e.g. past the lone-Escape timeout).
    public func advanceClock(by duration: Duration) {
        terminal.advanceClock(by: duration)
        runUntilIdle()
    }
}

/// Reading the screen. Each read first renders what is pending, so a change made directly on a
/// view or the app shows at once.
extension HeadlessDriver {
    /// The screen as lines of text; a wide glyph appears once.
    public var lines: [String] {
        runUntilIdle()
        return terminal.lines
    }

    /// The screen as one string, lines joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The style of the cell at `point` (screen coordinates).
    public func style(at point: Point) -> Style {
        runUntilIdle()
        return terminal.style(at: point)
    }

    /// The cursor as last presented.
    public var cursor: CursorState {
        runUntilIdle()
        return terminal.cursor
    }

    /// Frames the terminal presented so far.
    public var framesPresented: Int {
        runUntilIdle()
        return terminal.framesPresented
    }

    /// Bytes an equivalent real terminal would have been sent so far.
    public var bytesWritten: Int {
        runUntilIdle()
        return terminal.bytesWritten
    }

    /// The whole screen (text, the style of every cell and the cursor), as a golden file holds it.
    public var snapshot: ScreenSnapshot {
        runUntilIdle()
        return ScreenSnapshot(terminal)
    }
}
