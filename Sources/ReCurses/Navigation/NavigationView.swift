import TerminalUI

/// The view of a `NavigationStack`: a header line with the titles of the stacked screens, the top
/// screen's view below it, and the status bar of key hints on the last line.
///
/// Its key-binding table carries the top screen's bindings, Back (Escape) when there is a screen
/// to go back to, and Help (`?`) when the screen allows it; keys the focused view does not handle
/// reach it on their way up to the window. While the focused view types `?` (a text field), the
/// status bar offers F1 for help instead.
@MainActor
public final class NavigationView: View {
    /// The stack this view shows.
    weak var navigation: NavigationStack?
    /// The header line.
    let header = NavigationHeaderView()
    /// The key hints of the focused context.
    public let statusBar = StatusBar()
    /// Whether the header line is shown.
    public var showsHeader = true {
        didSet { if showsHeader != oldValue { header.isHidden = !showsHeader; setNeedsLayout() } }
    }
    /// Whether the status bar is shown.
    public var showsStatusBar = true {
        didSet { if showsStatusBar != oldValue { statusBar.isHidden = !showsStatusBar; setNeedsLayout() } }
    }

    private weak var contentView: View?

    override init() {
        super.init()
        addSubview(header)
        addSubview(statusBar)
    }

    /// Puts `screen`'s view in the content area (removing the previous one) and refreshes the chrome.
    func showContent(of screen: Screen) {
        let view = screen.view
        if view !== contentView {
            contentView?.removeFromSuperview()
            insertSubview(view, at: 0)
            contentView = view
            setNeedsLayout()
        }
        chromeDidChange()
    }

    /// Refreshes the header titles and the bindings after the stack or its top screen changed.
    func chromeDidChange() {
        guard let navigation else { return }
        header.titles = navigation.screens.map(\.title)
        let screen = navigation.topScreen
        var bindings = screen.keyBindings
        if navigation.screens.count > 1 {
            bindings.append(KeyBinding(navigation.backKey, command: "back", hint: "Back") { [weak navigation] in
                navigation?.pop()
            })
        }
        if screen.showsHelpBinding {
            let showHelp: @MainActor () -> Void = { [weak navigation] in navigation?.showHelp() }
            bindings.append(KeyBinding(navigation.helpKey, command: "help", hint: "Help", action: showHelp))
            if let alternate = navigation.alternateHelpKey {
                let helpKeyIsTyped = window?.focusedView?.capturesKey(navigation.helpKey) ?? false
                bindings.append(KeyBinding(
                    alternate, command: "help", hint: "Help", isHintVisible: helpKeyIsTyped, action: showHelp))
            }
        }
        keyBindings = bindings
    }

    /// The status bar offers the alternate help key while the focused view types the help key.
    public override func descendantDidBecomeFocused(_ descendant: View) {
        chromeDidChange()
    }

    /// Lays out header, content and status bar; the header goes first when there is room for all three.
    public override func layoutSubviews() {
        let width = bounds.width
        let height = bounds.height
        let headerHeight = showsHeader && height >= 3 ? 1 : 0
        let statusHeight = showsStatusBar && height >= 2 ? 1 : 0
        header.isHidden = headerHeight == 0
        statusBar.isHidden = statusHeight == 0
        header.frame = Rect(origin: .zero, size: Size(width: width, height: headerHeight))
        statusBar.frame = Rect(origin: Point(x: 0, y: height - statusHeight), size: Size(width: width, height: statusHeight))
        contentView?.frame = Rect(
            origin: Point(x: 0, y: headerHeight),
            size: Size(width: width, height: height - headerHeight - statusHeight))
    }

    /// Runs a top-screen binding that has no action through the screen's `perform(_:)`.
    public override func perform(_ command: String) -> Bool {
        navigation?.topScreen.perform(command) ?? false
    }

    /// Key bindings first, then the top screen's own `handle(_:)`.
    public override func handle(_ event: Event) -> Bool {
        if super.handle(event) { return true }
        return navigation?.topScreen.handle(event) ?? false
    }
}
