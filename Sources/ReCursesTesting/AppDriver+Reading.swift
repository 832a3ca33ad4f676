import ReCurses
import TerminalUI

/// Reading the screen and the counters.
extension AppDriver {
    /// The screen as lines of text.
    public var lines: [String] { terminal.lines }

    /// The rows printed above the live area so far (inline apps), oldest first.
    public var printedLines: [String] { terminal.printedLines }

    /// What an inline app leaves on the terminal: the printed rows, then the live area's rows.
    public var transcript: [String] { terminal.printedLines + terminal.lines }

    /// The screen as one string, lines joined by newlines.
    public var text: String { terminal.lines.joined(separator: "\n") }

    /// The style of the cell at `point`.
    public func style(at point: Point) -> Style { terminal.style(at: point) }

    /// The cursor as last presented.
    public var cursor: CursorState { terminal.cursor }

    /// Frames the terminal presented so far.
    public var framesPresented: Int { terminal.framesPresented }

    /// Bytes an equivalent real terminal would have been sent so far.
    public var bytesWritten: Int { terminal.bytesWritten }

    /// The store's live subscribers and listeners (0 without a store).
    public var liveSubscriptions: Int { application.storeAccess?.subscriptionCount() ?? 0 }

    /// The navigation stack of the application.
    public var navigation: NavigationStack { application.navigation }

    /// The screen the user sees (the frontmost modal, else the top screen).
    public var visibleScreen: Screen { application.navigation.visibleScreen }

    /// The focused view of the window, if any.
    public var focusedView: View? { application.window.focusedView }
}
