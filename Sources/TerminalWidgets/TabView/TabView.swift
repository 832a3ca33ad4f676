import Bindings
import OpenCombine

/// Tabs: a one-row strip of titles on top and, below it, the content of the selected tab.
///
/// Each tab's content is made by its factory the first time the tab is shown (when the tab view
/// goes on screen with the tab selected, or when the tab is selected later), and kept afterwards.
/// Switching tabs moves the focus into the new tab's content, to the view that had it last there.
///
/// Keys (bound on the tab view, so they work wherever the focus is inside it): Ctrl-PgDn/Ctrl-PgUp
/// show the next/previous tab (wrapping around), Alt-1…Alt-9 the tab with that number. A mouse press
/// on a title shows its tab; one on a scroll marker the tab next to that side. When the titles do
/// not fit, the strip scrolls to keep the selected tab in sight, `‹`/`›` mark the hidden tabs, and
/// a title wider than the strip ends in `…`.
///
/// `selectionChanged` fires only when the user shows another tab, never for changes in code or
/// through `rx.selectedIndex`. Once bound through `rx.selectedIndex` the selection is controlled:
/// after a user switch the tab view shows the bound tab (a refused switch snaps back).
open class TabView: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    open override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "tabs", value: titles.indices.contains(selectedIndex) ? titles[selectedIndex] : "",
            states: accessibilityStates,
            position: AccessibilityDescription.position(
                "tab", index: titles.indices.contains(selectedIndex) ? selectedIndex : nil, count: tabCount))
    }

    var slots: [TabSlot] = []
    /// The content currently in the content area.
    public private(set) var shownContent: View?
    /// Whether the selected content is shown as soon as it changes (after the tab view first went
    /// on screen, or `loadSelectedContent()` ran).
    private var showsContent = false
    /// The strip's layout at the current width.
    private(set) var strip = TabStripLayout(titleWidths: [], width: 0, selected: 0, previousFirst: 0)
    private let selectionEvent = UserEvent<Int>()
    /// Whether the next bound selection answers a user switch, and so moves the focus into its tab.
    private var answersUserSwitch = false

    /// The index `rx.selectedIndex` last set; once set, a switch by the user ends on it (see
    /// `ControlledValue`).
    public nonisolated let controlledSelection = ControlledValue<Int>()

    /// Fires with the new index after the user showed another tab.
    public var selectionChanged: AnyPublisher<Int, Never> { selectionEvent.publisher }

    /// Called after the content area changed from the first view to the second (either may be nil),
    /// for a container that runs work while a tab's content is shown.
    public var onShownContentChange: (@MainActor (_ hidden: View?, _ shown: View?) -> Void)?

    /// The view to focus in a tab's content when the tab is first shown (given the content); nil, or
    /// a closure returning nil, picks the first focusable view in it.
    public var preferredFocusInContent: (@MainActor (_ content: View) -> View?)?

    /// The selected tab, or -1 while there are no tabs. Values are clamped to the tabs there are.
    /// Set in code, it fires no event and moves the focus into the new tab only when the focus was
    /// inside the tab view.
    public var selectedIndex: Int = -1 {
        didSet {
            let clamped = Self.clamped(selectedIndex, count: slots.count)
            if clamped != selectedIndex { selectedIndex = clamped }
            guard selectedIndex != oldValue else { return }
            // The highlighted title moves even when the strip's layout stays the same.
            setNeedsDisplay()
            stripDidChange()
            if showsContent { showSelectedContent(movingFocus: containsFocus) }
        }
    }

    /// Creates a tab view with `tabs`, selecting `selectedIndex` (clamped). No content is made yet.
    public init(tabs: [TabItem] = [], selectedIndex: Int = 0) {
        super.init()
        slots = tabs.map(TabSlot.init)
        self.selectedIndex = Self.clamped(selectedIndex, count: slots.count)
        let nextKey = Key(.pageDown, modifiers: .ctrl)
        keyBindings =
            [
                KeyBinding(nextKey, .nextTab, hint: "Tab", keyLabel: "Ctrl-PgUp/PgDn", help: "Next tab"),
                KeyBinding(Key(.pageUp, modifiers: .ctrl), .previousTab, isHintVisible: false, help: "Previous tab"),
            ]
            + (1...9).map { number in
                KeyBinding(
                    .alt(Character(String(number))), .selectTab.with(number - 1), isHintVisible: false,
                    help: "Tab by number")
            }
        addTabCommands()
    }

    static func clamped(_ index: Int, count: Int) -> Int {
        count == 0 ? -1 : min(max(0, index), count - 1)
    }

    // MARK: Tabs

    /// The tabs' titles, in order.
    public var titles: [String] { slots.map(\.item.title) }

    /// How many tabs there are.
    public var tabCount: Int { slots.count }

    /// Adds a tab after the others; the first tab added is selected.
    public func addTab(_ tab: TabItem) {
        insertTab(tab, at: slots.count)
    }

    /// Adds a tab titled `title` whose content `makeContent` makes when the tab is first shown.
    public func addTab(_ title: String, content makeContent: @escaping @MainActor () -> View) {
        addTab(TabItem(title, content: makeContent))
    }

    /// Inserts a tab at `index` (clamped); the selected tab stays selected.
    public func insertTab(_ tab: TabItem, at index: Int) {
        let index = min(max(0, index), slots.count)
        slots.insert(TabSlot(tab), at: index)
        if selectedIndex < 0 {
            selectedIndex = 0
        } else if index <= selectedIndex {
            selectedIndex += 1
        }
        stripDidChange()
    }

    /// Removes the tab at `index` (ignored when out of range) with its content. When it was selected,
    /// the tab after it (else the one before) is shown.
    public func removeTab(at index: Int) {
        guard slots.indices.contains(index) else { return }
        let removedSelected = index == selectedIndex
        let hadFocus = containsFocus
        slots.remove(at: index)
        if index < selectedIndex {
            selectedIndex -= 1
        } else if removedSelected {
            let next = Self.clamped(index, count: slots.count)
            if next == selectedIndex, showsContent { showSelectedContent(movingFocus: hadFocus) }
            selectedIndex = next
        }
        if slots.isEmpty, showsContent { showSelectedContent(movingFocus: false) }
        stripDidChange()
    }

    /// Changes the title of the tab at `index` (ignored when out of range).
    public func setTitle(_ title: String, forTabAt index: Int) {
        guard slots.indices.contains(index), slots[index].item.title != title else { return }
        slots[index].item.title = title
        // The title's text changes even when the strip's layout stays the same.
        setNeedsDisplay()
        stripDidChange()
    }

    /// The content of the tab at `index` if it has been made (nil before the tab was first shown).
    public func contentIfLoaded(at index: Int) -> View? {
        slots.indices.contains(index) ? slots[index].content : nil
    }

    /// The tab whose content is `view`, if any.
    public func tabIndex(ofContent view: View) -> Int? {
        slots.firstIndex { $0.content === view }
    }

    /// The view inside the tab at `index` that had the focus last, while it is still in that tab.
    public func lastFocusedView(inTabAt index: Int) -> View? {
        guard slots.indices.contains(index), let view = slots[index].lastFocusedView,
            let content = slots[index].content, view === content || content.isAncestor(of: view)
        else { return nil }
        return view
    }

    /// Makes the selected tab's content now and puts it in the content area; normally this happens
    /// when the tab view first goes on screen.
    public func loadSelectedContent() {
        showsContent = true
        showSelectedContent(movingFocus: false)
    }

    // MARK: Switching

    private func addTabCommands() {
        let hasSeveral: @MainActor () -> Bool = { [unowned self] in slots.count > 1 }
        addCommand(.nextTab, isEnabled: hasSeveral) { [unowned self] in
            userSelect((selectedIndex + 1) % slots.count)
        }
        addCommand(.previousTab, isEnabled: hasSeveral) { [unowned self] in
            userSelect((selectedIndex + slots.count - 1) % slots.count)
        }
        addCommand(.selectTab, isEnabled: { [unowned self] in !slots.isEmpty }) { [unowned self] (command: Command) in
            guard let index = command.argument, slots.indices.contains(index) else { return }
            userSelect(index)
        }
    }

    /// Shows the tab at `index` as the user asked, moves the focus into its content, and reports it.
    /// While the selection is controlled, the switch is only reported: the bound tab is shown once
    /// the event has been delivered (see `showBoundSelection(_:)`), so a refused tab is never made
    /// or shown.
    func userSelect(_ index: Int) {
        guard index != selectedIndex, slots.indices.contains(index) else { return }
        showsContent = showsContent || window != nil
        if controlledSelection.isControlled {
            answersUserSwitch = true
            selectionEvent.send(index, settling: controlledSelection)
        } else {
            selectedIndex = index
            focusSelectedContent()
            selectionEvent.send(index)
        }
    }

    /// Shows the tab a binder set; the first one after a user switch also moves the focus into its
    /// content (even when the switch was refused, as for an uncontrolled switch).
    func showBoundSelection(_ index: Int) {
        selectedIndex = index
        guard answersUserSwitch else { return }
        answersUserSwitch = false
        focusSelectedContent()
    }

    /// Puts the selected tab's content (made now if needed) in the content area.
    private func showSelectedContent(movingFocus: Bool) {
        let wanted = slots.indices.contains(selectedIndex) ? slots[selectedIndex].loadContent() : nil
        guard wanted !== shownContent else { return }
        let hidden = shownContent
        hidden?.removeFromSuperview()
        shownContent = wanted
        if let wanted { addSubview(wanted) }
        setNeedsLayout()
        onShownContentChange?(hidden, wanted)
        if movingFocus { focusSelectedContent() }
    }

    /// Focuses the view the selected tab had focused last, else the first focusable view in it.
    private func focusSelectedContent() {
        guard let window, let content = shownContent, slots.indices.contains(selectedIndex) else { return }
        if let remembered = lastFocusedView(inTabAt: selectedIndex), window.focus(remembered) { return }
        if let preferred = preferredFocusInContent?(content),
            preferred === content || content.isAncestor(of: preferred),
            window.focus(preferred)
        {
            return
        }
        window.layoutIfNeeded()
        if let first = Window.focusOrder(in: content).first { window.focus(first) }
    }

    /// Remembers which view of the shown tab has the focus.
    open override func descendantDidBecomeFocused(_ descendant: View) {
        guard let content = shownContent, let index = tabIndex(ofContent: content),
            descendant === content || content.isAncestor(of: descendant)
        else { return }
        slots[index].lastFocusedView = descendant
    }

    /// The selected content is made when the tab view goes on screen.
    open override func didMoveToWindow() {
        guard window != nil, !showsContent else { return }
        showsContent = true
        showSelectedContent(movingFocus: false)
    }

    /// Forgets the content of a tab whose view was taken out from elsewhere.
    open override func willRemoveSubview(_ subview: View) {
        if subview === shownContent { shownContent = nil }
    }

    // MARK: Drawing and geometry

    /// A mouse press on the strip shows a tab (see `handleStripPress`); other events as for any view.
    open override func handle(_ event: Event) -> Bool {
        handleStripPress(event) || super.handle(event)
    }

    /// Draws the strip; the content draws itself.
    open override func draw(into canvas: inout Canvas) {
        drawStrip(into: &canvas)
    }

    /// The strip shows in the focused style while the focus is inside: redraw when that changes.
    open override func focusWithinDidChange() {
        setNeedsDisplay()
    }

    /// The widest title plus padding, and the strip's row above the content's own size.
    open override var intrinsicSize: Size {
        let content = shownContent?.intrinsicSize ?? .zero
        let stripWidth = slots.reduce(0) { $0 + $1.item.title.displayWidth + 2 } + max(0, slots.count - 1)
        return Size(width: max(stripWidth, content.width), height: content.height + 1)
    }

    /// The strip takes the first row, the content the rest.
    open override func layoutSubviews() {
        stripDidChange()
        shownContent?.frame = Rect(
            origin: Point(x: 0, y: min(1, bounds.height)),
            size: Size(width: bounds.width, height: max(0, bounds.height - 1)))
    }

    /// Lays the strip out again (after the tabs, the selection or the width changed).
    private func stripDidChange() {
        let layout = TabStripLayout(
            titleWidths: slots.map(\.item.title.displayWidth), width: bounds.width, selected: selectedIndex,
            previousFirst: strip.firstVisible)
        guard layout != strip else { return }
        strip = layout
        setNeedsDisplay()
    }
}

extension Reactive where Base: TabView {
    /// Binds the selected tab (clamped) and makes it controlled: a switch by the user ends on the
    /// bound tab (never fires `selectionChanged`).
    public var selectedIndex: Binder<Int> {
        base.controlledSelection.binder(base) { tabView, index in tabView.showBoundSelection(index) }
    }
}
