extension Window {
    /// The view that receives key events: the focused view of the active layer.
    public var focusedView: View? {
        validateFocusIfNeeded()
        return activeLayer.focused
    }

    /// Focuses `view` if it is focusable now and lies in the top layer; returns whether it did.
    @discardableResult
    public func focus(_ view: View) -> Bool {
        let layer = activeLayer
        guard view.isFocusableNow, view === layer.root || layer.root.isAncestor(of: view) else { return false }
        layer.focused = view
        layer.focusedFrame = view.frameInWindow
        syncFocusNotifications()
        return true
    }

    /// Moves the focus to the next focusable view in visual order (top to bottom, then left to
    /// right), wrapping around; hidden, disabled and unfocusable views are skipped.
    public func focusNext() { moveFocus(forward: true) }

    /// Moves the focus to the previous focusable view in visual order, wrapping around.
    public func focusPrevious() { moveFocus(forward: false) }

    /// The focusable views of the top layer in Tab order.
    public var focusOrder: [View] {
        layoutIfNeeded()
        return Self.focusOrder(in: activeLayer.root)
    }

    /// Whether the top layer has more than one focusable view (counted without building the order).
    var hasSeveralFocusableViews: Bool {
        if let known = hintScratch.severalFocusable { return known }
        layoutIfNeeded()
        let several = Self.focusableViewCount(in: activeLayer.root, upTo: 2) > 1
        if hintScratch.isWorking { hintScratch.severalFocusable = several }
        return several
    }

    func clearFocus() {
        activeLayer.focused = nil
        syncFocusNotifications()
    }

    private func moveFocus(forward: Bool) {
        validateFocusIfNeeded()
        layoutIfNeeded()
        let layer = activeLayer
        let order = Self.focusOrder(in: layer.root)
        guard !order.isEmpty else { return }
        let next: View
        if let current = layer.focused, let index = order.firstIndex(where: { $0 === current }) {
            next = order[(index + (forward ? 1 : order.count - 1)) % order.count]
        } else {
            next = forward ? order[0] : order[order.count - 1]
        }
        focus(next)
    }

    /// Makes sure the top layer's focus is on a focusable view: when the focused view was hidden,
    /// disabled or removed, the focus moves to the next view after where it was (or the first one).
    func validateFocusIfNeeded() {
        guard focusNeedsValidation else { return }
        focusNeedsValidation = false
        layoutIfNeeded()
        let layer = activeLayer
        if let current = layer.focused, current.isFocusableNow,
            current === layer.root || layer.root.isAncestor(of: current)
        {
            syncFocusNotifications()
            return
        }
        let order = Self.focusOrder(in: layer.root)
        var replacement = order.first
        if let old = layer.focusedFrame {
            replacement = order.first { Self.isVisually($0.frameInWindow, atOrAfter: old) } ?? order.first
        }
        layer.focused = replacement
        layer.focusedFrame = replacement?.frameInWindow
        syncFocusNotifications()
    }

    /// Sends the focus hooks when the effectively focused view changed.
    func syncFocusNotifications() {
        let current = activeLayer.focused
        let previous = notifiedFocus
        guard current !== previous else { return }
        notifiedFocus = current
        if current == nil || current !== resumedTableFocus { bindingTable.invalidate() }
        resumedTableFocus = nil
        setNeedsRender()
        let oldChain = Self.ancestors(of: previous)
        let newChain = Self.ancestors(of: current)
        previous?.didResignFocus()
        current?.didBecomeFocused()
        for view in oldChain where !newChain.contains(where: { $0 === view }) { view.focusWithinDidChange() }
        for view in newChain where !oldChain.contains(where: { $0 === view }) { view.focusWithinDidChange() }
        if let current { for view in newChain { view.descendantDidBecomeFocused(current) } }
    }

    static func ancestors(of view: View?) -> [View] {
        var result: [View] = []
        var current = view?.superview
        while let ancestor = current {
            result.append(ancestor)
            current = ancestor.superview
        }
        return result
    }

    /// The focusable views inside `root` (itself included) in Tab order, whether or not it is shown.
    public static func focusOrder(in root: View) -> [View] {
        var found: [(view: View, frame: Rect, index: Int)] = []
        func collect(_ view: View, origin: Point) {
            guard !view.isHidden, view.isEnabled else { return }
            let frame = Rect(origin: origin, size: view.frame.size)
            if view.canBecomeFocused { found.append((view, frame, found.count)) }
            for sub in view.subviews {
                collect(sub, origin: Point(x: origin.x + sub.frame.x, y: origin.y + sub.frame.y))
            }
        }
        if root.isVisibleInHierarchy, root.isEnabledInHierarchy { collect(root, origin: root.originInWindow) }
        return found.sorted { a, b in
            if a.frame.y != b.frame.y { return a.frame.y < b.frame.y }
            if a.frame.x != b.frame.x { return a.frame.x < b.frame.x }
            return a.index < b.index
        }.map(\.view)
    }

    /// How many views of `root`'s subtree (itself included) `focusOrder(in:)` lists, counted up to `limit`.
    static func focusableViewCount(in root: View, upTo limit: Int) -> Int {
        guard root.isVisibleInHierarchy, root.isEnabledInHierarchy else { return 0 }
        var count = 0
        func visit(_ view: View) {
            guard count < limit, !view.isHidden, view.isEnabled else { return }
            if view.canBecomeFocused { count += 1 }
            for sub in view.subviews { visit(sub) }
        }
        visit(root)
        return count
    }

    static func isVisually(_ frame: Rect, atOrAfter other: Rect) -> Bool {
        frame.y > other.y || (frame.y == other.y && frame.x >= other.x)
    }
}
