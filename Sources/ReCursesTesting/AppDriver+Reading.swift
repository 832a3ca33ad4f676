import ReCurses
import TerminalUI

/// Reading the application: its store, navigation and focus.
extension AppDriver {
    /// The rows printed above the live area so far (inline apps), oldest first.
    public var printedLines: [String] { terminal.printedLines }

    /// What an inline app leaves on the terminal: the printed rows, then the live area's rows.
    public var transcript: [String] { terminal.printedLines + terminal.lines }

    /// The store's live subscribers and listeners (0 without a store).
    public var liveSubscriptions: Int { application.storeAccess?.subscriptionCount() ?? 0 }

    /// The navigation stack of the application.
    public var navigation: NavigationStack { application.navigation }

    /// The screen the user sees (the frontmost modal, else the top screen).
    public var visibleScreen: Screen { application.navigation.visibleScreen }

    /// The focused view of the window, if any.
    public var focusedView: View? { application.window.focusedView }
}
