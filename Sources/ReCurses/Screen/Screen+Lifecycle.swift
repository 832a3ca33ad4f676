import ReConnect
import TerminalUI

/// The framework side of the lifecycle: appearance edges, automatic connection, and the screen's
/// timers (running while it is visible) and tasks (cancelled when it leaves its stack).
extension Screen {
    /// The connection of a `Connectable` screen, seen through its non-generic controls.
    var connectionController: (any ConnectionControlling)? {
        (self as? any Connectable)?.anyConnection
    }

    /// Starts showing or hiding the screen: calls `viewWillAppear` (after connecting) or
    /// `viewWillDisappear`. Does nothing when the screen is already on its way there.
    func beginAppearanceTransition(appearing: Bool) {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            loadViewIfNeeded()
            appearance = .appearing
            connectionController?.connect()
            if let clock = navigation?.window?.clock { work.resumeTimers(on: clock) }
            viewWillAppear()
            for child in childScreensToShow() { child.beginAppearanceTransition(appearing: true) }
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            work.pauseTimers()
            viewWillDisappear()
            for child in childScreens { child.beginAppearanceTransition(appearing: false) }
        }
    }

    /// Finishes the transition begun last: `viewDidAppear`, or `viewDidDisappear` then disconnect.
    func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear()
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear()
            connectionController?.disconnect()
        case .appeared, .disappeared:
            return
        }
        for child in childScreens { child.endAppearanceTransition() }
    }

    /// The screen left its navigation stack (popped, dismissed, the application quit): its timers
    /// and tasks stop for good.
    func endScopedWork() {
        work.end()
        for child in childScreens { child.endScopedWork() }
    }

    /// The tasks of this screen and of the screens inside it that have not finished yet.
    var liveTaskCountIncludingChildren: Int {
        childScreens.reduce(liveTasks.count) { $0 + $1.liveTaskCountIncludingChildren }
    }
}
