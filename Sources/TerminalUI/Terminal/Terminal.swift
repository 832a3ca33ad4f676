/// A screen the application draws on and reads events from: the ncurses terminal in production,
/// `FakeTerminal` in tests.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// What the terminal can show and report.
    var capabilities: TerminalCapabilities { get }
    /// Takes over the screen; from now on events are delivered to `eventHandler` on the main actor,
    /// in order, in batches (one batch per read from the terminal).
    func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws
    /// Writes the changed runs and places the cursor as one physical update. Empty runs and an
    /// unchanged cursor write nothing.
    func present(_ runs: [CellRun], cursor: CursorState)
    /// When true, the caller must repaint everything on its next present (e.g. after a resume);
    /// the caller sets it back to false once it has.
    var needsFullRepaint: Bool { get set }
    /// Gives the screen back and restores the terminal. Idempotent.
    func stop()
}
