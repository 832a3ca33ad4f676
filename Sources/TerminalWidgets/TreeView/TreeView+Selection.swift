extension TreeView {
    /// The selected node's identity; setting it fires no event. Nil clears it; an id of no shown
    /// node clears it too and waits as `pendingSelectionID`, selected as soon as its node shows.
    public var selectedID: Node.ID? {
        get { selection?.node.id }
        set {
            let previous = (row: selectedRow, scrollRow: scrollRow)
            pendingSelectionID = nil
            guard newValue != selectedID || (newValue != nil && selection == nil) else { return }
            if let id = newValue, let back = selectionBeforeUserMove, model.isShown(back), back.node.id == id {
                selection = back
            } else if let id = newValue, let location = model.location(of: id) {
                selection = location
            } else {
                pendingSelectionID = newValue
                selection = nil
            }
            scrollSelectionIntoView()
            redrawSelectionChange(from: previous.row, scrolledFrom: previous.scrollRow)
        }
    }

    /// The selected node, if any.
    public var selectedNode: Node? { selection?.node }

    /// The selected node's display row.
    var selectedRow: Int? { selection.map(model.row(of:)) }

    /// The identities of the selected node's ancestors, the root first.
    var selectedAncestorIDs: [Node.ID] {
        var ids: [Node.ID] = []
        var current = selection?.parent
        while let location = current {
            ids.append(location.node.id)
            current = location.parent
        }
        return ids.reversed()
    }

    /// Changes the loaded tree with `change`, then finds the selection again: on the same node if it
    /// is still shown, else on its nearest shown ancestor, else on the node now on its row. A pending
    /// selection is applied when its node showed up.
    func restructure(_ change: () -> Void) {
        let memo = selection.map { (id: $0.node.id, ancestors: selectedAncestorIDs, row: model.row(of: $0)) }
        let oldRowCount = model.rowCount
        change()
        searchIndex = nil
        if let memo {
            selection = relocatedSelection(id: memo.id, ancestors: memo.ancestors, row: memo.row)
        } else if let pending = pendingSelectionID, let location = model.location(of: pending) {
            pendingSelectionID = nil
            selection = location
        }
        scrollSelectionIntoView()
        setNeedsDisplay()
        if min(oldRowCount, preferredVisibleRows) != min(model.rowCount, preferredVisibleRows) {
            invalidateIntrinsicSize()
        }
    }

    /// Where the node `id` (with `ancestors`, on `row` before a change) is shown now.
    private func relocatedSelection(id: Node.ID, ancestors: [Node.ID], row: Int) -> TreeLocation<Node>? {
        if let selection, model.isShown(selection), selection.node.id == id { return selection }
        if let found = model.location(of: id) { return found }
        for ancestor in ancestors.reversed() {
            if let found = model.location(of: ancestor) { return found }
        }
        return model.location(atRow: min(row, model.rowCount - 1))
    }

    /// Scrolls as little as possible so the selected row is visible; clamps the scroll position.
    func scrollSelectionIntoView() {
        let height = bounds.height
        let old = scrollRow
        if let row = selectedRow, height > 0 {
            if row < scrollRow { scrollRow = row }
            if row >= scrollRow + height { scrollRow = row - height + 1 }
        }
        clampScrollRow()
        if scrollRow != old { setNeedsDisplay() }
    }

    /// Keeps the scroll position inside the rows.
    func clampScrollRow() {
        scrollRow = min(max(0, scrollRow), max(0, model.rowCount - bounds.height))
    }

    /// Selects a node because the user asked: scrolls it into view and fires `selectionChanged`,
    /// after which a controlled tree shows the bound selection.
    func userSelect(_ location: TreeLocation<Node>?) {
        guard let location else { return }
        let previous = (row: selectedRow, scrollRow: scrollRow)
        pendingSelectionID = nil
        if let current = selection, current.isSame(as: location) { return }
        selectionBeforeUserMove = selection
        selection = location
        scrollSelectionIntoView()
        redrawSelectionChange(from: previous.row, scrolledFrom: previous.scrollRow)
        selectionEvent.send(location.node.id, settling: controlledSelection)
    }

    /// Redraws what a selection change shows: the rows of the previous and the new selection when
    /// the tree did not scroll, the whole tree otherwise.
    func redrawSelectionChange(from previousRow: Int?, scrolledFrom previousScrollRow: Int) {
        guard !needsDisplay else { return }
        guard scrollRow == previousScrollRow, let previousRow, let currentRow = selectedRow else {
            setNeedsDisplay()
            return
        }
        for row in [previousRow, currentRow] {
            let y = row - scrollRow
            if y >= 0, y < bounds.height { addDamage(Rect(x: 0, y: y, width: bounds.width, height: 1)) }
        }
    }
}
