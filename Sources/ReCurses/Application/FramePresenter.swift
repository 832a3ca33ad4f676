import TerminalUI

/// Turns the window's canvas into terminal updates: it diffs the new frame against the last
/// presented one and presents only the changed runs, or nothing at all when nothing changed.
///
/// The last presented frame is its own copy, brought up to date by applying the runs it presented,
/// so the window keeps drawing into a canvas nobody else holds: a frame never copies the screen.
@MainActor
final class FramePresenter {
    private var presented: Canvas?
    private var presentedCursor: CursorState?

    /// Forgets the last frame, so the next present repaints everything.
    func invalidate() {
        presented = nil
        presentedCursor = nil
    }

    /// Renders `window` when it needs it and presents the difference to `terminal`.
    /// Returns whether anything was presented.
    @discardableResult
    func renderIfNeeded(_ window: Window, to terminal: any Terminal) -> Bool {
        if terminal.needsFullRepaint {
            terminal.needsFullRepaint = false
            presented = nil
            presentedCursor = nil
            window.invalidateAll()
        }
        if window.size != terminal.size {
            window.resize(to: terminal.size)
        }
        guard window.needsRender || presented == nil else { return false }
        window.render()
        let frame = window.currentFrame
        let cursor = CursorState(position: window.cursorPosition)
        let runs = FrameDiff.runs(from: presented, to: frame)
        guard !runs.isEmpty || cursor != presentedCursor else { return false }
        terminal.present(runs, cursor: cursor)
        if presented?.size == frame.size {
            presented?.apply(runs)
        } else {
            presented = frame
        }
        presentedCursor = cursor
        return true
    }
}
