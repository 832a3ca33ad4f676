extension View {
    /// Whether this view contains `view` (directly or deeper).
    public func isAncestor(of view: View) -> Bool {
        var current = view.superview
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether this view and all its ancestors are visible.
    public var isVisibleInHierarchy: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden { return false }
            current = view.superview
        }
        return true
    }

    /// Whether this view and all its ancestors are enabled.
    public var isEnabledInHierarchy: Bool {
        var current: View? = self
        while let view = current {
            if !view.isEnabled { return false }
            current = view.superview
        }
        return true
    }

    /// The theme this view draws with: its own override, else its superview's, else its window's.
    public var theme: Theme {
        var current: View? = self
        while let view = current {
            if let theme = view.themeOverride { return theme }
            if view.superview == nil, let window = view.hostWindow { return window.theme }
            current = view.superview
        }
        return .default
    }
}
