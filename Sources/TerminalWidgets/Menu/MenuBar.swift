import Bindings

/// A one-row bar of titled menus (`File  Edit  View  Help`), usually the top row of a screen.
///
/// While the bar is in a window (and in its top layer), the window opens its menus: F10 the first
/// one (`Window.menuBarKey`), Alt and a menu's mnemonic that menu; a click on a title opens it. In
/// an open menu ↑/↓ move between enabled items, ←/→ between menus (or into and out of submenus),
/// Enter runs, Esc closes one level, a click outside closes them all. An item's command runs in the
/// context that was focused when the menu opened, and only items whose command that context
/// performs are enabled; the key beside an item is the one bound to its command there.
///
/// ```swift
/// let bar = MenuBar(menus: [
///     Menu("File", items: [MenuItem("Quit", .quit, mnemonic: "q")]),
/// ])
/// ```
public final class MenuBar: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "menu bar", value: menus.map(\.title).joined(separator: ", "), states: accessibilityStates)
    }

    /// The menus, left to right.
    public var menus: [Menu] {
        didSet {
            setNeedsDisplay()
            window?.menuBarDidChange()
        }
    }

    /// The index of the menu open now, nil while none is.
    public internal(set) var openIndex: Int? {
        didSet { if openIndex != oldValue { setNeedsDisplay() } }
    }

    /// A bar of `menus`.
    public init(menus: [Menu] = []) {
        self.menus = menus
        super.init()
    }

    /// One row as wide as every title.
    public override var intrinsicSize: Size {
        Size(width: titleRanges().last.map { $0.upperBound + 1 } ?? 0, height: 1)
    }

    /// The bar's background is the status bar's.
    public override var backgroundStyle: Style { theme.statusBar }

    /// Registers the bar with its new window (which then opens its menus by key), or leaves the old one.
    public override func didMoveToWindow() {
        window?.attachMenuBar(self)
    }

    /// A press on a title opens that menu.
    public override func handle(_ event: Event) -> Bool {
        guard case .mouse(.press(.left, let point, _)) = event else { return super.handle(event) }
        guard point.y == 0, let index = titleRanges().firstIndex(where: { $0.contains(point.x) }) else { return false }
        return window?.openMenuBar(self, at: index) ?? false
    }

    /// Draws each title with its mnemonic underlined, the open one highlighted.
    public override func draw(into canvas: inout Canvas) {
        let theme = self.theme
        for (index, range) in titleRanges().enumerated() {
            let style = index == openIndex ? theme.focused : theme.statusBar
            let width = range.count
            canvas.fill(Rect(x: range.lowerBound, y: 0, width: width, height: 1), with: Cell(" ", style: style))
            MenuTitleText.draw(
                menus[index].title, mnemonic: menus[index].mnemonic, at: Point(x: range.lowerBound + 1, y: 0),
                maxWidth: max(0, min(width - 2, bounds.width - range.lowerBound - 1)), style: style, into: &canvas)
        }
    }

    /// The columns of each title (with a space either side), left to right.
    func titleRanges() -> [Range<Int>] {
        var x = 1
        return menus.map { menu in
            let width = menu.title.displayWidth + 2
            defer { x += width }
            return x..<(x + width)
        }
    }

    /// The title of menu `index` in window coordinates (what its menu drops down from).
    func titleRectInWindow(at index: Int) -> Rect {
        let ranges = titleRanges()
        let origin = frameInWindow.origin
        guard ranges.indices.contains(index) else { return Rect(origin: origin, size: Size(width: 0, height: 1)) }
        return Rect(x: origin.x + ranges[index].lowerBound, y: origin.y, width: ranges[index].count, height: 1)
    }

    /// The menu whose title is at `point` (window coordinates), if any.
    func menuIndex(atWindowPoint point: Point) -> Int? {
        guard isVisibleInHierarchy else { return nil }
        let frame = frameInWindow
        guard point.y == frame.minY, point.x >= frame.minX, point.x < frame.maxX else { return nil }
        return titleRanges().firstIndex { $0.contains(point.x - frame.minX) }
    }
}
