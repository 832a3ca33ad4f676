/// The root of what is on screen: a base content layer plus overlay layers (dialogs) on top.
///
/// The window owns the focus (one focused view per layer; events go to the top layer), routes
/// events, lays views out, and renders into one persistent canvas, redrawing only the views that
/// changed and whatever overlaps them. It is the last responder of the chain: its own table binds
/// Tab and Shift-Tab to `.focusNext` and `.focusPrevious`, and apps add window-wide keys (quit).
///
/// ```swift
/// let layout = VStack(spacing: 1, [Panel(title: "Profile", Padding(Label("Ada"), all: 1)), Button("Save")])
/// layout.add(StatusBar(), sizing: .fixed(1))
/// let window = Window(size: terminal.size, theme: .preferred(colorDepth: terminal.capabilities.colorDepth),
///                     content: layout)
/// window.keyBindings.append(KeyBinding(.ctrl("q"), .quit, hint: "Quit"))
/// window.addCommand(.quit) { app.quit() }
/// window.dispatch(.key(.enter))
/// window.render(into: &canvas)
/// ```
@MainActor
public final class Window: Responder {
    final class Layer {
        let root: View
        var placement: OverlayPlacement
        /// Whether the layer is shown but passed over by events and focus (`setTakesEvents`).
        var isSetAside = false
        weak var focused: View?
        /// Where the layer's focused view was last seen, to pick a neighbour when it goes away.
        var focusedFrame: Rect?
        /// The layer's table of active bindings, set aside while a layer presented above it takes
        /// the events, and taken back when that layer is dismissed (unless something changed meanwhile).
        var setAsideTable: ActiveBindings?

        init(root: View, placement: OverlayPlacement) {
            self.root = root
            self.placement = placement
        }
    }

    /// The window size in cells; changing it lays everything out again and redraws it all.
    public private(set) var size: Size

    /// The theme every view inherits unless it overrides it; changing it redraws everything.
    public var theme: Theme {
        didSet { if theme != oldValue { invalidateAll() } }
    }

    /// The clock the window's views read the time from (e.g. a list's type-ahead pause).
    public let clock: TerminalClock

    /// The clipboard the window's text widgets cut, copy and paste with.
    public let clipboard = Clipboard()

    /// Whether an arrow key that no view used moves the focus (↓/→ to the next view, ↑/← back).
    /// Widgets that use arrows handle them first, so arrows never leave such a widget.
    public var arrowKeysMoveFocus = true

    /// Whether the terminal's window has the system's keyboard focus, as its last focus report said
    /// (true until a terminal that sends focus reports says otherwise).
    public internal(set) var isTerminalFocused = true

    /// Called with the new state when the terminal reports its window gained (true) or lost (false)
    /// the keyboard focus (`Event.terminalFocus`, from terminals that send focus reports): e.g. to
    /// dim what shows the app is active. A window renders anew after every event, so a change the
    /// hook makes to a view shows at once.
    public var onTerminalFocusChange: (@MainActor (Bool) -> Void)?

    /// When set, the status bar hints end the focused context with `Tab <focusHint>` while Tab
    /// really moves the focus (more than one focusable view, and no focused view takes Tab itself).
    public var focusHint: String? {
        didSet {
            guard focusHint != oldValue else { return }
            updateBindings(for: .focusNext) { $0.hint = focusHint ?? "" }
        }
    }

    /// The heading of the window's keys (focus, quit) in the help dialog.
    public override var keyHelpTitle: String { "General" }

    var layers: [Layer]
    var canvas: Canvas
    var windowDamage: [Rect] = []
    /// The damage list of the render pass, reused from render to render.
    var damageScratch: [Rect] = []
    /// The list of regions drawn in a render pass, reused from render to render.
    var drawnScratch: [Rect] = []
    var fullRedrawPending = true
    var renderPending = true
    var focusNeedsValidation = true
    weak var notifiedFocus: View?
    /// The status bar hints of the focused context as of the last render (see `activeHints`).
    public internal(set) var activeHints: [KeyBinding] = []
    /// How many times the hints were worked out (once per render).
    var hintComputations = 0
    /// The buffers the hints are worked out in, reused from render to render.
    let hintScratch = HintScratch()
    /// The bindings that work in the focused context (read through `activeBindings`).
    var bindingTable = ActiveBindings()
    /// A table kept for the next overlay, so that presenting one allocates no new table.
    var spareBindingTable: ActiveBindings?
    /// The focused view a table taken back into use was worked out for: the focus returning to it
    /// does not make the table be worked out again.
    weak var resumedTableFocus: View?
    /// The list the responder chain is collected in when the table is worked out again.
    var bindingChainScratch: [Responder] = []
    /// What widget libraries keep with the window (`accessory(_:orAttach:)`), in the order attached.
    var accessories: [any WindowAccessory] = []

    /// How many views the last render drew.
    package private(set) var lastDrawCount = 0
    /// How many renders have run.
    package private(set) var renderCount = 0

    /// Creates a window of `size` showing `content`, drawn with `theme`, whose views read the time
    /// from `clock`.
    public init(size: Size, theme: Theme = .default, content: View = View(), clock: TerminalClock = .system) {
        self.size = size
        self.theme = theme
        self.clock = clock
        self.canvas = Canvas(size: size)
        self.layers = [Layer(root: content, placement: .fill)]
        super.init()
        installFocusCommands()
        content.removeFromSuperview()
        content.hostWindow = self
        content.markSubtreeForRedraw()
    }

    /// The base layer's root view; replacing it redraws the window. Each root remembers its focused
    /// view, so putting a previous root back (navigating back) restores its focus.
    public var content: View {
        get { layers[0].root }
        set {
            guard newValue !== layers[0].root, newValue.hostWindow == nil else { return }
            let old = layers[0]
            old.root.rememberedFocus = old.focused
            old.root.hostWindow = nil
            newValue.removeFromSuperview()
            newValue.hostWindow = self
            layers[0] = Layer(root: newValue, placement: contentPlacement)
            layers[0].focused = newValue.rememberedFocus
            newValue.markSubtreeForRedraw()
            windowDamage.append(Rect(origin: .zero, size: size))
            hierarchyDidChange()
        }
    }

    /// The overlay roots, bottom to top.
    public var overlays: [View] { layers.dropFirst().map(\.root) }

    /// The root of the layer that receives events: the top overlay not set aside, else the content.
    public var topLayer: View { activeLayer.root }

    /// The layer that receives events and holds the focus: the top one not set aside.
    var activeLayer: Layer {
        // A loop rather than `last(where:)`: a closure made on the main actor checks the executor
        // each time it runs, and the focus, the cursor and every render ask for the active layer.
        for layer in layers.reversed() where !layer.isSetAside { return layer }
        return layers[0]
    }

    /// Where the content layer sits in the window (`.fill` by default): a docked tool narrows it, and
    /// putting `.fill` back gives the content its whole size again.
    package var contentPlacement: OverlayPlacement = .fill {
        didSet {
            layers[0].placement = contentPlacement
            layers[0].root.setNeedsLayout()
            invalidateAll()
        }
    }

    /// Lets the overlay `view` take events and the focus (`true`, as presented), or leaves it on screen
    /// while events and the focus go to the layer below it (`false`: notifications, a docked tool).
    /// Each layer keeps its focused view. A set-aside overlay that is `PassiveOverlayMouseHandling`
    /// still gets the mouse events landing on it.
    public func setTakesEvents(_ takesEvents: Bool, overlay view: View) {
        guard let layer = layers.dropFirst().first(where: { $0.root === view }), layer.isSetAside == takesEvents
        else { return }
        layer.isSetAside = !takesEvents
        hierarchyDidChange()
    }

    /// Whether the overlay `view` takes events (it is the top layer not set aside, or would be).
    package func takesEvents(overlay view: View) -> Bool {
        layers.dropFirst().first { $0.root === view }.map { !$0.isSetAside } ?? false
    }

    /// Shows `view` as a new top layer at `placement`; it takes the events and the focus (`focus`, or
    /// its first focusable view). The previous layer's focus is restored when it is dismissed.
    public func presentOverlay(_ view: View, placement: OverlayPlacement = .centered, focus: View? = nil) {
        guard view.superview == nil, view.hostWindow == nil else { return }
        let below = activeLayer
        view.hostWindow = self
        layers.append(Layer(root: view, placement: placement))
        view.markSubtreeForRedraw()
        if let focus, focus === view || view.isAncestor(of: focus) { layers[layers.count - 1].focused = focus }
        setAsideBindingTable(of: below)
        focusNeedsValidation = true
        setNeedsRender()
    }

    /// Removes an overlay layer; what it covered is repainted and the focus returns to the layer below.
    public func dismissOverlay(_ view: View) {
        guard let index = layers.indices.dropFirst().first(where: { layers[$0].root === view }) else { return }
        let wasActive = layers[index] === activeLayer
        let removed = layers.remove(at: index)
        view.hostWindow = nil
        if !view.isHidden { windowDamage.append(view.frame) }
        if let table = removed.setAsideTable {
            removed.setAsideTable = nil
            table.invalidate()
            table.setAsideBelow = nil
        }
        guard wasActive else {
            hierarchyDidChange()
            return
        }
        resumeBindingTable(of: activeLayer)
        focusNeedsValidation = true
        setNeedsRender()
    }

    /// Changes the window size; everything is laid out and drawn again.
    public func resize(to newSize: Size) {
        size = newSize
        for layer in layers { layer.root.setNeedsLayout() }
        invalidateAll()
    }

    /// Forces the next render to redraw every view (after a resize, a resume, a theme change).
    package func invalidateAll() {
        fullRedrawPending = true
        setNeedsRender()
    }

    /// Whether anything changed since the last render (a dirty view, pending layout or focus, damage).
    package var needsRender: Bool { renderPending || fullRedrawPending }

    /// Called when the window goes from "up to date" to "needs a render" (once per render at most),
    /// so the run loop can schedule one frame.
    package var onNeedsRender: (@MainActor () -> Void)?

    /// A changed window-wide binding changes the hints: render again.
    public override func responderTableDidChange() {
        super.responderTableDidChange()
        setNeedsRender()
    }

    /// Asks for a render pass (the run loop schedules one frame, at most one at a time).
    package func setNeedsRender() {
        guard !renderPending else { return }
        renderPending = true
        onNeedsRender?()
    }

    func addDamage(_ rect: Rect) {
        windowDamage.append(rect)
        setNeedsRender()
    }

    /// Views were added, removed, hidden, shown, enabled or disabled, or a layer came or went: the
    /// focus is checked and the active bindings worked out again before they are read.
    func hierarchyDidChange() {
        focusNeedsValidation = true
        bindingTable.invalidate()
        for layer in layers { layer.setAsideTable?.invalidate() }
        setNeedsRender()
    }

    /// Lays out every layer whose views asked for it, placing the layer roots first.
    public func layoutIfNeeded() {
        for layer in layers {
            for _ in 0..<Self.layoutRounds {
                layer.root.frame = layer.placement.frame(for: layer.root, in: size)
                guard layer.root.hasPendingLayoutWork else { break }
                layer.root.layoutIfNeeded()
            }
        }
    }

    /// How often one layout pass re-runs for layouts that change intrinsic sizes while laying out.
    private static let layoutRounds = 4

    /// Brings the window's canvas up to date and copies it into `output`; returns how many views drew.
    @discardableResult
    public func render(into output: inout Canvas) -> Int {
        let drawn = render()
        output = canvas
        return drawn
    }

    /// Brings the window's own canvas (`currentFrame`) up to date; returns how many views drew.
    @discardableResult
    package func render() -> Int {
        validateFocusIfNeeded()
        layoutIfNeeded()
        if let focused = activeLayer.focused { activeLayer.focusedFrame = focused.frameInWindow }
        publishHintsIfChanged()
        let bounds = Rect(origin: .zero, size: size)
        if canvas.size != size {
            canvas = Canvas(size: size)
            fullRedrawPending = true
        }
        if fullRedrawPending {
            // The render pass clears each view's frame before drawing it: a visible base root that
            // covers the window leaves nothing of the window to clear first.
            let root = layers[0].root
            if root.isHidden || root.frame.intersection(bounds) != bounds { canvas.clear(bounds, style: theme.normal) }
        } else {
            for rect in windowDamage { canvas.clear(rect.intersection(bounds), style: theme.normal) }
        }
        var pass = RenderPass(
            damage: fullRedrawPending ? [] : windowDamage, redrawsEverything: fullRedrawPending,
            reusing: &damageScratch, drawnBuffer: &drawnScratch)
        for layer in layers {
            pass.render(layer.root, origin: layer.root.frame.origin, clip: bounds, canvas: &canvas)
        }
        pass.finish(into: &damageScratch, drawnBuffer: &drawnScratch)
        windowDamage.removeAll(keepingCapacity: true)
        fullRedrawPending = false
        renderPending = false
        lastDrawCount = pass.drawn
        renderCount += 1
        return pass.drawn
    }

    /// The canvas as of the last render.
    package var currentFrame: Canvas { canvas }

    /// Where the terminal cursor belongs (window coordinates): the focused view's `cursorPosition`
    /// when it is visible, else nil (hidden).
    package var cursorPosition: Point? {
        guard let view = focusedView, let local = view.cursorPosition, view.isVisibleInHierarchy else {
            return nil
        }
        let point = view.convertToWindow(local)
        return view.visibleRectInWindow.contains(point) ? point : nil
    }

    /// The terminal cursor for the next frame: shown at the focused view's `cursorPosition` (hidden when
    /// that is not visible), or hidden and resting on the focused view's focus point (clamped into its
    /// visible part) so magnifiers follow the focus. One walk up the focused view's ancestors.
    package var cursorState: CursorState {
        guard let view = focusedView, !view.isHidden else { return .hidden }
        // The view's visible part and its origin, in each ancestor's coordinates in turn.
        var visible = view.frame
        var origin = view.frame.origin
        var current = view.superview
        while let ancestor = current {
            if ancestor.isHidden { return .hidden }
            visible = visible.intersection(ancestor.bounds)
            let shift = ancestor.frame.origin
            visible.origin = Point(x: visible.origin.x + shift.x, y: visible.origin.y + shift.y)
            origin = Point(x: origin.x + shift.x, y: origin.y + shift.y)
            current = ancestor.superview
        }
        visible = visible.intersection(Rect(origin: .zero, size: size))
        guard !visible.isEmpty else { return .hidden }
        if let caret = view.cursorPosition {
            let point = Point(x: origin.x + caret.x, y: origin.y + caret.y)
            return visible.contains(point) ? CursorState(position: point) : .hidden
        }
        let focus = view.focusPoint
        let x = min(max(origin.x + focus.x, visible.origin.x), visible.origin.x + visible.size.width - 1)
        let y = min(max(origin.y + focus.y, visible.origin.y), visible.origin.y + visible.size.height - 1)
        return CursorState(restingPosition: Point(x: x, y: y))
    }
}
