import TerminalUI

/// Moving between screens: appearance calls, the view hierarchy and focus.
extension NavigationStack {
    /// Shows the stack in `window` and makes the visible screen appear.
    func activate(in window: Window) {
        self.window = window
        guard !isActive else { return }
        isActive = true
        updateAppearance()
    }

    /// Makes the visible screen disappear (and so disconnect); the stack keeps its screens.
    func deactivate() {
        guard isActive, !isTransitioning, let shown = shownScreen else {
            isActive = false
            return
        }
        rememberFocus(of: shown)
        shown.beginAppearanceTransition(appearing: false)
        isActive = false
        shownScreen = nil
        shown.endAppearanceTransition()
    }

    /// Runs `mutation` on the stack, then moves appearance and focus from the screen that was
    /// shown to the one that is visible now. Open menus and the command palette close first: they
    /// belong to the screen going away.
    func transition(_ mutation: () -> Void) {
        if isActive { window?.closeMenus() }
        if isActive, !isTransitioning, let shown = shownScreen { rememberFocus(of: shown) }
        mutation()
        updateAppearance()
    }

    /// Brings the shown screen in line with `visibleScreen`: the old one disappears, the new one
    /// appears, in UIKit's order. A stack change made from inside a lifecycle method is picked up
    /// by another round once the current one is over, so every screen gets balanced calls.
    private func updateAppearance() {
        guard isActive else {
            syncHierarchy()
            refreshChrome()
            return
        }
        guard !isTransitioning else { return }
        isTransitioning = true
        defer { isTransitioning = false }
        var rounds = 0
        while shownScreen !== visibleScreen, rounds < Self.maximumTransitionRounds {
            rounds += 1
            let old = shownScreen
            let new = visibleScreen
            new.loadViewIfNeeded()
            guard new === visibleScreen else { continue }
            old?.beginAppearanceTransition(appearing: false)
            new.beginAppearanceTransition(appearing: true)
            shownScreen = new
            syncHierarchy()
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
            if new === visibleScreen { restoreFocus(of: new) }
        }
        syncHierarchy()
        refreshChrome()
    }

    /// How many screens one change may move through (lifecycle methods that keep navigating
    /// cannot loop forever).
    private static let maximumTransitionRounds = 32

    /// Puts the shown screen's view (or the top one's, under a modal) in the content area and one
    /// overlay per shown modal in the window. Views are loaded only while the stack is active.
    func syncHierarchy() {
        if isActive {
            let shown = shownScreen
            view.showContent(of: screens.last { $0 === shown } ?? topScreen)
            let shownModal = modals.lastIndex { $0.screen === shown } ?? -1
            for index in modals.indices where index <= shownModal && modals[index].host == nil {
                modals[index].host = ModalHostView(screen: modals[index].screen, navigation: self)
            }
        }
        guard let window else { return }
        let wanted = modals.compactMap(\.host)
        for host in window.overlays.compactMap({ $0 as? ModalHostView })
        where !wanted.contains(where: { $0 === host }) {
            window.dismissOverlay(host)
        }
        guard isActive else { return }
        for host in wanted where !window.overlays.contains(where: { $0 === host }) {
            window.presentOverlay(host, placement: .centered)
        }
    }

    /// Remembers the focused view of `screen` so it gets the focus back later.
    func rememberFocus(of screen: Screen) {
        guard let focused = window?.focusedView, let root = screen.viewIfLoaded,
            Self.view(focused, isInside: root)
        else { return }
        screen.lastFocusedView = focused
    }

    /// Gives the focus to the view `screen` had last, else its preferred view, else its first
    /// focusable view; a screen without focusable views leaves nothing focused.
    func restoreFocus(of screen: Screen) {
        guard let window else { return }
        let root = screen.view
        let candidates = [screen.lastFocusedView, screen.preferredFocusedView]
        let target =
            candidates.compactMap { $0 }.first { Self.view($0, isInside: root) && $0.isFocusableNow }
            ?? window.focusOrder.first { Self.view($0, isInside: root) }
        if let target { window.focus(target) }
    }

    private static func view(_ view: View, isInside root: View) -> Bool {
        view === root || root.isAncestor(of: view)
    }
}
