/// A screen the application draws on and reads events from: the ncurses terminal in production,
/// `FakeTerminal` in tests.
///
/// A terminal asks for a whole new frame by delivering `.resize`: after a size change, and after
/// anything that leaves its contents unknown (a resume from Ctrl-Z), even when the size is the same.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// What the terminal can show and report.
    var capabilities: TerminalCapabilities { get }
    /// The clock input is timed with; an application on this terminal shares it unless given another.
    var clock: TerminalClock { get }
    /// Takes over the screen; from now on events are delivered to `eventHandler` on the main actor,
    /// in order, in batches (one batch per read from the terminal).
    func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws
    /// Writes the changed spans and places the cursor as one physical update. An empty update and an
    /// unchanged cursor write nothing. Returns false when the screen may not show what was asked
    /// (a write failed): the caller then presents its next frame whole. The update is read during
    /// the call only.
    @discardableResult
    func present(_ update: FrameUpdate, cursor: CursorState) -> Bool
    /// Whether `present` may be given updates whose rows move first (a `FrameUpdate.scroll`), which
    /// the terminal then scrolls itself instead of having every moved cell rewritten.
    var scrollsRegions: Bool { get }
    /// Gives the screen back and restores the terminal. Idempotent.
    func stop()
    /// Prints lines into the terminal's scrollback, above what the application draws, where they stay
    /// after it ends. Returns false when the terminal has no place for them.
    @discardableResult
    func printAbove(_ lines: [StyledLine]) -> Bool
    /// Asks the terminal to put `text` on the system clipboard (OSC 52, see `SystemClipboardSequence`),
    /// without disturbing what is on screen. Returns whether the request was sent; nothing is read back.
    @discardableResult
    func copyToSystemClipboard(_ text: String) -> Bool
    /// Makes SIGTERM and SIGHUP (and the terminal hanging up) requests to quit while the terminal is
    /// started: `handler` is called once on the main actor with `.terminated` or `.hungUp`, and should
    /// stop the terminal within `deadline`. A second such signal, or the deadline passing first,
    /// restores the terminal and ends the process by the signal. `nil` (the default) ends the process
    /// at once on those signals, terminal restored. May be called before or after `start`.
    func handleQuitRequests(within deadline: Duration, _ handler: (@MainActor (QuitReason) -> Void)?)
    /// Calls `handler` once on the main actor with the terminal's background once it is known: the
    /// terminal's answer to the OSC 11 query written at start (`BackgroundColorQuery`), or nil when it
    /// did not answer within the timeout or cannot be asked. Call it after `start`.
    func reportBackground(_ handler: @escaping @MainActor (TerminalBackground?) -> Void)
    /// The kitty keyboard protocol's flags this terminal was given (`KeyboardProtocol.flags`) once it
    /// answered that it speaks the protocol; nil while it has not answered, and on terminals that
    /// keep the legacy encoding (with xterm's modifyOtherKeys where they know it).
    var keyboardProtocolFlags: Int? { get }
}

extension Terminal {
    /// Writes hand-made runs (copied into an update) and places the cursor; see `present(_:cursor:)`.
    @discardableResult
    public func present(_ runs: [CellRun], cursor: CursorState) -> Bool {
        present(FrameUpdate(runs: runs), cursor: cursor)
    }
}

extension Terminal {
    /// A terminal that owns the whole screen has no scrollback above it: the lines are not printed.
    @discardableResult
    public func printAbove(_ lines: [StyledLine]) -> Bool { false }
}

extension Terminal {
    /// A terminal that cannot reach the system clipboard sends nothing.
    @discardableResult
    public func copyToSystemClipboard(_ text: String) -> Bool { false }
}

extension Terminal {
    /// A terminal that receives no signals has no quit requests to pass on.
    public func handleQuitRequests(within deadline: Duration, _ handler: (@MainActor (QuitReason) -> Void)?) {}
}

extension Terminal {
    /// A terminal that cannot be asked for its background answers nil at once.
    public func reportBackground(_ handler: @escaping @MainActor (TerminalBackground?) -> Void) {
        handler(nil)
    }

    /// A terminal is given updates without scrolls unless it says it scrolls regions.
    public var scrollsRegions: Bool { false }

    /// A terminal that does not ask for the kitty keyboard protocol keeps the legacy encoding.
    public var keyboardProtocolFlags: Int? { nil }
}

extension Terminal {
    /// Real time: `TerminalClock.system`.
    public var clock: TerminalClock { .system }
}
