extension Window {
    /// Routes one event: a resize relayouts the window; a key or a paste travels the responder chain
    /// (the focused view, its ancestors, their screen, the navigation, the window), and then, when
    /// `arrowKeysMoveFocus`, an unused arrow moves the focus (↓/→ next, ↑/← previous); a mouse
    /// press focuses the view under it, and the event is offered to that view and its ancestors in
    /// their own coordinates (an event none of them handles goes to the window's accessories, where a
    /// right press may open a context menu; an event outside a top overlay that is
    /// `OutsideMouseHandling` goes to it). Returns whether something handled the event. The user
    /// events the handlers sent are delivered once the routing is done (see `UserEvent`).
    @discardableResult
    public func dispatch(_ event: Event) -> Bool {
        UserEventQueue.beginHandling()
        defer { UserEventQueue.endHandling() }
        validateFocusIfNeeded()
        switch event {
        case .resize(let newSize):
            resize(to: newSize)
            return true
        case .mouse(let mouse):
            return routeMouse(mouse)
        case .paste:
            return chainContains { $0.handle(event) }
        case .key(let key):
            if chainContains(where: { $0.handle(event) }) { return true }
            return arrowKeysMoveFocus && moveFocus(withArrow: key)
        }
    }

    /// The responders a key passes, innermost first: the focused view of the top layer (or, with
    /// nothing focused, the layer's `unfocusedResponder`), then each `nextResponder` out to the window.
    /// Disabled views are left out.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        appendResponderChain(to: &chain)
        return chain
    }

    /// Appends `responderChain` to `chain`.
    private func appendResponderChain(to chain: inout [Responder]) {
        var walk = ResponderWalk(window: self)
        while let responder = walk.next() { chain.append(responder) }
    }

    /// Whether a responder of `responderChain` after `start` (from the innermost one when nil)
    /// satisfies `predicate`, tried innermost first; the chain is walked in place, nothing is built.
    package func chainContains(after start: Responder? = nil, where predicate: (Responder) -> Bool) -> Bool {
        var walk = ResponderWalk(window: self)
        var reachedStart = start == nil
        while let responder = walk.next() {
            if reachedStart, predicate(responder) { return true }
            if responder === start { reachedStart = true }
        }
        return false
    }

    /// The bindings that currently do something, innermost first, worked out from the responder
    /// chain now (`activeHints` is the same list as of the last render). A key bound (or captured) by
    /// an inner responder hides the outer bindings of it; a binding counts only when some responder
    /// from its own outwards can perform its command. Only bindings with a hint are listed: for each
    /// command the keys whose hint is visible, or, when all of those are taken by inner responders,
    /// its first key with a hidden hint (F1 for Help while a text field types `?`). Keys of one
    /// command with the same hint share one entry: `q/Ctrl-C Quit`. `includingHidden` also lists the
    /// keys whose hint is hidden from the status bar.
    public func hintsForFocusedContext(includingHidden: Bool = false) -> [KeyBinding] {
        workOutHints(includingHidden: includingHidden)
        return hintScratch.hints
    }

    /// Works the hints out into `hintScratch.hints`, in buffers reused from render to render (taken
    /// out of the scratch while in use, so that emptying them never finds them shared).
    private func workOutHints(includingHidden: Bool) {
        hintComputations += 1
        let scratch = hintScratch
        scratch.isWorking = true
        defer {
            scratch.isWorking = false
            scratch.severalFocusable = nil
        }
        var chain: [Responder] = []
        var claimed: [Key] = []
        var available: [KeyBinding] = []
        var shadowedPreferred: [KeyBinding] = []
        var hints: [KeyBinding] = []
        swap(&chain, &scratch.chain)
        swap(&claimed, &scratch.claimed)
        swap(&available, &scratch.available)
        swap(&shadowedPreferred, &scratch.shadowedPreferred)
        swap(&hints, &scratch.hints)
        hints.removeAll(keepingCapacity: true)
        appendResponderChain(to: &chain)
        // Loops rather than closures: a closure made here is isolated to the main actor, and
        // `contains(where:)` would check that isolation on every call.
        for index in chain.indices {
            let responder = chain[index]
            for binding in responder.keyBindings {
                var taken = claimed.contains(binding.key)
                if !taken {
                    for inner in chain[..<index] where inner.capturesKey(binding.key) {
                        taken = true
                        break
                    }
                }
                if taken {
                    if binding.showsHint { shadowedPreferred.append(binding) }
                    continue
                }
                guard responder.target(for: binding.command) != nil else { continue }
                claimed.append(binding.key)
                available.append(binding)
            }
        }
        Self.mergeHints(available, shadowedPreferred: shadowedPreferred, includingHidden: includingHidden, into: &hints)
        HintScratch.empty(&chain, &claimed, &available, &shadowedPreferred)
        swap(&chain, &scratch.chain)
        swap(&claimed, &scratch.claimed)
        swap(&available, &scratch.available)
        swap(&shadowedPreferred, &scratch.shadowedPreferred)
        swap(&hints, &scratch.hints)
    }

    /// Nonisolated (it touches values only), so its closures carry no actor isolation to check.
    private nonisolated static func mergeHints(
        _ available: [KeyBinding], shadowedPreferred: [KeyBinding], includingHidden: Bool,
        into hints: inout [KeyBinding]
    ) {
        for binding in available where !binding.hint.isEmpty {
            if !binding.isHintVisible && !includingHidden {
                let preferredIsFree = available.contains { $0.command == binding.command && $0.showsHint }
                let standsIn =
                    !preferredIsFree && shadowedPreferred.contains { $0.command == binding.command }
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
    }

    /// Works the hints out once for this render and tells every view when they changed.
    func publishHintsIfChanged() {
        workOutHints(includingHidden: false)
        guard hintScratch.hints != activeHints else { return }
        activeHints = hintScratch.hints
        for layer in layers { Self.notifyHintsChanged(layer.root) }
    }

    private static func notifyHintsChanged(_ view: View) {
        view.activeHintsDidChange()
        for subview in view.subviews { notifyHintsChanged(subview) }
    }

    /// Binds Tab and Shift-Tab to focus traversal; Tab counts (and shows `focusHint`) only while
    /// there is more than one view to go to.
    func installFocusCommands() {
        let canMove: @MainActor () -> Bool = { [unowned self] in hasSeveralFocusableViews }
        addCommand(.focusNext, isEnabled: canMove) { [unowned self] in focusNext() }
        addCommand(.focusPrevious, isEnabled: canMove) { [unowned self] in focusPrevious() }
        keyBindings = [
            KeyBinding(.tab, .focusNext, hint: focusHint ?? ""),
            KeyBinding(.backTab, .focusPrevious),
            KeyBinding(Key(.tab, modifiers: .shift), .focusPrevious),
        ]
    }

    private func moveFocus(withArrow key: Key) -> Bool {
        guard key.modifiers.isEmpty, hasSeveralFocusableViews else { return false }
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
        guard let hit = root.hitTest(local) else {
            return (root as? OutsideMouseHandling)?.handleMouseOutside(mouse) ?? false
        }
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
        return offerUnhandledMouse(mouse)
    }
}
