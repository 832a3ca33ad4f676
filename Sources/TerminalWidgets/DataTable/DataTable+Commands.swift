extension DataTable {
    /// The key-binding table; every key has a hint (shown in the help dialog), the main ones in the
    /// status bar too.
    static func tableBindings(cellCursor: Bool) -> [KeyBinding] {
        [
            KeyBinding(.up, .moveUp, hint: "Move", keyLabel: "↑↓"),
            KeyBinding(.down, .moveDown, isHintVisible: false),
            KeyBinding(.left, .moveLeft, hint: horizontalHint(cellCursor: cellCursor), keyLabel: "←→"),
            KeyBinding(.right, .moveRight, isHintVisible: false),
            KeyBinding(.pageUp, .pageUp, hint: "Page", isHintVisible: false, keyLabel: "PgUp/PgDn"),
            KeyBinding(.pageDown, .pageDown, isHintVisible: false),
            KeyBinding(
                .home, .moveToStart, hint: homeHint(cellCursor: cellCursor), isHintVisible: false, keyLabel: "Home/End"),
            KeyBinding(.end, .moveToEnd, isHintVisible: false),
            KeyBinding(
                Key(.home, modifiers: .ctrl), .moveToFirstCell, hint: "First/last cell", isHintVisible: false,
                keyLabel: "Ctrl-Home/End"),
            KeyBinding(Key(.end, modifiers: .ctrl), .moveToLastCell, isHintVisible: false),
            KeyBinding(.enter, .activate, hint: "Open"),
            KeyBinding(.character("s"), .sort, hint: "Sort"),
        ]
    }

    /// What ←/→ do: move the cell cursor, or scroll the columns.
    static func horizontalHint(cellCursor: Bool) -> String { cellCursor ? "Column" : "Scroll" }

    /// What Home/End do: go to the first/last column with a cell cursor, to the first/last row without.
    static func homeHint(cellCursor: Bool) -> String { cellCursor ? "First/last column" : "First/last row" }

    /// Registers the table's commands: the vertical moves always count (so arrows never leave the
    /// table), ←/→ with a cell cursor or while the columns overflow, Enter with a selected row and a
    /// subscriber to `activated`, Space while marking, the sort key while a column is sortable.
    func addTableCommands() {
        for command in [Command.moveUp, .moveDown, .pageUp, .pageDown, .moveToStart, .moveToEnd] {
            addCommand(command) { [unowned self] in navigate(command) }
        }
        for command in [Command.moveToFirstCell, .moveToLastCell] {
            addCommand(command) { [unowned self] in navigate(command) }
        }
        let horizontal: @MainActor () -> Bool = { [unowned self] in movesHorizontally }
        addCommand(.moveLeft, isEnabled: horizontal) { [unowned self] in navigate(.moveLeft) }
        addCommand(.moveRight, isEnabled: horizontal) { [unowned self] in navigate(.moveRight) }
        // The availability checks are typed closures of their own: written inline as arguments, each
        // call (the status bar asks on every key) would first check it runs on the main actor.
        let activates: @MainActor () -> Bool = { [unowned self] in
            activation.hasSubscribers && model.selectedIndex != nil
        }
        let marks: @MainActor () -> Bool = { [unowned self] in allowsMultipleSelection && model.selectedIndex != nil }
        let sorts: @MainActor () -> Bool = { [unowned self] in hasSortableColumn }
        addCommand(.activate, isEnabled: activates) {
            [unowned self] in
            typeAhead.reset()
            if let row = model.selectedItem { activation.send(row) }
        }
        addCommand(.mark, isEnabled: marks) {
            [unowned self] in
            userToggleMark()
        }
        addCommand(.sort, isEnabled: sorts) {
            [unowned self] command in
            typeAhead.reset()
            userRequestSort(column: command.argument)
        }
    }

    /// Whether ←/→ do anything: with a cell cursor while there are columns, else while the columns
    /// overflow. (The status bar asks on every key.)
    private var movesHorizontally: Bool {
        if isCellCursorEnabled { return !columns.isEmpty }
        return columnLayout.totalWidth > columnLayout.availableWidth
    }

    /// The hints follow the cursor mode; the cursor's column comes into view.
    func cursorModeDidChange() {
        updateBindings(for: .moveLeft) { $0.hint = Self.horizontalHint(cellCursor: isCellCursorEnabled) }
        updateBindings(for: .moveToStart) { $0.hint = Self.homeHint(cellCursor: isCellCursorEnabled) }
        relayoutColumns()
        setNeedsDisplay()
    }

    /// Space marks while marking is allowed; the gutter comes or goes.
    func multipleSelectionDidChange() {
        keyBindings.removeAll { $0.command == .mark }
        if allowsMultipleSelection { keyBindings.append(KeyBinding(.character(" "), .mark, hint: "Mark")) }
        relayoutColumns()
        setNeedsDisplay()
    }

    /// The first and last rows' positions.
    private var firstPosition: ListRowLayout.ItemPosition? { model.itemCount > 0 ? model.position(of: 0) : nil }
    private var lastPosition: ListRowLayout.ItemPosition? {
        model.itemCount > 0 ? model.position(of: model.itemCount - 1) : nil
    }

    /// Performs a move command (see the type's notes); with nothing selected, any vertical move but a
    /// move to the end selects the first row.
    func navigate(_ command: Command) {
        typeAhead.reset()
        let cell = isCellCursorEnabled
        switch command {
        case .moveLeft, .moveRight:
            let step = command == .moveLeft ? -1 : 1
            if cell { moveCursor(toColumn: cursorColumn + step) } else { scrollColumns(to: firstScrolledColumn + step) }
            return
        case .moveToStart where cell, .moveToEnd where cell:
            moveCursor(toColumn: command == .moveToStart ? 0 : columns.count - 1)
            return
        case .moveToFirstCell, .moveToLastCell:
            let first = command == .moveToFirstCell
            if cell {
                moveCursor(toColumn: first ? 0 : columns.count - 1)
            } else {
                scrollColumns(to: first ? 0 : columnLayout.lastFirstScrolledColumn)
            }
            userSelect(first ? firstPosition : lastPosition)
            return
        default:
            break
        }
        let page = max(1, bodyHeight - 1)
        guard let current = selectedPosition else {
            userSelect(command == .moveToEnd ? lastPosition : firstPosition)
            return
        }
        switch command {
        case .moveUp: userSelect(rowLayout.positionAbove(current))
        case .moveDown: userSelect(rowLayout.positionBelow(current))
        case .pageUp: userSelect(rowLayout.position(current, movedByRows: -page))
        case .pageDown: userSelect(rowLayout.position(current, movedByRows: page))
        case .moveToStart: userSelect(firstPosition)
        case .moveToEnd: userSelect(lastPosition)
        default: break
        }
    }

    /// Selects a row because the user asked: scrolls it into view and fires `selectionChanged`, after
    /// which a controlled table shows the bound selection.
    func userSelect(_ position: ListRowLayout.ItemPosition?) {
        guard let position else { return }
        let index = model.itemOffsets[position.section] + position.index
        let previous = (index: model.selectedIndex, scroll: scrollPosition)
        pendingSelectionID = nil
        guard model.select(index: index) else { return }
        scrollSelectionIntoView()
        redrawSelectionChange(from: previous.index, scrolledFrom: previous.scroll)
        guard let id = model.selectedID else { return }
        selectionEvent.send(id, settling: controlledSelection)
    }

    /// Marks or unmarks the selected row because the user asked and fires `marksChanged`, after
    /// which a controlled table shows the bound marks.
    func userToggleMark() {
        typeAhead.reset()
        guard let index = model.selectedIndex, model.toggleMark(at: index) else { return }
        redrawSelectionChange(from: index, scrolledFrom: scrollPosition)
        marksEvent.send(model.markedIDs, settling: controlledMarks)
    }
}
