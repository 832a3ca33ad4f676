import TerminalUI

/// The check behind every conformance step: what the window drew incrementally, and what the
/// terminal shows, must equal a fresh full draw of the same views into a new canvas.
@MainActor
public enum RenderConformanceCheck {
    /// How the window's current frame, or else what `terminal` shows, differs from a fresh full draw
    /// of the window's views as last laid out; nil when both equal it cell for cell and style for
    /// style. Call it after a render: the full draw leaves the window's canvas, damage and display
    /// flags alone, so incremental rendering carries on unchanged.
    public static func difference(in window: Window, terminal: FakeTerminal? = nil) -> FrameDifference? {
        let full = window.drawnInFull()
        if let difference = FrameDifference(subject: "the window's canvas", actual: window.currentFrame, expected: full)
        {
            return difference
        }
        guard let terminal else { return nil }
        return FrameDifference(
            subject: "the terminal", actualSize: terminal.size, actual: { terminal.cell(at: Point(x: $0, y: $1)) },
            expected: full)
    }
}
