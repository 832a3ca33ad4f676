/// Where a screen is in its appearance cycle.
///
/// A screen moves `disappeared → appearing → appeared → disappearing → disappeared`, and the
/// matching `viewWillAppear`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear` calls are
/// made on every edge. A screen that is covered by a pushed screen or by a modal is `disappeared`.
public enum ScreenAppearance: Sendable, Equatable {
    /// Not on screen (never shown, covered, popped or dismissed).
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// Visible and receiving input.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
}
