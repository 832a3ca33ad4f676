extension DataTable {
    /// The sections of rows. Setting them keeps the row cursor on the same row (by identity; on the
    /// nearest row when it is gone), keeps it in view when it was (and shows a pending selection that
    /// arrives), fires no event, and redraws only the visible rows whose cells changed or that are gone (all of
    /// them when the columns' widths changed).
    public var sections: [ListSection<Row>] {
        get { model.sections }
        set { replaceSections(newValue) }
    }

    /// One untitled section of rows (a convenience over `sections`; reading it is O(rows)).
    public var rows: [Row] {
        get { model.sections.flatMap(\.items) }
        set { sections = [ListSection(items: newValue)] }
    }

    /// The selected row's identity; setting it fires no event. Nil clears it; an id the rows do not
    /// hold yet clears it too and waits as `pendingSelectionID`, selected as soon as its row arrives.
    public var selectedID: Row.ID? {
        get { model.selectedID }
        set {
            let previous = (index: model.selectedIndex, scroll: scrollPosition)
            pendingSelectionID = nil
            let changed = model.select(id: newValue)
            if let id = newValue, model.selectedID != id { pendingSelectionID = id }
            guard changed else { return }
            scrollSelectionIntoView()
            redrawSelectionChange(from: previous.index, scrolledFrom: previous.scroll)
        }
    }

    /// The selected row, if any.
    public var selectedRow: Row? { model.selectedItem }

    /// The cell cursor's column (`id`), or nil without columns. Setting an unknown id changes nothing.
    public var selectedColumnID: String? {
        get { columns.indices.contains(cursorColumn) ? columns[cursorColumn].id : nil }
        set {
            guard let index = columns.firstIndex(where: { $0.id == newValue }), index != cursorColumn else { return }
            moveCursor(toColumn: index)
        }
    }

    /// The marked identities; setting them fires no event.
    public var markedIDs: Set<Row.ID> {
        get { model.markedIDs }
        set {
            guard newValue != model.markedIDs else { return }
            model.setMarkedIDs(newValue)
            setNeedsDisplay()
        }
    }

    /// Replaces the sections (sorted first when the table sorts locally), then redraws what changed.
    func replaceSections(_ newSections: [ListSection<Row>]) {
        // Selected cells are rows of the layout: new rows make them other cells.
        clearTextSelection()
        let before = needsDisplay ? nil : visibleRowSnapshots()
        let indicatorBefore = shownScrollIndicator
        var keepsSelectionInView = isSelectionVisible
        let oldRowCount = rowLayout.rowCount
        let wasEmpty = model.itemCount == 0
        model.setSections(sortsRowsLocally ? locallySorted(newSections) : newSections)
        if let pending = pendingSelectionID, model.index(of: pending) != nil {
            pendingSelectionID = nil
            model.select(id: pending)
            keepsSelectionInView = true
        }
        rowLayout = ListRowLayout(
            itemCounts: model.sections.map(\.items.count), hasHeader: model.sections.map(\.hasHeader), columns: 1)
        let scroll = scrollPosition
        measureFittedWidths()
        if keepsSelectionInView { scrollSelectionIntoView() } else { clampScrollRow() }
        // Without items the body shows the empty-state text instead of its rows (section titles too).
        if scroll != scrollPosition || wasEmpty != (model.itemCount == 0) { setNeedsDisplay() }
        if min(oldRowCount, preferredVisibleRows) != min(rowLayout.rowCount, preferredVisibleRows) {
            invalidateIntrinsicSize()
        }
        guard !needsDisplay, let before else { return }
        let indicatorAfter = shownScrollIndicator
        if (indicatorBefore == nil) != (indicatorAfter == nil) {
            setNeedsDisplay()
            return
        }
        if indicatorBefore != indicatorAfter {
            addDamage(Rect(x: bounds.width - 1, y: 1, width: 1, height: bodyHeight))
        }
        // Rows past the new end are damaged too: they showed rows that are gone.
        let after = visibleRowSnapshots()
        let common = min(before.count, after.count)
        for y in 0..<max(before.count, after.count) where y >= common || before[y] != after[y] {
            addDamage(Rect(x: 0, y: 1 + y, width: bounds.width, height: 1))
        }
    }

    /// The scroll indicator as drawn now, nil while none is shown: a replacement that changes it
    /// repaints its column (or everything, when it appears or goes and the rows change width).
    var shownScrollIndicator: ListScrollIndicator? {
        guard showsVerticalIndicator else { return nil }
        return ListScrollIndicator(contentRows: rowLayout.rowCount, visibleRows: bodyHeight, firstVisibleRow: scrollRow)
    }

    /// What one body row shows, to find the rows a replacement changed.
    enum RowSnapshot: Equatable {
        /// A section's title.
        case sectionTitle(String)
        /// A row: its identity, the cells shown and how it is highlighted (selected, marked, or
        /// underlined as where ↓ goes while nothing is selected).
        case row(id: Row.ID, cells: [DataTableCell], isSelected: Bool, isMarked: Bool, isFocusHint: Bool)
    }

    /// The snapshot of each visible body row, top to bottom (cost: the cells on screen).
    func visibleRowSnapshots() -> [RowSnapshot] {
        let height = bodyHeight
        guard height > 0, bounds.width > 0 else { return [] }
        let shown = shownSegments.map(\.column)
        let focused = isFocused
        var snapshots: [RowSnapshot] = []
        for row in scrollRow..<min(rowLayout.rowCount, scrollRow + height) {
            switch rowLayout.content(ofRow: row) {
            case .header(let section):
                snapshots.append(.sectionTitle(model.sections[section].title ?? ""))
            case .items(let section, let range):
                let item = model.sections[section].items[range.lowerBound]
                let index = model.itemOffsets[section] + range.lowerBound
                snapshots.append(
                    .row(
                        id: item.id, cells: shown.map { columns[$0].cell(item) },
                        isSelected: model.selectedIndex == index, isMarked: model.markedIDs.contains(item.id),
                        isFocusHint: focused && model.selectedIndex == nil && index == 0))
            }
        }
        return snapshots
    }

    /// Measures the `.fit` columns over their titles (with room for the sort arrow) and the first
    /// `fitMeasurementLimit` rows, then lays the columns out again.
    func measureFittedWidths() {
        var widths = columns.map { column -> Int in
            guard case .fit = column.width else { return 0 }
            return column.title.displayWidth + (column.isSortable ? 2 : 0)
        }
        let fitted = columns.indices.filter {
            if case .fit = columns[$0].width { return true }
            return false
        }
        if !fitted.isEmpty {
            var measured = 0
            sectionLoop: for section in model.sections {
                for item in section.items {
                    guard measured < fitMeasurementLimit else { break sectionLoop }
                    measured += 1
                    for column in fitted {
                        let cell = columns[column].cell(item)
                        widths[column] = max(widths[column], cell.spans.reduce(0) { $0 + $1.text.displayWidth })
                    }
                }
            }
        }
        fittedWidths = widths
        relayoutColumns()
    }

    /// New columns: the cell cursor stays on the column with the same id (or the nearest index), the
    /// widths are measured again and the search index rebuilt.
    func columnsDidChange(from oldColumns: [DataTableColumn<Row>]) {
        let oldID = oldColumns.indices.contains(cursorColumn) ? oldColumns[cursorColumn].id : nil
        cursorColumn = columns.firstIndex { $0.id == oldID } ?? min(cursorColumn, max(0, columns.count - 1))
        model.invalidateSearchIndex()
        measureFittedWidths()
        setNeedsDisplay()
    }
}
