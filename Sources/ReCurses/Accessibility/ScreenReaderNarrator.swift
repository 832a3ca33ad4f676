import OpenCombine
import TerminalUI

/// Tells a screen reader what happens, as plain lines printed above (the screen-reader mode): the
/// screen or dialog shown, each focus change (with the containers the focus entered: a panel, a
/// form, a dialog), each change of the focused widget's value, and each notification.
///
/// A line equal to the one before is not printed again. A value that changes without a key (a
/// clock, a progress bar, a log that grows) is read at most once per `quietInterval`.
@MainActor
final class ScreenReaderNarrator {
    /// The least time between two readings of a value that changes by itself.
    static let quietInterval: Duration = .seconds(5)

    private let window: Window
    private let navigation: NavigationStack
    private let speak: @MainActor ([String]) -> Void
    private weak var shownScreen: Screen?
    private weak var focusedView: View?
    private var focusedLines: [String] = []
    private var enteredContainers: [ObjectIdentifier] = []
    private var lastLine: String?
    private var lastReadAt: Duration?
    private var userActed = false
    private var notificationSubscription: AnyCancellable?

    /// A narrator of `window` and `navigation` that prints its lines through `speak`.
    init(window: Window, navigation: NavigationStack, speak: @escaping @MainActor ([String]) -> Void) {
        self.window = window
        self.navigation = navigation
        self.speak = speak
        notificationSubscription = window.notifications.posted.sink { [weak self] notification in
            MainActor.assumeIsolated { self?.read(notification) }
        }
    }

    /// Input arrived: the next change of the focused value is the user's and is read at once.
    func userDidAct() {
        userActed = true
    }

    /// Reads what changed since the last call: called after every render pass.
    func narrate() {
        var lines: [String] = []
        let screen = navigation.visibleScreen
        let screenChanged = screen !== shownScreen
        if screenChanged {
            shownScreen = screen
            let kind = screen === navigation.topScreen ? "screen" : "dialog"
            lines.append(
                screen.title.isEmpty ? kind.prefix(1).uppercased() + kind.dropFirst() : "\(screen.title) \(kind)")
            // The screen's own view is read unless the focus is in it (then it is read with the focus).
            let focusIsInView = window.focusedView.map { $0 === screen.view || screen.view.isAncestor(of: $0) }
            if focusIsInView != true { lines += Self.lines(of: screen.view) }
        }
        let focused = window.focusedView
        if focused !== focusedView || screenChanged {
            focusedView = focused
            let containers = focused.map(Self.containers(of:)) ?? []
            let entered = containers.map(ObjectIdentifier.init)
            let ownLabel = focused.map { Self.description(of: $0).label }
            for container in containers where !enteredContainers.contains(ObjectIdentifier(container)) {
                // A panel whose title names the focused widget is read with it, not before it.
                let description = container.accessibilityDescription
                // So is the panel a dialog is framed in, titled as the dialog.
                if description.role == "panel", description.label == ownLabel || description.label == screen.title {
                    continue
                }
                lines += Self.lines(of: container)
            }
            enteredContainers = entered
            focusedLines = focused.map(Self.lines(of:)) ?? []
            lines += focusedLines
            lastReadAt = window.clock.now
        } else if let focused {
            let current = Self.lines(of: focused)
            if current != focusedLines {
                let now = window.clock.now
                if userActed || lastReadAt.map({ now - $0 >= Self.quietInterval }) ?? true {
                    focusedLines = current
                    lines += current
                    lastReadAt = now
                }
            }
        }
        userActed = false
        say(lines)
    }

    /// Prints `lines`, leaving out any equal to the line printed just before it, and any the next line
    /// starts with ("Delete dialog" before "Delete dialog: Delete the note?").
    private func say(_ lines: [String]) {
        var fresh: [String] = []
        for (index, line) in lines.enumerated() where line != lastLine {
            if index + 1 < lines.count, lines[index + 1].hasPrefix(line + ":") { continue }
            fresh.append(line)
            lastLine = line
        }
        if !fresh.isEmpty { speak(fresh) }
    }

    private func read(_ notification: PostedNotification) {
        let kind =
            switch notification.severity {
            case .info: "Notification"
            case .success: "Done"
            case .warning: "Warning"
            case .error: "Error"
            }
        say(["\(kind): \(notification.message)"])
    }

    /// The ancestors of `view` that describe themselves (a panel, a form, a dialog), outermost first.
    private static func containers(of view: View) -> [View] {
        var result: [View] = []
        var current = view.superview
        while let ancestor = current {
            if !ancestor.accessibilityDescription.role.isEmpty { result.append(ancestor) }
            current = ancestor.superview
        }
        return result.reversed()
    }

    /// The lines `view` is read as.
    private static func lines(of view: View) -> [String] {
        description(of: view).spokenLines
    }

    /// The description of `view`, its label taken, when it has none of its own, from the form row it
    /// is in or else the titled panel around it.
    private static func description(of view: View) -> AccessibilityDescription {
        var description = view.accessibilityDescription
        if description.label.isEmpty, let label = contextLabel(of: view) { description.label = label }
        return description
    }

    /// The label of the form row `view` is (or is inside), else the title of the nearest titled panel
    /// around it, if any.
    private static func contextLabel(of view: View) -> String? {
        var current = view.superview
        while let ancestor = current {
            if let form = ancestor as? Form,
                let row = form.rows.first(where: { $0.field === view || $0.field.isAncestor(of: view) })
            {
                return row.label
            }
            if let panel = ancestor as? Panel, !panel.title.isEmpty { return panel.title }
            current = ancestor.superview
        }
        return nil
    }
}
