extension View {
    /// Marks the view for redrawing on the next render.
    public func setNeedsDisplay() {
        needsDisplay = true
        flagAncestors(display: true, layout: false)
    }

    /// Asks for `layoutSubviews()` before the next render.
    public func setNeedsLayout() {
        needsLayout = true
        flagAncestors(display: false, layout: true)
    }

    /// Tells the containers above that `intrinsicSize` changed, so they lay out again (a container's
    /// own wanted size depends on its children, so every ancestor is asked).
    public func invalidateIntrinsicSize() {
        var current = superview
        while let view = current {
            view.needsLayout = true
            current = view.superview
        }
        flagAncestors(display: false, layout: true)
    }

    /// Runs any pending layout of this view and then of the subviews that need it.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        for view in subviews where view.needsLayout || view.subtreeNeedsLayout {
            view.layoutIfNeeded()
        }
    }

    /// Marks `rect` (in this view's coordinates) to be cleared and drawn again on the next render,
    /// with whatever overlaps it: what a widget calls for a region it vacated (a moved row, a shrunk
    /// bar) when it redraws only part of itself rather than calling `setNeedsDisplay()`.
    public func addDamage(_ rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        pendingDamage.append(rect)
        flagAncestors(display: true, layout: false)
    }

    func markSubtreeForRedraw() {
        markSubtree()
        flagAncestors(display: true, layout: true)
    }

    private func markSubtree() {
        needsDisplay = true
        needsLayout = true
        subtreeNeedsDisplay = true
        subtreeNeedsLayout = true
        for view in subviews { view.markSubtree() }
    }

    /// Flags every ancestor so the window's passes reach this view, and tells the window.
    private func flagAncestors(display: Bool, layout: Bool) {
        var root = self
        while let parent = root.superview {
            if display { parent.subtreeNeedsDisplay = true }
            if layout { parent.subtreeNeedsLayout = true }
            root = parent
        }
        root.hostWindow?.setNeedsRender()
    }

    /// Whether a render must visit this view (it or something inside changed).
    var hasPendingDisplayWork: Bool {
        needsDisplay || subtreeNeedsDisplay || !pendingDamage.isEmpty
    }

    /// Whether a layout pass must visit this view.
    var hasPendingLayoutWork: Bool { needsLayout || subtreeNeedsLayout }
}
