/// A window's tooltips (`Window.tooltips`): a view's `tooltip` text in a small box below the view
/// (above it when there is no room below), shown when the mouse rests on the view for `hoverDelay`
/// (the terminal must report motion without a button held) or when `key` is pressed while the focus
/// is in the view. The box never takes the focus or a key; it goes when the mouse moves off the view,
/// on a press, on `key` again, or after `keyTimeout` for one the key showed.
@MainActor
public final class TooltipPresenter: WindowAccessory {
    /// How long the mouse rests on a view before its tooltip shows.
    public var hoverDelay: Duration = .milliseconds(600)
    /// How long a tooltip the key showed stays.
    public var keyTimeout: Duration = .seconds(5)
    /// The key that shows the focused view's tooltip (Shift-F1 in an `Application`); nil for none.
    public var key: Key? {
        didSet { if key != oldValue { updateBinding() } }
    }
    /// The text shown now, if any.
    public var shownText: String? { view.window == nil ? nil : view.text }

    /// Shows the focused view's tooltip, or hides the one shown (bound to `key`).
    public static let showCommand = Command("showTooltip", help: "Help on the focused widget")

    private weak var window: Window?
    private let view = TooltipView()
    /// The view the mouse rests on, whose tooltip shows after the delay.
    private weak var hovered: View?
    private var timer: ClockTimer?

    init(window: Window) {
        self.window = window
        window.addCommand(Self.showCommand, isEnabled: { [unowned self] in focusedTooltipOwner() != nil }) {
            [unowned self] in
            if view.window != nil {
                hide()
            } else if let owner = focusedTooltipOwner(), let text = owner.tooltip {
                show(text, below: owner.frameInWindow, for: keyTimeout)
            }
        }
    }

    /// Moves without a button start (or keep) the hover countdown of the view under the mouse;
    /// anything else hides the tooltip.
    public func handleUnhandledMouse(_ mouse: MouseEvent, in window: Window) -> Bool {
        guard case .move(let point, _) = mouse else {
            hide()
            return false
        }
        let owner = tooltipOwner(at: point, in: window)
        guard owner !== hovered else { return false }
        hide()
        hovered = owner
        guard let owner, let text = owner.tooltip else { return false }
        timer = window.clock.schedule(after: hoverDelay) { [weak self, weak owner] in
            guard let self, let owner, owner.window != nil else { return }
            timer = nil
            show(text, below: owner.frameInWindow, for: nil)
        }
        return false
    }

    /// Takes the tooltip off the screen and stops any countdown.
    public func hide() {
        timer?.cancel()
        timer = nil
        hovered = nil
        if view.window != nil { window?.dismissOverlay(view) }
    }

    private func show(_ text: String, below anchor: Rect, for duration: Duration?) {
        guard let window else { return }
        if view.window != nil { window.dismissOverlay(view) }
        view.text = text
        window.presentOverlay(
            view,
            placement: .custom { [unowned view] size in
                MenuPlacement.frame(size: view.intrinsicSize, below: anchor, in: size)
            })
        window.setTakesEvents(false, overlay: view)
        if let duration {
            timer = window.clock.schedule(after: duration) { [weak self] in self?.hide() }
        }
    }

    /// The focused view or its nearest ancestor with a tooltip.
    private func focusedTooltipOwner() -> View? {
        var candidate = window?.focusedView
        while let view = candidate, view.tooltip == nil { candidate = view.superview }
        return candidate
    }

    /// The view under `point` (window coordinates) in the top layer, or its nearest ancestor, with a tooltip.
    private func tooltipOwner(at point: Point, in window: Window) -> View? {
        let root = window.topLayer
        var candidate = root.hitTest(point.offsetBy(dx: -root.frame.x, dy: -root.frame.y))
        while let view = candidate, view.tooltip == nil { candidate = view.superview }
        return candidate
    }

    private func updateBinding() {
        guard let window else { return }
        var bindings = window.keyBindings.filter { !$0.command.matches(Self.showCommand) }
        if let key { bindings.append(KeyBinding(key, Self.showCommand, isHintVisible: false)) }
        window.keyBindings = bindings
    }
}
