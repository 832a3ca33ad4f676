extension Window {
    /// Routes one event: a resize relayouts the window; a key or a paste travels the responder chain
    /// (the focused view, its ancestors, their screen, the navigation, the window), and then, when
    /// `arrowKeysMoveFocus`, an unused arrow moves the focus (↓/→ next, ↑/← previous); a mouse
    /// press focuses the view under it, and the event is offered to that view and its ancestors in
    /// their own coordinates. Returns whether something handled the event.
    @discardableResult
    public func dispatch(_ event: Event) -> Bool {
        validateFocusIfNeeded()
        switch event {
        case .resize(let newSize):
            resize(to: newSize)
            return true
        case .mouse(let mouse):
            return routeMouse(mouse)
        case .paste:
            return responderChain.contains { $0.handle(event) }
        case .key(let key):
            if responderChain.contains(where: { $0.handle(event) }) { return true }
            return arrowKeysMoveFocus && moveFocus(withArrow: key)
        }
    }

    /// The responders a key passes, innermost first: the focused view of the top layer (or, with
    /// nothing focused, the layer's `unfocusedResponder`), then each `nextResponder` out to the window.
    /// Disabled views are left out.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var current: Responder? = focusedView ?? topLayer.unfocusedResponder
        while let responder = current, chain.count < Self.chainLimit {
            if (responder as? View)?.isEnabled != false { chain.append(responder) }
            current = responder.nextResponder
        }
        if chain.last !== self { chain.append(self) }
        return chain
    }

    /// The bindings that currently do something, innermost first, worked out from the responder
    /// chain now (`activeHints` is the same list as of the last render). A key bound (or captured) by
    /// an inner responder hides the outer bindings of it; a binding counts only when some responder
    /// from its own outwards can perform its command. Only bindings with a hint are listed: for each
    /// command the keys whose hint is visible, or, when all of those are taken by inner responders,
    /// its first key with a hidden hint (F1 for Help while a text field types `?`); `includingHidden`
    /// lists every key that has a hint (what the help dialog shows). Keys of one command with the same
    /// hint share one entry: `q/Ctrl-C Quit`.
    public func hintsForFocusedContext(includingHidden: Bool = false) -> [KeyBinding] {
        hintComputations += 1
        let chain = responderChain
        var claimed: Set<Key> = []
        var available: [KeyBinding] = []
        var shadowedPreferred: [Command] = []
        for (index, responder) in chain.enumerated() {
            for binding in responder.keyBindings {
                let taken =
                    claimed.contains(binding.key)
                    || chain[..<index].contains { $0.capturesKey(binding.key) }
                if taken {
                    if binding.showsHint { shadowedPreferred.append(binding.command) }
                    continue
                }
                guard responder.target(for: binding.command) != nil else { continue }
                claimed.insert(binding.key)
                available.append(binding)
            }
        }
        return Self.mergedHints(available, shadowedPreferred: shadowedPreferred, includingHidden: includingHidden)
    }

    private static func mergedHints(
        _ available: [KeyBinding], shadowedPreferred: [Command], includingHidden: Bool
    ) -> [KeyBinding] {
        var hints: [KeyBinding] = []
        for binding in available where !binding.hint.isEmpty {
            if !binding.isHintVisible, !includingHidden {
                let preferredIsFree = available.contains { $0.command == binding.command && $0.showsHint }
                let standsIn =
                    !preferredIsFree && shadowedPreferred.contains(binding.command)
                    && !hints.contains { $0.command == binding.command }
                guard standsIn else { continue }
            }
            if let same = hints.firstIndex(where: { $0.command == binding.command && $0.hint == binding.hint }) {
                hints[same].keyLabel = "\(hints[same].displayedKey)/\(binding.displayedKey)"
            } else {
                var shown = binding
                shown.isHintVisible = true
                hints.append(shown)
            }
        }
        return hints
    }

    /// Works the hints out once for this render and tells every view when they changed.
    func publishHintsIfChanged() {
        let hints = hintsForFocusedContext()
        guard hints != activeHints else { return }
        activeHints = hints
        for layer in layers { Self.notifyHintsChanged(layer.root) }
    }

    private static func notifyHintsChanged(_ view: View) {
        view.activeHintsDidChange()
        for subview in view.subviews { notifyHintsChanged(subview) }
    }

    /// Binds Tab and Shift-Tab to focus traversal; Tab counts (and shows `focusHint`) only while
    /// there is more than one view to go to.
    func installFocusCommands() {
        let canMove: @MainActor () -> Bool = { [unowned self] in focusOrder.count > 1 }
        addCommand(.focusNext, isEnabled: canMove) { [unowned self] in focusNext() }
        addCommand(.focusPrevious, isEnabled: canMove) { [unowned self] in focusPrevious() }
        keyBindings = [
            KeyBinding(.tab, .focusNext, hint: focusHint ?? ""),
            KeyBinding(.backTab, .focusPrevious),
            KeyBinding(Key(.tab, modifiers: .shift), .focusPrevious),
        ]
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

    private func routeMouse(_ mouse: MouseEvent) -> Bool {
        let root = topLayer
        let local = mouse.position.offsetBy(dx: -root.frame.x, dy: -root.frame.y)
        guard let hit = root.hitTest(local) else { return false }
        if case .press = mouse {
            var candidate: View? = hit
            while let view = candidate, !view.isFocusableNow { candidate = view.superview }
            if let candidate { focus(candidate) }
        }
        var current: View? = hit
        while let view = current {
            let origin = view.originInWindow
            let event = Event.mouse(mouse.moved(to: mouse.position.offsetBy(dx: -origin.x, dy: -origin.y)))
            if view.isEnabledInHierarchy, view.handle(event) { return true }
            current = view.superview
        }
        return false
    }
}
