extension View {
    /// Whether the focused view is this view or one of its descendants.
    public var containsFocus: Bool {
        guard let focused = window?.focusedView else { return false }
        return focused === self || isAncestor(of: focused)
    }

    /// Whether this view holds the focus of its window's top layer.
    public var isFocused: Bool { window?.focusedView === self }

    /// Whether the view could take the focus right now: focusable, visible and enabled in its hierarchy.
    package var isFocusableNow: Bool {
        canBecomeFocused && isVisibleInHierarchy && isEnabledInHierarchy
    }

    /// Moves the focus to this view; returns false when it cannot be focused or is not in the top layer.
    @discardableResult
    public func becomeFocused() -> Bool {
        window?.focus(self) ?? false
    }

    /// Gives the focus up, moving it to the next focusable view after this one.
    public func resignFocus() {
        guard isFocused, let window else { return }
        window.focusNext()
        if window.focusedView === self { window.clearFocus() }
    }

    /// The view's frame in window coordinates.
    public var frameInWindow: Rect {
        Rect(origin: originInWindow, size: frame.size)
    }

    var originInWindow: Point {
        var x = 0
        var y = 0
        var current: View? = self
        while let view = current {
            x += view.frame.origin.x
            y += view.frame.origin.y
            current = view.superview
        }
        return Point(x: x, y: y)
    }

    /// The part of the view that its ancestors (and the window) leave visible, in window coordinates.
    public var visibleRectInWindow: Rect {
        var visible = frameInWindow
        var current = superview
        while let view = current {
            visible = visible.intersection(view.frameInWindow)
            current = view.superview
        }
        if let window { visible = visible.intersection(Rect(origin: .zero, size: window.size)) }
        return visible
    }

    /// Converts a point from this view's coordinates to window coordinates.
    public func convertToWindow(_ point: Point) -> Point {
        let origin = originInWindow
        return Point(x: point.x + origin.x, y: point.y + origin.y)
    }

    /// The deepest visible view at `point` (local coordinates), front-most first; nil when outside.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for view in subviews.reversed() {
            let local = Point(x: point.x - view.frame.origin.x, y: point.y - view.frame.origin.y)
            if let hit = view.hitTest(local) { return hit }
        }
        return self
    }
}
