import TerminalUI

/// The view of a `NavigationStack`: a header line with the titles of the stacked screens, the top
/// screen's view below it, and the status bar of key hints on the last line.
///
/// It holds no bindings: keys go from the focused view to the top screen, then to the stack (Back,
/// Help) and the window. With nothing focused, the responder chain starts at the top screen's view.
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
        didSet {
            if showsHeader != oldValue {
                header.isHidden = !showsHeader
                setNeedsLayout()
            }
        }
    }
    /// Whether the status bar is shown.
    public var showsStatusBar = true {
        didSet {
            if showsStatusBar != oldValue {
                statusBar.isHidden = !showsStatusBar
                setNeedsLayout()
            }
        }
    }

    /// Whether the header line is drawn dimmed, as for an app whose terminal window is not focused
    /// (set it from `Window.onTerminalFocusChange`). Off by default.
    public var dimsHeader = false {
        didSet { header.isDimmed = dimsHeader }
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

    /// Refreshes the header titles after the stack or its top screen changed.
    func chromeDidChange() {
        guard let navigation else { return }
        header.titles = navigation.screens.map(\.title)
    }

    /// With nothing focused, keys start at the top screen's view (then the screen, the stack…).
    public override var unfocusedResponder: Responder {
        guard let screen = navigation?.topScreen else { return self }
        return screen.viewIfLoaded ?? screen
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
        statusBar.frame = Rect(
            origin: Point(x: 0, y: height - statusHeight), size: Size(width: width, height: statusHeight))
        contentView?.frame = Rect(
            origin: Point(x: 0, y: headerHeight),
            size: Size(width: width, height: height - headerHeight - statusHeight))
    }
}
