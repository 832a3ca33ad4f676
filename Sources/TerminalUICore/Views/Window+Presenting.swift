extension Window {
    /// One frame for `terminal`: matches the window to the terminal's size, renders when anything
    /// changed (or when `presenter` must send a whole frame), and presents the difference. Returns
    /// whether anything was written. The application's run loop and the headless drivers all end
    /// their event batches here.
    @discardableResult
    package func presentFrame(with presenter: FramePresenter, to terminal: any Terminal) -> Bool {
        if size != terminal.size { resize(to: terminal.size) }
        guard needsRender || presenter.needsFullFrame else { return false }
        render()
        return presenter.present(currentFrame, cursor: cursorState, to: terminal)
    }
}
