/// Turns frames into terminal updates: it diffs each new frame against the last presented one and
/// presents only the changed runs, or nothing at all when nothing changed.
///
/// The last presented frame is its own copy, brought up to date by applying the runs it presented,
/// so whoever draws keeps drawing into a canvas nobody else holds: a frame never copies the screen.
@MainActor
public final class FramePresenter {
    private var presented: Canvas?
    private var presentedCursor: CursorState?

    /// Creates a presenter that has presented nothing yet (its first frame is presented whole).
    public init() {}

    /// Whether the next frame must be presented whole (nothing presented yet, or the terminal's
    /// contents are unknown since `invalidate()`).
    public var needsFullFrame: Bool { presented == nil }

    /// Forgets the last frame, so the next present repaints everything (after a resize or a resume,
    /// when the terminal's contents are unknown).
    public func invalidate() {
        presented = nil
        presentedCursor = nil
    }

    /// Presents what differs between `frame` and the last presented frame, and the cursor when it
    /// moved. Returns whether anything was written. When the terminal reports that it could not show
    /// the frame as given, the presenter forgets it, so the next frame is presented whole.
    @discardableResult
    public func present(_ frame: Canvas, cursor: CursorState, to terminal: any Terminal) -> Bool {
        let runs = FrameDiff.runs(from: presented, to: frame)
        guard !runs.isEmpty || cursor != presentedCursor else { return false }
        let shown = terminal.present(runs, cursor: cursor)
        if !shown {
            invalidate()
        } else if presented?.size == frame.size {
            presented?.apply(runs)
            presentedCursor = cursor
        } else {
            presented = frame
            presentedCursor = cursor
        }
        return true
    }
}
