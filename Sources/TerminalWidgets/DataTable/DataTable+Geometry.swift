extension DataTable {
    /// A scroll position: the first body row and the first scrolled column shown.
    typealias ScrollPosition = (row: Int, column: Int)

    /// The rows below the header.
    var bodyHeight: Int { max(0, bounds.height - 1) }

    /// Whether the scroll indicator takes the right column: while the rows overflow, from 3 columns
    /// and 2 body rows up.
    var showsVerticalIndicator: Bool {
        showsScrollIndicator && bounds.width > 2 && bodyHeight > 1 && rowLayout.rowCount > bodyHeight
    }

    /// The columns the header and rows use: the width less the scroll indicator's column.
    var contentWidth: Int { showsVerticalIndicator ? bounds.width - 1 : bounds.width }

    /// The mark gutter's width: `✓ ` while marking is allowed.
    var gutterWidth: Int { allowsMultipleSelection ? 2 : 0 }

    /// The columns the table's columns are laid out in.
    var cellAreaWidth: Int { max(0, contentWidth - gutterWidth) }

    /// The width that shows every column whole (fractions at their titles' width).
    var naturalWidth: Int {
        let widths = DataTableColumnLayout.widths(
            for: columns.map(\.width), minimums: titleWidths, fitted: fittedWidths, availableWidth: 0,
            givingWay: false)
        return DataTableColumnLayout.sum(
            DataTableColumnLayout(widths: widths, fixedCount: 0, availableWidth: 0).totalWidth, gutterWidth)
    }

    /// The display width of each title (at least 1), with two cells for the sort arrow (a space and
    /// ▲/▼) when the column is sortable: the narrowest a fraction column gets, so the arrow never
    /// cuts its title.
    var titleWidths: [Int] { columns.map { max(1, $0.title.displayWidth + ($0.isSortable ? 2 : 0)) } }

    /// Where the table is scrolled to.
    var scrollPosition: ScrollPosition { (scrollRow, firstScrolledColumn) }

    /// Lays the columns out in the current width; in cell-cursor mode the cursor's column stays in view.
    func relayoutColumns() {
        let widths = DataTableColumnLayout.widths(
            for: columns.map(\.width), minimums: titleWidths, fitted: fittedWidths, availableWidth: cellAreaWidth)
        let layout = DataTableColumnLayout(widths: widths, fixedCount: fixedColumnCount, availableWidth: cellAreaWidth)
        if layout != columnLayout {
            columnLayout = layout
            setNeedsDisplay()
        }
        let first =
            isCellCursorEnabled
            ? layout.firstScrolledColumn(showing: cursorColumn, from: firstScrolledColumn)
            : layout.clampedFirstScrolledColumn(firstScrolledColumn)
        if first != firstScrolledColumn {
            firstScrolledColumn = first
            setNeedsDisplay()
        }
    }

    /// The selected row's section and index, if any.
    var selectedPosition: ListRowLayout.ItemPosition? {
        guard let index = model.selectedIndex else { return nil }
        return model.position(of: index)
    }

    /// The body row (0 = first row below the header, before scrolling) of the row at item `index`.
    func bodyRow(ofItem index: Int) -> Int {
        rowLayout.row(ofGlobalItem: index)
    }

    /// Whether the selected row is on screen.
    var isSelectionVisible: Bool {
        guard let index = model.selectedIndex else { return false }
        let row = bodyRow(ofItem: index)
        return row >= scrollRow && row < scrollRow + bodyHeight
    }

    /// Keeps the first row shown between the top and the last full page.
    func clampScrollRow() {
        let clamped = min(max(0, scrollRow), max(0, rowLayout.rowCount - bodyHeight))
        if clamped != scrollRow {
            scrollRow = clamped
            setNeedsDisplay()
        }
    }

    /// Scrolls as little as possible so the selected row is visible (with its section's title when it
    /// is the section's first row and there is room).
    func scrollSelectionIntoView() {
        let height = bodyHeight
        let old = scrollRow
        if let position = selectedPosition, height > 0 {
            let row = rowLayout.row(ofItem: position.index, inSection: position.section)
            let titleAbove = rowLayout.hasHeader(position.section) && position.index == 0 && height > 1
            if row < scrollRow { scrollRow = titleAbove ? row - 1 : row }
            if row >= scrollRow + height { scrollRow = row - height + 1 }
        }
        clampScrollRow()
        if scrollRow != old { setNeedsDisplay() }
    }

    /// Redraws what a selection change shows: the rows of the previous and the new selection when
    /// the table did not scroll and something was selected before, everything otherwise.
    func redrawSelectionChange(from previousIndex: Int?, scrolledFrom previous: ScrollPosition) {
        guard !needsDisplay else { return }
        guard scrollPosition == previous, let previousIndex, let currentIndex = model.selectedIndex,
            previousIndex < model.itemCount
        else {
            setNeedsDisplay()
            return
        }
        damageRow(ofItem: previousIndex)
        if currentIndex != previousIndex { damageRow(ofItem: currentIndex) }
    }

    /// Damages the body row showing item `index`, when it is on screen.
    private func damageRow(ofItem index: Int) {
        let y = bodyRow(ofItem: index) - scrollRow
        if y >= 0, y < bodyHeight { addDamage(Rect(x: 0, y: 1 + y, width: bounds.width, height: 1)) }
    }

    /// Scrolls the rows by `delta` (negative: up) without moving the row cursor; returns whether they moved.
    @discardableResult
    func scrollRows(by delta: Int) -> Bool {
        let old = scrollRow
        scrollRow = old + delta
        clampScrollRow()
        if scrollRow != old { setNeedsDisplay() }
        return scrollRow != old
    }

    /// Scrolls the columns after the fixed ones to start at `first` (clamped); returns whether they moved.
    @discardableResult
    func scrollColumns(to first: Int) -> Bool {
        let clamped = columnLayout.clampedFirstScrolledColumn(first)
        guard clamped != firstScrolledColumn else { return false }
        firstScrolledColumn = clamped
        setNeedsDisplay()
        return true
    }

    /// Moves the cell cursor to column `index` (clamped) and scrolls it into view.
    func moveCursor(toColumn index: Int) {
        guard !columns.isEmpty else { return }
        let target = min(max(0, index), columns.count - 1)
        let previous = scrollPosition
        cursorColumn = target
        firstScrolledColumn = columnLayout.firstScrolledColumn(showing: target, from: firstScrolledColumn)
        if scrollPosition != previous {
            setNeedsDisplay()
        } else if isCellCursorEnabled {
            redrawSelectionChange(from: model.selectedIndex, scrolledFrom: previous)
        }
    }
}
