import TerminalCore
import TerminalUI

/// Runs one view alone, headlessly: the view fills a `Window` on a `FakeTerminal` and is focused
/// when it can be, and every batch of input is routed, rendered and presented the way the
/// application's run loop does it (`FramePresenter`). For testing a custom widget without an app.
///
/// ```swift
/// let field = TextField(placeholder: "Name")
/// let driver = ViewDriver(field, size: Size(width: 12, height: 1))
/// driver.type("Ann")
/// #expect(driver.lines == ["Ann         "])
/// #expect(driver.cursor.position == Point(x: 3, y: 0))
/// driver.expectScreen(named: "name-field-typed")
/// ```
///
/// Input and reading are those of every `HeadlessDriver`: `press`, `type`, `paste`, `click(at:)`
/// (screen coordinates are the view's own: it fills the screen), `resize`, `lines`, `style(at:)`,
/// `cursor`, `framesPresented`, `expectScreen(named:)`. The theme is fixed (`Theme.default` unless
/// given), so styles read the same everywhere, and nothing comes from the test process's environment
/// unless `environment` asks for it (`HeadlessEnvironment`).
@MainActor
public final class ViewDriver<Content: View>: HeadlessDriver {
    /// The fake terminal the view is shown on.
    public let terminal: FakeTerminal
    /// The window hosting the view (for overlays, window key bindings, focus).
    public let window: Window
    /// The view under test.
    public let view: Content

    private let presenter = FramePresenter()
    private var renderPending = false

    /// Shows `view` on a fake terminal of `size` with `theme`, focused when it can be, and renders
    /// the first frame. A `nil` theme is the one the terminal's colour depth calls for
    /// (`Theme.preferred(colorDepth:)`); `environment` other than `.pinned` sets that depth from its
    /// variables.
    public init(
        _ view: Content, size: Size = Size(width: 80, height: 24), theme: Theme? = .default,
        capabilities: TerminalCapabilities = .standard, environment: HeadlessEnvironment = .pinned
    ) {
        self.view = view
        terminal = FakeTerminal(size: size, capabilities: environment.capabilities(from: capabilities))
        let theme = theme ?? Theme.preferred(colorDepth: terminal.capabilities.colorDepth)
        window = Window(size: size, theme: theme, content: view, clock: terminal.clock)
        window.onNeedsRender = { [weak self] in self?.renderPending = true }
        let terminal = terminal
        window.clipboard.systemClipboardWriter = { text in terminal.copyToSystemClipboard(text) }
        try? terminal.start { [weak self] events in self?.handle(events) }
        window.render()
        if view.canBecomeFocused { _ = view.becomeFocused() }
        renderPending = true
        runUntilIdle()
    }

    /// The focused view of the window, if any.
    public var focusedView: View? { window.focusedView }

    /// Renders and presents what changed, until nothing is pending.
    public func runUntilIdle() {
        var rounds = 0
        while renderPending, rounds < 100 {
            renderPending = false
            renderPass()
            rounds += 1
        }
    }

    private func handle(_ events: [Event]) {
        for event in events {
            if case .resize = event { presenter.invalidate() }
            window.dispatch(event)
        }
        renderPending = true
    }

    private func renderPass() {
        window.presentFrame(with: presenter, to: terminal)
    }
}
