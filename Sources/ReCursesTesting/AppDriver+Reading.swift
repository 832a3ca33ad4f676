import ReCurses
import TerminalUI

/// Reading the application: its store, navigation and focus.
extension AppDriver {
    /// The store's live subscribers and listeners (0 without a store).
    public var liveSubscriptions: Int { application.storeAccess?.subscriptionCount() ?? 0 }

    /// The navigation stack of the application.
    public var navigation: NavigationStack { application.navigation }

    /// The screen the user sees (the frontmost modal, else the top screen).
    public var visibleScreen: Screen { application.navigation.visibleScreen }

    /// The focused view of the window, if any.
    public var focusedView: View? { application.window.focusedView }
}
