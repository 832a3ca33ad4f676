extension ListView {
    /// The key-binding table shared by lists and grids (grids add ← and →).
    static var navigationBindings: [KeyBinding] {
        [
            KeyBinding(.up, .moveUp, hint: "Move", keyLabel: "↑↓"),
            KeyBinding(.down, .moveDown, isHintVisible: false),
            KeyBinding(.pageUp, .pageUp, isHintVisible: false),
            KeyBinding(.pageDown, .pageDown, isHintVisible: false),
            KeyBinding(.home, .moveToStart, isHintVisible: false),
            KeyBinding(.end, .moveToEnd, isHintVisible: false),
            KeyBinding(.enter, .activate, hint: "Open"),
        ]
    }

    /// Registers the list's commands: the moves always count (even where nothing can move, so
    /// arrows never leave the list); Enter only with a selected item and someone subscribed to
    /// `activated`, Space only while marking.
    func addListCommands() {
        for command in [Command.moveUp, .moveDown, .moveLeft, .moveRight, .pageUp, .pageDown, .moveToStart, .moveToEnd]
        {
            addCommand(command) { [unowned self] in navigate(command) }
        }
        addCommand(.activate, isEnabled: { [unowned self] in activation.hasSubscribers && model.selectedItem != nil }) {
            [unowned self] in
            typeAhead.reset()
            if let item = model.selectedItem { activation.send(item) }
        }
        addCommand(.mark, isEnabled: { [unowned self] in allowsMultipleSelection && model.selectedIndex != nil }) {
            [unowned self] in
            typeAhead.reset()
            guard let index = model.selectedIndex, model.toggleMark(at: index) else { return }
            setNeedsDisplay()
            markEvent.send(model.markedIDs)
        }
    }

    /// Rebuilds the row layout (after the items or the column count changed) and keeps the
    /// selection in view.
    func relayout() {
        let oldRowCount = layout.rowCount
        layout = ListRowLayout(
            itemCounts: model.sections.map(\.items.count), hasHeader: model.sections.map(\.hasHeader),
            columns: columnCount(forWidth: contentWidth))
        scrollSelectionIntoView()
        setNeedsDisplay()
        if min(oldRowCount, preferredVisibleRows) != min(layout.rowCount, preferredVisibleRows) {
            invalidateIntrinsicSize()
        }
    }

    /// The selected item's section and index, if any.
    var selectedPosition: ListRowLayout.ItemPosition? {
        guard let index = model.selectedIndex else { return nil }
        return model.position(of: index)
    }

    /// Scrolls as little as possible so the selected item's row is visible (and, when it is the
    /// first row of a section, that section's header too when it fits); clamps the scroll position.
    func scrollSelectionIntoView() {
        let height = bounds.height
        let old = scrollRow
        if let position = selectedPosition, height > 0 {
            let row = layout.row(ofItem: position.index, inSection: position.section)
            let headerAbove = layout.hasHeader(position.section) && position.index < layout.columns && height > 1
            if row < scrollRow { scrollRow = headerAbove ? row - 1 : row }
            if row >= scrollRow + height { scrollRow = row - height + 1 }
        }
        scrollRow = min(max(0, scrollRow), max(0, layout.rowCount - height))
        if scrollRow != old { setNeedsDisplay() }
    }

    /// Selects an item because the user asked: scrolls it into view and fires `selectionChanged`,
    /// after which a controlled list shows the bound selection.
    func userSelect(_ position: ListRowLayout.ItemPosition?) {
        guard let position else { return }
        let index = model.itemOffsets[position.section] + position.index
        let previousIndex = model.selectedIndex
        pendingSelectionID = nil
        let previousScrollRow = scrollRow
        guard model.select(index: index) else { return }
        scrollSelectionIntoView()
        redrawSelectionChange(from: previousIndex, scrolledFrom: previousScrollRow)
        guard let id = model.selectedID else { return }
        selectionEvent.send(id, settling: controlledSelection)
    }

    /// The first and last items' positions.
    private var firstPosition: ListRowLayout.ItemPosition? { model.itemCount > 0 ? model.position(of: 0) : nil }
    private var lastPosition: ListRowLayout.ItemPosition? {
        model.itemCount > 0 ? model.position(of: model.itemCount - 1) : nil
    }

    /// Moves the selection for a move command; with nothing selected, any move but `.moveToEnd`
    /// selects the first item.
    func navigate(_ command: Command) {
        typeAhead.reset()
        let page = max(1, bounds.height - 1)
        guard let current = selectedPosition else {
            userSelect(command == .moveToEnd ? lastPosition : firstPosition)
            return
        }
        switch command {
        case .moveUp: userSelect(layout.positionAbove(current))
        case .moveDown: userSelect(layout.positionBelow(current))
        case .moveLeft: userSelect(model.selectedIndex.flatMap { $0 > 0 ? model.position(of: $0 - 1) : nil })
        case .moveRight:
            userSelect(model.selectedIndex.flatMap { $0 + 1 < model.itemCount ? model.position(of: $0 + 1) : nil })
        case .pageUp: userSelect(layout.position(current, movedByRows: -page))
        case .pageDown: userSelect(layout.position(current, movedByRows: page))
        case .moveToStart: userSelect(firstPosition)
        case .moveToEnd: userSelect(lastPosition)
        default: break
        }
    }

    /// Type-to-search, Space marking, mouse presses and the wheel; nil leaves the event to the
    /// key-binding table (after resetting the typed prefix).
    func handleListEvent(_ event: Event) -> Bool? {
        switch event {
        case .key(let key):
            guard let character = key.insertableCharacter else {
                typeAhead.reset()
                return nil
            }
            if character == " ", allowsMultipleSelection, !typeAhead.isActive(at: now()) {
                return perform(.mark)
            }
            guard allowsTypeToSearch, !outerResponderBinds(key) else { return nil }
            search(typing: character)
            return true
        case .mouse(.press(.left, let point, _)):
            if let position = position(atColumn: point.x, row: point.y) { userSelect(position) }
            return true
        case .mouse(.wheelUp):
            return send(.moveUp)
        case .mouse(.wheelDown):
            return send(.moveDown)
        default:
            return nil
        }
    }

    /// Adds a typed character to the search prefix and selects the next match; typing the same
    /// letter repeatedly cycles through the items starting with it.
    func search(typing character: Character) {
        let fresh = typeAhead.append(character, at: now())
        let prefix = typeAhead.text
        let key: (Item) -> String = searchKey ?? { [renderer] item in renderer(item, ListCellState()).plainText }
        var found = model.search(prefix: prefix, includingStart: !fresh, key: key)
        if found == nil, prefix.count > 1, prefix.allSatisfy({ $0 == character }) {
            found = model.search(prefix: String(character), includingStart: false, key: key)
        }
        if let found { userSelect(model.position(of: found)) }
    }

    /// The item under a local point, if any.
    func position(atColumn x: Int, row y: Int) -> ListRowLayout.ItemPosition? {
        let row = scrollRow + y
        guard y >= 0, row < layout.rowCount, x >= 0, case .items(let section, let range) = layout.content(ofRow: row)
        else {
            return nil
        }
        guard x < contentWidth else { return nil }
        let column = x / (cellWidth(forWidth: contentWidth) + cellSpacing)
        return column < range.count ? (section, range.lowerBound + column) : nil
    }
}
