import ReConnect
import TerminalUI

/// The framework side of the lifecycle: appearance edges and automatic connection.
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
            viewWillAppear()
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear()
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
            break
        }
    }
}
