import ReConnect
import TerminalUI

/// A screen controller: it owns one root view, a title and key bindings, and goes through a
/// UIKit-style lifecycle while a `NavigationStack` shows and hides it.
///
/// Lifecycle, in order: `viewDidLoad` once (when `view` is first needed), then on every show
/// `viewWillAppear` → `viewDidAppear` and on every hide `viewWillDisappear` → `viewDidDisappear`.
/// A push covers the old top screen (it disappears), a pop reveals the one below (it appears).
/// A modal (a dialog or a presented screen) works like a UIKit full-screen modal: the screen under
/// it disappears while the modal is up and appears again when it is dismissed, even though it stays
/// drawn behind the modal's box.
///
/// A screen that conforms to `Connectable` is connected just before `viewWillAppear` and
/// disconnected just after `viewDidDisappear`; calling `connect()`/`disconnect()` yourself is harmless.
///
/// A screen is a `Responder`: it comes after its views in the responder chain (focused view, its
/// ancestors, the screen, its navigation stack, the window), so its `keyBindings` work whichever of
/// its views has the focus, and commands its views do not handle reach its `addCommand` handlers.
///
/// ```swift
/// extension Command {
///     static let delete = Command("delete")
/// }
///
/// final class InboxScreen: Screen {
///     let list = Label("3 messages")
///
///     init() {
///         super.init(title: "Inbox")
///         keyBindings = [KeyBinding(.character("d"), .delete, hint: "Delete")]
///         addCommand(.delete) { [unowned self] in
///             Task {
///                 guard await navigation?.confirm(title: "Delete", message: "Delete it?") == true else { return }
///                 // dispatch the delete action
///             }
///         }
///     }
///
///     override func viewDidLoad() {
///         view.addSubview(list)   // the root view stacks its subviews top to bottom
///     }
/// }
/// ```
@MainActor
open class Screen: Responder {
    /// The title shown in the navigation header (and as a dialog's box title when presented).
    open var title: String {
        didSet { if title != oldValue { navigation?.screenChromeDidChange(self) } }
    }

    /// Whether `?` opens a dialog listing the bindings of the focused context. On by default.
    public var showsHelpBinding = true {
        didSet { navigation?.screenChromeDidChange(self) }
    }

    /// The navigation stack that shows this screen, while it is on one (for a screen shown inside
    /// another, such as a tab of a `TabScreen`, the stack of the screen holding it).
    public internal(set) weak var navigation: NavigationStack? {
        didSet {
            guard navigation !== oldValue else { return }
            for child in childScreens { child.navigation = navigation }
        }
    }

    /// The application showing this screen, while it is on its navigation stack: what a screen needs
    /// of it, such as `printAbove(_:)` and `quit(status:)`, without it being handed over.
    public var application: Application? { navigation?.application }

    /// The screen that shows this one inside its own view (a `TabScreen`), if any.
    public internal(set) weak var parentScreen: Screen?

    /// The screens shown inside this one that have been made; they appear and disappear with it
    /// and their work ends with its.
    var childScreens: [Screen] { [] }

    /// The child screens that appear when this screen appears (made now when needed).
    func childScreensToShow() -> [Screen] { [] }

    /// Where the screen is in its appearance cycle.
    public internal(set) var appearance: ScreenAppearance = .disappeared

    /// The view that had the focus when the screen last disappeared; focus returns to it.
    weak var lastFocusedView: View?

    private var loadedView: View?
    private var isLoadingView = false
    /// The timers and tasks that live with the screen.
    let work = ScreenWork()

    /// Creates a screen with a title.
    public init(title: String = "") {
        self.title = title
        super.init()
    }

    /// Next in the responder chain: the navigation stack showing the screen, else whatever holds
    /// its view. A screen shown inside another passes on to the view holding it, so the keys of the
    /// screen around it work too.
    open override var nextResponder: Responder? {
        if let parentScreen { return loadedView?.superview ?? parentScreen }
        return navigation ?? loadedView?.superview
    }

    /// A changed binding or handler changes the status bar: the navigation renders again.
    open override func responderTableDidChange() {
        super.responderTableDidChange()
        navigation?.screenChromeDidChange(self)
    }

    /// The root view, loaded on first use: `loadView()` then `viewDidLoad()`.
    public var view: View {
        get {
            loadViewIfNeeded()
            if let loadedView { return loadedView }
            let fallback = VStack()
            fallback.owningResponder = self
            loadedView = fallback
            return fallback
        }
        set {
            loadedView?.owningResponder = nil
            newValue.owningResponder = self
            loadedView = newValue
        }
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it is not loaded yet (calling `viewDidLoad` once).
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { loadedView = VStack() }
        loadedView?.owningResponder = self
        isLoadingView = false
        viewDidLoad()
    }

    /// Creates the root view and assigns it to `view`. The default makes an empty `VStack`, so views
    /// added in `viewDidLoad()` with `view.addSubview(_:)` are laid out top to bottom, full width, at
    /// their intrinsic height (a `ScrollView` or `Spacer` takes the spare room; `rootStack` sets other
    /// sizings). Override it to build a custom root, say `view = View()` for a screen that sets its
    /// subviews' frames itself; do not call `super`.
    open func loadView() {
        loadedView = VStack()
    }

    /// The root view when it is a `VStack` (the default root is), to give a child a sizing:
    /// `rootStack?.setSizing(.fill, for: list)`.
    public var rootStack: VStack? { view as? VStack }

    /// Called once after the root view is loaded: build subviews and set up bindings here.
    open func viewDidLoad() {}

    /// Called before the screen becomes visible (after it was connected, so `props` are current).
    open func viewWillAppear() {}

    /// Called once the screen is visible and has the focus.
    open func viewDidAppear() {}

    /// Called before the screen is covered, popped or dismissed, and when the application quits
    /// (`quitReason` then says why): save what must not be lost here, synchronously.
    ///
    /// A quit runs it for the visible screen whichever way it comes: Ctrl-C (a key, one of the
    /// application's `quitKeys`: `quitReason == .user`), SIGTERM (`.terminated`) and SIGHUP or the
    /// terminal's input ending (`.hungUp`; nothing more is written to a terminal that hung up). Its
    /// connections, timers and tasks end after it, then `Application.onQuit` runs and the terminal
    /// is restored. A second SIGTERM during the quit, or the quit outlasting
    /// `Application.quitDeadline`, restores the terminal and ends the process at once; SIGINT sent
    /// from outside (`kill -INT`) and crashes end it without calling this method.
    open func viewWillDisappear() {}

    /// Called once the screen is no longer visible (before it is disconnected).
    open func viewDidDisappear() {}

    /// The view that gets the focus when the screen first appears; `nil` picks the first
    /// focusable view in visual order.
    open var preferredFocusedView: View? { nil }

    /// The size of the content a modal presentation should give this screen (inside its border);
    /// `nil` asks the root view's `sizeThatFits`, and falls back to two thirds of the window.
    open var preferredContentSize: Size? { nil }

    /// The heading of the screen's keys in the help dialog: its title.
    open override var keyHelpTitle: String { title.isEmpty ? "Screen" : title }

    /// The status bar hint of Escape while this screen is shown modally.
    open var cancelHint: String { "Close" }

    /// Why the application is quitting, while it does (the user, SIGTERM, the terminal hanging up);
    /// nil otherwise. A screen reads it in `viewWillDisappear` to tell a quit from a pop.
    public var quitReason: QuitReason? { navigation?.quitReason }

    /// Whether this screen is shown as a modal over the navigation stack.
    public var isPresentedModally: Bool {
        navigation?.modalScreens.contains { $0 === self } ?? false
    }

    /// Closes this screen: dismisses it when it is presented modally, otherwise pops it
    /// (and every screen above it) off its navigation stack.
    public func close() {
        guard let navigation else { return }
        if isPresentedModally {
            navigation.dismiss(self)
        } else {
            navigation.pop(to: self, inclusive: true)
        }
    }
}
