import Bindings

/// The base of every widget and container: a rectangle in its superview that draws itself into a
/// `Canvas`, handles events, and may hold the focus.
///
/// A view never draws on its own: it marks itself with `setNeedsDisplay()` and the `Window` redraws
/// only the views that changed (plus whatever overlaps them) on its next `render`. Before a view's
/// `draw(into:)` runs, the window clears the view's frame with `backgroundStyle`.
///
/// A view of your own draws in `draw(into:)` and says when it must draw again:
///
/// ```swift
/// final class Clock: View {
///     var time = "12:00" { didSet { setNeedsDisplay() } }
///
///     override var intrinsicSize: Size { Size(width: 5, height: 1) }
///
///     override func draw(into canvas: inout Canvas) {
///         canvas.put(time, at: .zero, style: theme.accent)
///     }
/// }
/// ```
@MainActor
open class View: Responder, ReactiveCompatible {
    /// Creates an empty view with a zero frame.
    public override init() {
        super.init()
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    public var frame: Rect = .zero {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { setNeedsLayout() }
            setNeedsDisplay()
            if let superview {
                superview.addDamage(oldValue)
            } else {
                hostWindow?.addDamage(oldValue)
            }
        }
    }

    /// The view's own rectangle: origin zero, size of `frame`.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The size the view would like to have; containers use it for `.intrinsic` sizing.
    open var intrinsicSize: Size { .zero }

    /// The size the view would like given a proposed size (e.g. a wrapping label's height for a width).
    open func sizeThatFits(_ proposal: Size) -> Size { intrinsicSize }

    // MARK: Hierarchy

    // `@exclusivity(unchecked)`: the responder chain, the hints and drawing read these on every key,
    // and nothing ever changes them in place while they are read, so the run-time exclusivity check
    // of each read is left out.

    /// The views inside this one, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []

    /// The view that contains this one.
    @exclusivity(unchecked) public private(set) weak var superview: View?

    /// Set on the root view of a window layer.
    weak var hostWindow: Window? {
        didSet { if hostWindow !== oldValue { windowDidChangeInSubtree() } }
    }

    /// The focused view inside this root when it stopped being a window's content.
    weak var rememberedFocus: View?

    /// Whether this view is the root of a window layer (a window's content or an overlay), which no
    /// superview may take.
    public var isLayerRoot: Bool { hostWindow != nil }

    /// The window this view is shown in, if any.
    public var window: Window? {
        var root = self
        while let parent = root.superview { root = parent }
        return root.hostWindow
    }

    /// Adds `view` on top of the existing subviews (moving it from any previous superview).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the back-to-front order (moving it when it is already a subview;
    /// the index is clamped). Adding a view to itself or to one of its own descendants is refused.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !view.isAncestor(of: self), view.hostWindow == nil else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            view.markSubtreeForRedraw()
            setNeedsLayout()
            return
        }
        let oldWindow = view.window
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.markSubtreeForRedraw()
        setNeedsLayout()
        let newWindow = window
        oldWindow?.hierarchyDidChange()
        if newWindow !== oldWindow {
            newWindow?.hierarchyDidChange()
            view.windowDidChangeInSubtree()
        }
    }

    /// Removes the view from its superview; the area it covered is repainted and, if it held
    /// the focus, the focus moves to the next focusable view.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let window = self.window
        detachFromSuperview()
        window?.hierarchyDidChange()
        if window != nil { windowDidChangeInSubtree() }
    }

    /// Takes the view out of its superview, repainting what it covered, without telling anyone else.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if !isHidden { parent.addDamage(frame) }
        parent.setNeedsLayout()
    }

    /// Called just before `subview` leaves this view (containers drop what they kept for it).
    open func willRemoveSubview(_ subview: View) {}

    /// Called when the view entered a window, left one or moved to another (`window` tells which),
    /// because it, or a view it is inside, was added, removed or made a window's layer. Views that
    /// keep work going while shown (an animation's timer) start or stop it here. The default does
    /// nothing.
    open func didMoveToWindow() {}

    /// Calls `didMoveToWindow()` on this view and every view inside it.
    private func windowDidChangeInSubtree() {
        didMoveToWindow()
        for view in subviews { view.windowDidChangeInSubtree() }
    }

    // MARK: State

    /// A hidden view and its subviews are not drawn, take no space in stacks and cannot be focused.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden {
                superview?.addDamage(frame)
                if superview == nil { hostWindow?.addDamage(frame) }
            } else {
                markSubtreeForRedraw()
            }
            superview?.setNeedsLayout()
            window?.hierarchyDidChange()
        }
    }

    /// A disabled view (or one inside a disabled view) ignores input and cannot be focused.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            setNeedsDisplay()
            window?.hierarchyDidChange()
        }
    }

    // MARK: Appearance

    /// A theme for this view and its subviews instead of the inherited one.
    public var themeOverride: Theme? {
        didSet { if themeOverride != oldValue { setNeedsDisplay() } }
    }

    /// Help text about the view, shown in a tooltip when the mouse rests on it or on the tooltip key
    /// while the focus is in it (the nearest ancestor's when the view has none); nil for none.
    public var tooltip: String?

    /// The style the window clears the view's frame with before `draw(into:)`.
    open var backgroundStyle: Style { theme.normal }

    /// Where the terminal cursor goes (local coordinates) while this view is focused; `nil` hides it.
    open var cursorPosition: Point? { nil }

    /// The cell (local coordinates) where the focus is inside this view while it is focused: a list's
    /// selected row, a table's cell, a text field's caret. The terminal's cursor rests there, shown or
    /// hidden, so screen magnifiers and braille displays follow the focus. Default: the cursor's
    /// position, else the top-left corner.
    open var focusPoint: Point { cursorPosition ?? .zero }

    /// What the view is to someone who does not read the screen (its role, label, value, state and
    /// position), read by the screen-reader mode. Default: an empty role, a view that says nothing.
    open var accessibilityDescription: AccessibilityDescription { AccessibilityDescription(role: "") }

    // MARK: Display and layout

    /// Whether the view must be redrawn on the next render.
    public internal(set) var needsDisplay = true

    /// Regions of this view (local coordinates) that must be repainted though the view itself did not
    /// change, e.g. where a subview was removed.
    var pendingDamage: [Rect] = []

    /// How many times the window has drawn this view (fully or clipped to a damaged region).
    package internal(set) var drawCount = 0

    /// Set on every ancestor of a view that needs display or has damage, so a render visits only
    /// the branches that changed.
    var subtreeNeedsDisplay = true

    /// Set on every ancestor of a view that needs layout.
    var subtreeNeedsLayout = true

    /// Whether `layoutSubviews()` must run before the next render.
    package internal(set) var needsLayout = true

    /// Positions the subviews inside `bounds`; containers override it. Runs when the size changed
    /// or after `setNeedsLayout()`.
    open func layoutSubviews() {}

    /// Draws the view's own content into `canvas`, whose (0,0) is the view's top-left corner and
    /// which is clipped to the visible part of the view. Subviews are drawn afterwards by the window.
    open func draw(into canvas: inout Canvas) {}

    // MARK: Focus hooks

    /// Whether the view can take the keyboard focus (when visible and enabled).
    open var canBecomeFocused: Bool { false }

    /// Called when the view became the focused view; the default redraws it. Call `super`.
    open func didBecomeFocused() { setNeedsDisplay() }

    /// Called when the view stopped being the focused view; the default redraws it. Call `super`.
    open func didResignFocus() { setNeedsDisplay() }

    /// Called on each ancestor of a newly focused view (e.g. a scroll view scrolls it into sight).
    open func descendantDidBecomeFocused(_ descendant: View) {}

    /// Called when `containsFocus` changed for this view because the focus entered or left its subviews.
    open func focusWithinDidChange() {}

    /// Called on every view of the window when the status bar hints of the focused context changed.
    open func activeHintsDidChange() {}

    // MARK: Input

    /// The responder that owns this view (the screen whose root it is); the responder chain goes
    /// from the view to its owner instead of its superview.
    package weak var owningResponder: Responder? {
        didSet {
            guard owningResponder !== oldValue else { return }
            window?.hierarchyDidChange()
        }
    }

    /// Next in the responder chain: the owner, else the superview, else the window of a layer root.
    open override var nextResponder: Responder? {
        owningResponder ?? superview ?? hostWindow
    }

    /// Where the responder chain starts in this layer while nothing in it is focused: the view
    /// itself by default (a navigation view starts at its top screen's view).
    open var unfocusedResponder: Responder { self }

    /// A view performs commands only while it and its ancestors are enabled.
    override var acceptsCommands: Bool { isEnabledInHierarchy }

    /// A changed binding table or handler changes what the status bar shows: render again.
    open override func responderTableDidChange() {
        super.responderTableDidChange()
        window?.setNeedsRender()
    }

    /// Handles an event; returns true when handled (unhandled events go on along the responder chain).
    /// The default runs the command bound to a key, and `clickCommand` on a left mouse press.
    open override func handle(_ event: Event) -> Bool {
        switch event {
        case .mouse(.press(.left, _, _)):
            guard let command = clickCommand else { return false }
            return send(command)
        default:
            return super.handle(event)
        }
    }

    /// The command a left mouse press on the view performs (e.g. a button's `.activate`); nil for none.
    open var clickCommand: Command? { nil }

    /// The heading of this view's keys in the help dialog: its type's name in words ("Text field").
    open override var keyHelpTitle: String {
        let typeName = String(describing: type(of: self))
        return Command.words(fromName: String(typeName.prefix { $0 != "<" }))
    }
}
