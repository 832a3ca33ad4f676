extension Window {
    /// Routes one event: a resize relayouts the window; a key or paste goes to the focused view, then
    /// up its superview chain, then (keys) Tab/Shift-Tab focus traversal, then the window's bindings,
    /// then, when `arrowKeysMoveFocus`, an unused arrow moves the focus (↓/→ next, ↑/← previous);
    /// a mouse press focuses the view under it and is offered to it and its ancestors.
    /// Returns whether something handled the event.
    @discardableResult
    public func dispatch(_ event: Event) -> Bool {
        validateFocusIfNeeded()
        switch event {
        case .resize(let newSize):
            resize(to: newSize)
            return true
        case .paste:
            return routeThroughFocusChain(event)
        case .mouse(let mouse):
            return routeMouse(mouse, event: event)
        case .key(let key):
            if routeThroughFocusChain(event) { return true }
            if key.code == .tab && key.modifiers.isEmpty {
                focusNext()
                return true
            }
            if key.code == .backTab || (key.code == .tab && key.modifiers == .shift) {
                focusPrevious()
                return true
            }
            if runWindowBinding(for: key) { return true }
            return arrowKeysMoveFocus && moveFocus(withArrow: key)
        }
    }

    private func moveFocus(withArrow key: Key) -> Bool {
        guard key.modifiers.isEmpty, focusOrder.count > 1 else { return false }
        switch key.code {
        case .down, .right: focusNext()
        case .up, .left: focusPrevious()
        default: return false
        }
        return true
    }

    /// The bindings that currently do something, innermost first: the focused view's, its ancestors',
    /// then the window's; a key bound (or captured) by an inner view hides the outer bindings of it.
    /// Only bindings with a visible hint are listed; this is what the status bar shows. Bindings of
    /// one command with the same hint (`q` and Ctrl-C both "Quit") share one entry: `q/Ctrl-C Quit`.
    public var activeHints: [KeyBinding] {
        let chain = focusChain
        var claimed: [Key] = []
        var hints: [KeyBinding] = []
        func consider(_ binding: KeyBinding, capturedBy inner: ArraySlice<View>) {
            guard !claimed.contains(binding.key), !inner.contains(where: { $0.capturesKey(binding.key) }) else {
                return
            }
            claimed.append(binding.key)
            guard binding.showsHint else { return }
            if let same = hints.firstIndex(where: { $0.command == binding.command && $0.hint == binding.hint }) {
                hints[same].keyLabel = "\(hints[same].displayedKey)/\(binding.displayedKey)"
            } else {
                hints.append(binding)
            }
        }
        for (index, view) in chain.enumerated() {
            for binding in view.keyBindings { consider(binding, capturedBy: chain[..<index]) }
        }
        if let focusHint, Self.focusOrder(in: topLayer).count > 1 {
            consider(KeyBinding(.tab, command: "focusNext", hint: focusHint), capturedBy: chain[...])
        }
        for binding in keyBindings where !Self.isFocusTraversal(binding.key) {
            consider(binding, capturedBy: chain[...])
        }
        return hints
    }

    /// The focused view and its ancestors up to the top layer's root (just the root when nothing is focused).
    var focusChain: [View] {
        var chain: [View] = []
        var current: View? = focusedView ?? topLayer
        while let view = current {
            if view.isEnabled { chain.append(view) }
            current = view.superview
        }
        return chain
    }

    func publishHintsIfChanged() {
        let hints = activeHints
        guard hints != lastHints else { return }
        lastHints = hints
        for layer in layers { Self.notifyHintsChanged(layer.root) }
    }

    private static func notifyHintsChanged(_ view: View) {
        view.activeHintsDidChange()
        for subview in view.subviews { notifyHintsChanged(subview) }
    }

    private static func isFocusTraversal(_ key: Key) -> Bool {
        key.code == .backTab || (key.code == .tab && (key.modifiers.isEmpty || key.modifiers == .shift))
    }

    private func routeThroughFocusChain(_ event: Event) -> Bool {
        for view in focusChain where view.handle(event) { return true }
        return false
    }

    private func runWindowBinding(for key: Key) -> Bool {
        guard let binding = keyBindings.first(where: { $0.key == key }), let action = binding.action else {
            return false
        }
        action()
        return true
    }

    private func routeMouse(_ mouse: MouseEvent, event: Event) -> Bool {
        let root = topLayer
        let position = mouse.position
        let local = Point(x: position.x - root.frame.x, y: position.y - root.frame.y)
        guard let hit = root.hitTest(local) else { return false }
        if case .press = mouse {
            var candidate: View? = hit
            while let view = candidate, !view.isFocusableNow { candidate = view.superview }
            if let candidate { focus(candidate) }
        }
        var current: View? = hit
        while let view = current {
            if view.isEnabledInHierarchy, view.handle(event) { return true }
            current = view.superview
        }
        return false
    }
}
