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
            return dispatchAlongChain(event)
        case .key(let key):
            if dispatchAlongChain(event) { return true }
            return arrowKeysMoveFocus && moveFocus(withArrow: key)
        case .keyRelease:
            return responderChain.contains { $0.receivesKeyReleases && $0.handle(event) }
        case .keyRepeat(let key):
            if responderChain.contains(where: { $0.receivesKeyReleases && $0.handle(event) }) { return true }
            if dispatchAlongChain(.key(key)) { return true }
            return arrowKeysMoveFocus && moveFocus(withArrow: key)
        case .terminalFocus(let focused):
            isTerminalFocused = focused
            onTerminalFocusChange?(focused)
            return true
        }
    }

    /// The responders a key passes, innermost first: the focused view of the top layer (or, with
    /// nothing focused, the layer's `unfocusedResponder`), then each `nextResponder` out to the window.
    /// Disabled views are left out.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var walk = ResponderWalk(window: self)
        while let responder = walk.next() { chain.append(responder) }
        return chain
    }

    /// The table of the bindings that work in the focused context, worked out again first when the
    /// focus, the hierarchy or a responder's table changed since.
    var activeBindings: ActiveBindings {
        let table = bindingTable
        if table.needsRebuild {
            validateFocusIfNeeded()
            var walk = ResponderWalk(window: self)
            var chain = bindingChainScratch
            bindingChainScratch = []
            chain.removeAll(keepingCapacity: true)
            while let responder = walk.next() { chain.append(responder) }
            table.rebuild(chain: chain, reachesWindow: !walk.addedWindow, owner: self)
            chain.removeAll(keepingCapacity: true)
            bindingChainScratch = chain
        }
        return table
    }

    /// Offers `event` to each responder of the chain, innermost first, until one handles it. Each
    /// responder's `handle(_:)` runs (a view that types or searches takes keys before its
    /// bindings); a binding is found in the table of active bindings, not in each table. When a
    /// responder that did not handle the event changed the focus or a table, the rest of the walk
    /// follows the chain as it is now.
    private func dispatchAlongChain(_ event: Event) -> Bool {
        let table = activeBindings
        let interrupted = table.beginDispatch(of: event)
        let outerTable = ActiveBindings.dispatching
        ActiveBindings.dispatching = table
        defer {
            table.endDispatch(restoring: interrupted)
            ActiveBindings.dispatching = outerTable
        }
        let version = table.version
        var position = 0
        while position < table.chain.count {
            let responder = table.chain[position].responder
            table.ask(position: position)
            if responder.handle(event) { return true }
            guard table.version == version, !table.needsRebuild else {
                var walk = ResponderWalk(window: self, after: responder)
                while let next = walk.next() {
                    if next.handle(event) { return true }
                }
                return false
            }
            position += 1
        }
        return false
    }

    /// The bindings that currently do something, innermost first, worked out from the table of
    /// active bindings now (`activeHints` is the same list as of the last render). A key bound (or
    /// captured) by an inner responder hides the outer bindings of it; a binding counts only when
    /// some responder from its own outwards can perform its command. Only bindings with a hint are
    /// listed: for each command the keys whose hint is visible, or, when all of those are taken by
    /// inner responders, its first key with a hidden hint (F1 for Help while a text field types
    /// `?`). Keys of one command with the same hint share one entry: `q/Ctrl-C Quit`.
    /// `includingHidden` also lists the keys whose hint is hidden from the status bar.
    package func hintsForFocusedContext(includingHidden: Bool = false) -> [KeyBinding] {
        workOutHints(includingHidden: includingHidden)
        return hintScratch.hints
    }

    /// Works the hints out into `hintScratch.hints`, in buffers reused from render to render (taken
    /// out of the scratch while in use, so that emptying them never finds them shared).
    private func workOutHints(includingHidden: Bool) {
        hintComputations += 1
        let table = activeBindings
        let scratch = hintScratch
        scratch.isWorking = true
        defer {
            scratch.isWorking = false
            scratch.severalFocusable = nil
        }
        var claimed: [Key] = []
        var available: [KeyBinding] = []
        var owners: [Int] = []
        var shadowedPreferred: [KeyBinding] = []
        var hints: [KeyBinding] = []
        swap(&claimed, &scratch.claimed)
        swap(&available, &scratch.available)
        swap(&owners, &scratch.owners)
        swap(&shadowedPreferred, &scratch.shadowedPreferred)
        swap(&hints, &scratch.hints)
        hints.removeAll(keepingCapacity: true)
        table.collectAvailable(into: &available, owners: &owners, shadowed: &shadowedPreferred, claimed: &claimed)
        Self.mergeHints(available, shadowedPreferred: shadowedPreferred, includingHidden: includingHidden, into: &hints)
        HintScratch.empty(&claimed, &available, &owners, &shadowedPreferred)
        swap(&claimed, &scratch.claimed)
        swap(&available, &scratch.available)
        swap(&owners, &scratch.owners)
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

    /// Works the hints out once for this render, unless the table of active bindings and every
    /// `isEnabled` it depends on are as they were last time, and tells every view when they changed.
    func publishHintsIfChanged() {
        let table = activeBindings
        hintScratch.isWorking = true
        let holds = table.hintsStillHold()
        hintScratch.isWorking = false
        hintScratch.severalFocusable = nil
        guard !holds else {
            hintComputations += 1
            if let restored = table.setAsideHints {
                table.setAsideHints = nil
                guard restored != activeHints else { return }
                activeHints = restored
                for layer in layers { Self.notifyHintsChanged(layer.root) }
            }
            return
        }
        table.setAsideHints = nil
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
        if passiveOverlayHandles(mouse) { return true }
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

    /// Offers `mouse` to the set-aside overlay above the layer that takes events whose frame it lands
    /// in, when that overlay is `PassiveOverlayMouseHandling`; returns whether it handled it.
    private func passiveOverlayHandles(_ mouse: MouseEvent) -> Bool {
        let active = activeLayer
        for layer in layers.reversed() {
            if layer === active { return false }
            let root = layer.root
            guard !root.isHidden, root.frame.contains(mouse.position),
                let handler = root as? PassiveOverlayMouseHandling
            else { continue }
            let local = mouse.position.offsetBy(dx: -root.frame.x, dy: -root.frame.y)
            return handler.handlePassiveMouse(mouse.moved(to: local))
        }
        return false
    }
}
