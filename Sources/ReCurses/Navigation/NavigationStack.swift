import TerminalUI

/// A stack of screens with modals on top, shown one at a time in a window.
///
/// The top screen fills the content area under a header line with its title; modals (dialogs and
/// presented screens) are drawn as centred, bordered boxes in the window's overlay layer.
///
/// The stack is the responder after its screens: its table binds `backKey` (Escape) to `.back`,
/// which pops or cancels the top modal when there is somewhere to go back to, and `helpKey` (`?`,
/// with F1 standing in while the focused view types `?`) to `.help` on screens that allow it.
///
/// Lifecycle calls are made only while the stack is active (its application is running): the
/// screen that stops being visible gets `viewWillDisappear`/`viewDidDisappear`, the one that becomes
/// visible gets `viewWillAppear`/`viewDidAppear`, in UIKit's order (will-disappear, will-appear,
/// did-disappear, did-appear). Focus returns to where it was when a screen becomes visible again.
///
/// A screen reaches its stack through `navigation`:
///
/// ```swift
/// navigation?.push(DetailsScreen(id: id))   // covers this screen; Escape pops it
/// navigation?.present(PickerScreen())       // a centred modal box
/// navigation?.popToRoot()
/// ```
@MainActor
public final class NavigationStack: Responder {
    /// The pushed screens, root first. Never empty.
    public private(set) var screens: [Screen]
    /// The modally presented screens (dialogs included), the frontmost last.
    public var modalScreens: [Screen] { modals.map(\.screen) }
    /// The container view: header, the top screen's view and the status bar.
    public let view: NavigationView
    /// The key that goes back (pops, or cancels the top modal) when nothing else handles it.
    public var backKey: Key = .escape {
        didSet { refreshChrome() }
    }
    /// The key that opens the help dialog on screens whose `showsHelpBinding` is on.
    public var helpKey: Key = .character("?") {
        didSet { refreshChrome() }
    }
    /// Another key that opens the help dialog, shown in the status bar while the focused view
    /// types `helpKey` (e.g. a text field types `?`); `nil` for none. Default: F1.
    public var alternateHelpKey: Key? = .function(1) {
        didSet { refreshChrome() }
    }
    /// Whether the stack is shown and sends lifecycle calls (set by its application).
    public internal(set) var isActive = false
    /// Why its application is quitting, from the moment the quit begins (so the disappearing screens
    /// can tell); nil while it runs.
    public internal(set) var quitReason: QuitReason?

    /// The screen that was last made to appear (nil while inactive).
    var shownScreen: Screen?
    /// Whether appearance calls are being made right now.
    var isTransitioning = false
    /// The window showing the stack (owns focus and overlays).
    weak var window: Window?
    /// Called after the stack moved between screens, so the host can refresh the chrome.
    var onChange: (@MainActor () -> Void)?
    /// The presented modals, the frontmost last.
    var modals: [Modal] = []
    /// The application showing the stack (set when the application is made).
    public internal(set) weak var application: Application?
    /// Dispatches to the application's store; the tasks of screens that are not `Connectable` use it.
    var storeDispatch: (@MainActor (Action) -> Void)?

    /// A presented screen, what to run once it is dismissed, and its overlay (made when first shown).
    struct Modal {
        let screen: Screen
        let onDismiss: (@MainActor () -> Void)?
        var host: ModalHostView?
    }

    /// Creates a stack whose root (bottom) screen is `root`.
    public init(root: Screen) {
        screens = [root]
        view = NavigationView()
        super.init()
        root.navigation = self
        view.navigation = self
        addCommand(.back, isEnabled: { [unowned self] in !modals.isEmpty || screens.count > 1 }) { [unowned self] in
            if let modal = modals.last { dismiss(modal.screen) } else { pop() }
        }
        addCommand(.help, isEnabled: { [unowned self] in modals.isEmpty && topScreen.showsHelpBinding }) {
            [unowned self] in showHelp()
        }
        refreshChrome()
    }

    /// Next in the responder chain: the window showing the stack.
    public override var nextResponder: Responder? { window }

    /// The stack's keys (back, help) share the help dialog's "General" section with the window's.
    public override var keyHelpTitle: String { "General" }

    /// A changed binding or handler changes the hints: the window renders again.
    public override func responderTableDidChange() {
        super.responderTableDidChange()
        window?.setNeedsRender()
    }

    /// The bottom screen.
    public var rootScreen: Screen { screens[0] }

    /// The top pushed screen (under any modals).
    public var topScreen: Screen { screens[screens.count - 1] }

    /// The screen the user sees and types into: the frontmost modal, else the top screen.
    public var visibleScreen: Screen { modals.last?.screen ?? topScreen }

    /// Pushes `screen` on top. A screen that is already on a stack is refused (returns false).
    @discardableResult
    public func push(_ screen: Screen) -> Bool {
        guard screen.navigation == nil else { return false }
        transition {
            screen.navigation = self
            screens.append(screen)
        }
        return true
    }

    /// Pops the top screen and returns it; the root is never popped (returns nil).
    @discardableResult
    public func pop() -> Screen? {
        guard screens.count > 1 else { return nil }
        return pop(to: screens[screens.count - 2], inclusive: false).first
    }

    /// Pops every screen above the root and returns them, top first.
    @discardableResult
    public func popToRoot() -> [Screen] {
        pop(to: rootScreen, inclusive: false)
    }

    /// Pops the screens above `screen` (and `screen` itself when `inclusive`, unless it is the
    /// root). Returns the popped screens, top first; a screen not on this stack pops nothing.
    @discardableResult
    public func pop(to screen: Screen, inclusive: Bool) -> [Screen] {
        guard let index = screens.firstIndex(where: { $0 === screen }) else { return [] }
        let keep = max(1, inclusive ? index : index + 1)
        guard keep < screens.count else { return [] }
        let popped = Array(screens[keep...].reversed())
        transition { screens.removeSubrange(keep...) }
        for screen in popped where !screens.contains(where: { $0 === screen }) {
            screen.navigation = nil
            screen.lastFocusedView = nil
            screen.endScopedWork()
        }
        return popped
    }

    /// Shows `screen` modally in a centred box over everything; `onDismiss` runs once it is gone.
    /// A screen that is already on a stack is refused (returns false).
    @discardableResult
    public func present(_ screen: Screen, onDismiss: (@MainActor () -> Void)? = nil) -> Bool {
        guard screen.navigation == nil else { return false }
        transition {
            screen.navigation = self
            modals.append(Modal(screen: screen, onDismiss: onDismiss))
        }
        return true
    }

    /// Dismisses `screen` (default: the frontmost modal) and every modal above it.
    public func dismiss(_ screen: Screen? = nil) {
        let target = screen ?? modals.last?.screen
        guard let target, let index = modals.firstIndex(where: { $0.screen === target }) else { return }
        let removed = Array(modals[index...])
        transition { modals.removeSubrange(index...) }
        for modal in removed {
            modal.screen.navigation = nil
            modal.screen.lastFocusedView = nil
            modal.screen.endScopedWork()
        }
        for modal in removed.reversed() { modal.onDismiss?() }
    }

    /// Stops the timers and tasks of every screen on the stack for good (the application quit).
    func endScopedWork() {
        for screen in screens + modalScreens { screen.endScopedWork() }
    }

    /// The tasks of the stacked and presented screens that have not finished yet.
    var liveTaskCount: Int {
        (screens + modalScreens).reduce(0) { $0 + $1.liveTaskCountIncludingChildren }
    }

    /// Called by a screen when its title, bindings or help switch change.
    func screenChromeDidChange(_ screen: Screen) {
        refreshChrome()
    }

    /// Refreshes the header, the modal boxes' titles and the stack's own bindings (the hint of Back
    /// is the frontmost modal's `cancelHint`).
    func refreshChrome() {
        view.chromeDidChange()
        for modal in modals { modal.host?.refresh() }
        var bindings = [KeyBinding(backKey, .back, hint: modals.last?.screen.cancelHint ?? "Back")]
        bindings.append(KeyBinding(helpKey, .help, hint: "Help"))
        if let alternateHelpKey {
            bindings.append(KeyBinding(alternateHelpKey, .help, hint: "Help", isHintVisible: false))
        }
        keyBindings = bindings
        window?.setNeedsRender()
        onChange?()
    }
}
