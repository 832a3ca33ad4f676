import TerminalUI

/// Moving between screens: appearance calls, the view hierarchy and focus.
extension NavigationStack {
    /// Shows the stack in `window` and makes the visible screen appear.
    func activate(in window: Window) {
        self.window = window
        guard !isActive else { return }
        isActive = true
        let screen = visibleScreen
        screen.loadViewIfNeeded()
        screen.beginAppearanceTransition(appearing: true)
        syncHierarchy()
        screen.endAppearanceTransition()
        if screen === visibleScreen { restoreFocus(of: screen) }
    }

    /// Makes the visible screen disappear (and so disconnect); the stack keeps its screens.
    func deactivate() {
        guard isActive else { return }
        let screen = visibleScreen
        rememberFocus(of: screen)
        screen.beginAppearanceTransition(appearing: false)
        isActive = false
        screen.endAppearanceTransition()
    }

    /// Runs `mutation` on the stack, then moves appearance and focus from the screen that was
    /// visible to the one that is now. Safe to re-enter from a lifecycle method.
    func transition(_ mutation: () -> Void) {
        let old = isActive ? visibleScreen : nil
        if let old { rememberFocus(of: old) }
        mutation()
        let new = visibleScreen
        guard isActive, let old, old !== new else {
            syncHierarchy()
            onChange?()
            return
        }
        new.loadViewIfNeeded()
        old.beginAppearanceTransition(appearing: false)
        new.beginAppearanceTransition(appearing: true)
        syncHierarchy()
        old.endAppearanceTransition()
        new.endAppearanceTransition()
        if new === visibleScreen { restoreFocus(of: new) }
        onChange?()
    }

    /// Puts the top screen's view in the content area and one overlay per modal in the window.
    /// Views are loaded and overlays made only while the stack is active.
    func syncHierarchy() {
        if isActive {
            view.showContent(of: topScreen)
            for index in modals.indices where modals[index].host == nil {
                modals[index].host = ModalHostView(screen: modals[index].screen, navigation: self)
            }
        } else {
            view.chromeDidChange()
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
              Self.view(focused, isInside: root) else { return }
        screen.lastFocusedView = focused
    }

    /// Gives the focus to the view `screen` had last, else its preferred view, else its first
    /// focusable view; a screen without focusable views leaves nothing focused.
    func restoreFocus(of screen: Screen) {
        guard let window else { return }
        let root = screen.view
        let candidates = [screen.lastFocusedView, screen.preferredFocusedView]
        let target = candidates.compactMap { $0 }.first { Self.view($0, isInside: root) && $0.isFocusableNow }
            ?? window.focusOrder.first { Self.view($0, isInside: root) }
        if let target { window.focus(target) }
    }

    private static func view(_ view: View, isInside root: View) -> Bool {
        view === root || root.isAncestor(of: view)
    }
}
