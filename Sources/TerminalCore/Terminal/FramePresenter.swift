/// Turns frames into terminal updates: it diffs each new frame against the last presented one and
/// presents only the changed spans, or nothing at all when nothing changed.
///
/// The last presented frame is its own copy, brought up to date by applying the updates it
/// presented, so whoever draws keeps drawing into a canvas nobody else holds: a frame never copies
/// the screen, and in steady state presenting allocates nothing (the span list is reused).
@MainActor
public final class FramePresenter {
    /// The last presented frame; its cells are kept (and reused) while they are not known to be on screen.
    private var presented: Canvas?
    private var presentedIsOnScreen = false
    private var presentedCursor: CursorState?
    /// The spans of the frame being presented, reused from frame to frame.
    private var spans: [FrameUpdate.Span] = []

    /// How many cells the last present wrote (0 when it wrote nothing).
    package private(set) var lastCellCount = 0

    /// Creates a presenter that has presented nothing yet (its first frame is presented whole).
    public init() {}

    /// Whether the next frame must be presented whole (nothing presented yet, or the terminal's
    /// contents are unknown since `invalidate()`).
    public var needsFullFrame: Bool { !presentedIsOnScreen }

    /// Forgets the last frame, so the next present repaints everything (after a resize or a resume,
    /// when the terminal's contents are unknown).
    public func invalidate() {
        presentedIsOnScreen = false
        presentedCursor = nil
    }

    /// Presents what differs between `frame` and the last presented frame, and the cursor when it
    /// moved. Returns whether anything was written. When the terminal reports that it could not show
    /// the frame as given, the presenter forgets it, so the next frame is presented whole.
    @discardableResult
    public func present(_ frame: Canvas, cursor: CursorState, to terminal: any Terminal) -> Bool {
        let update = FrameDiff.update(
            from: presentedIsOnScreen ? presented : nil, to: frame, reusing: &spans,
            detectingScrolls: terminal.scrollsRegions)
        lastCellCount = update.cellCount
        guard !update.isEmpty || cursor != presentedCursor else { return false }
        let shown = terminal.present(update, cursor: cursor)
        if !shown {
            invalidate()
            return true
        }
        if presentedIsOnScreen {
            presented?.apply(update)
        } else if presented?.size == frame.size {
            presented?.copyCells(from: frame)
        } else {
            presented = Canvas(copying: frame)
        }
        presentedIsOnScreen = true
        presentedCursor = cursor
        return true
    }
}
