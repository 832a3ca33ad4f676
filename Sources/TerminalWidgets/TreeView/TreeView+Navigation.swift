extension TreeView {
    /// The tree's key-binding table. The status bar shows ↑↓, ←→ and Enter; the help dialog lists
    /// every key.
    static var treeBindings: [KeyBinding] {
        [
            KeyBinding(.up, .moveUp, hint: "Move", keyLabel: "↑↓"),
            KeyBinding(.down, .moveDown),
            KeyBinding(.left, .collapse, hint: "Fold", keyLabel: "←→"),
            KeyBinding(.right, .expand),
            KeyBinding(.pageUp, .pageUp, hint: "Page", isHintVisible: false, keyLabel: "PgUp/PgDn"),
            KeyBinding(.pageDown, .pageDown),
            KeyBinding(.home, .moveToStart, hint: "First/last", isHintVisible: false, keyLabel: "Home/End"),
            KeyBinding(.end, .moveToEnd),
            KeyBinding(.character(" "), .toggle, hint: "Expand/collapse", isHintVisible: false),
            KeyBinding(.character("*"), .expandAll, hint: "Expand all", isHintVisible: false),
            KeyBinding(.character("-"), .collapseAll, hint: "Collapse all", isHintVisible: false),
            KeyBinding(.enter, .activate, hint: "Open"),
        ]
    }

    /// Registers the tree's commands: moving, expanding and collapsing count whenever there are rows
    /// (even where nothing can move, so arrows never leave the tree); Enter only with a selected node
    /// and someone subscribed to `activated`.
    func addTreeCommands() {
        let hasRows: @MainActor () -> Bool = { [unowned self] in model.rowCount > 0 }
        for command in [Command.moveUp, .moveDown, .pageUp, .pageDown, .moveToStart, .moveToEnd] {
            addCommand(command, isEnabled: hasRows) { [unowned self] in navigate(command) }
        }
        for command in [Command.expand, .collapse, .toggle, .expandAll, .collapseAll] {
            addCommand(command, isEnabled: hasRows) { [unowned self] in
                typeAhead.reset()
                guard let location = selection else { return userSelect(model.location(atRow: 0)) }
                fold(command, at: location)
            }
        }
        addCommand(.activate, isEnabled: { [unowned self] in activationListeners > 0 && selection != nil }) {
            [unowned self] in
            typeAhead.reset()
            if let node = selection?.node { activationEvent.send(node) }
        }
    }

    /// Runs an expand or collapse command on the node at `location`.
    private func fold(_ command: Command, at location: TreeLocation<Node>) {
        switch command {
        case .expand:
            if let branch = location.expandedBranch {
                if !branch.children.isEmpty { userSelect(TreeLocation(branch: branch, index: 0)) }
            } else {
                userExpand(location)
            }
        case .collapse:
            if location.expandedBranch != nil { userCollapse(location) } else { userSelect(location.parent) }
        case .toggle:
            if location.expandedBranch != nil { userCollapse(location) } else { userExpand(location) }
        case .expandAll:
            userExpandAll(location)
        case .collapseAll:
            userCollapseAll(location)
        default:
            break
        }
    }

    /// Moves the selection for a move command; with nothing selected, any move but `.moveToEnd`
    /// selects the first row.
    func navigate(_ command: Command) {
        typeAhead.reset()
        let last = model.rowCount - 1
        guard let row = selectedRow else {
            userSelect(model.location(atRow: command == .moveToEnd ? last : 0))
            return
        }
        let page = max(1, bounds.height - 1)
        let target: Int
        switch command {
        case .moveUp: target = row - 1
        case .moveDown: target = row + 1
        case .pageUp: target = row - page
        case .pageDown: target = row + page
        case .moveToStart: target = 0
        case .moveToEnd: target = last
        default: return
        }
        userSelect(model.location(atRow: min(max(0, target), last)))
    }

    /// Type-to-search, mouse presses and the wheel; nil leaves the event to the key-binding table.
    /// Any key or click clears the notice.
    func handleTreeEvent(_ event: Event) -> Bool? {
        switch event {
        case .key(let key):
            notice = nil
            guard let character = key.insertableCharacter else {
                typeAhead.reset()
                return nil
            }
            let continuesSearch = character == " " && typeAhead.isActive(at: now())
            if binding(for: key) != nil, !continuesSearch { return nil }
            guard allowsTypeToSearch, !outerResponderBinds(key) else { return nil }
            search(typing: character)
            return true
        case .mouse(.press(.left, let point, _)):
            notice = nil
            typeAhead.reset()
            guard point.y >= 0, point.x >= 0, point.x < contentWidth,
                let location = model.location(atRow: scrollRow + point.y)
            else { return true }
            userSelect(location)
            let marker = location.depth * 2
            if point.x >= marker, point.x < marker + 2, let selected = selection, selected.isSame(as: location) {
                fold(.toggle, at: location)
            }
            return true
        case .mouse(.wheelUp):
            scroll(by: -3)
            return true
        case .mouse(.wheelDown):
            scroll(by: 3)
            return true
        default:
            return nil
        }
    }

    /// Scrolls by `rows` without moving the selection.
    func scroll(by rows: Int) {
        let old = scrollRow
        scrollRow += rows
        clampScrollRow()
        if scrollRow != old { setNeedsDisplay() }
    }

    /// Adds a typed character to the search prefix and selects the next shown node that matches;
    /// typing the same letter again cycles through the nodes starting with it.
    func search(typing character: Character) {
        let fresh = typeAhead.append(character, at: now())
        let prefix = typeAhead.text
        var found = searchRow(prefix: prefix, includingStart: !fresh)
        if found == nil, prefix.count > 1, prefix.allSatisfy({ $0 == character }) {
            found = searchRow(prefix: String(character), includingStart: false)
        }
        if let found { userSelect(model.location(atRow: found)) }
    }

    /// The next row at or after the selection whose search key starts with `prefix`, wrapping.
    private func searchRow(prefix: String, includingStart: Bool) -> Int? {
        guard model.rowCount > 0, !prefix.isEmpty else { return nil }
        if searchIndex == nil {
            let key: (Node) -> String = searchKey ?? { [renderer] node in renderer(node, ListCellState()).plainText }
            var keys: [String] = []
            keys.reserveCapacity(model.rowCount)
            var location = model.location(atRow: 0)
            while let current = location {
                keys.append(key(current.node))
                location = model.location(after: current)
            }
            searchIndex = ListSearchIndex(keys: keys)
        }
        let start = selectedRow
        return searchIndex?.firstMatch(
            prefix: prefix, from: start ?? 0, includingStart: includingStart || start == nil)
    }
}
