extension ListView {
    /// Draws the rows from `scrollRow` that fit, or the empty-state text; counts the rows drawn.
    func drawRows(into canvas: inout Canvas) {
        renderedRowCount = 0
        guard bounds.width > 0, bounds.height > 0 else { return }
        if layout.columns != columnCount(forWidth: contentWidth) { relayout() }
        scrollSelectionIntoView()
        let theme = self.theme
        guard model.itemCount > 0 else {
            let row = (bounds.height - 1) / 2
            let width = min(emptyText.displayWidth, bounds.width)
            canvas.put(
                emptyText, at: Point(x: (bounds.width - width) / 2, y: row),
                style: isEnabledInHierarchy ? theme.normal.dim : theme.disabled, maxWidth: bounds.width,
                ellipsis: true)
            return
        }
        // Only the rows inside the clip: a selection change redraws two of them.
        let visible = canvas.visibleRect
        let firstRow = scrollRow + max(0, visible.minY)
        let lastRow = min(layout.rowCount, scrollRow + min(bounds.height, visible.maxY))
        for row in firstRow..<max(firstRow, lastRow) {
            let y = row - scrollRow
            switch layout.content(ofRow: row) {
            case .header(let section):
                let style = isEnabledInHierarchy ? theme.header : theme.disabled
                canvas.put(
                    model.sections[section].title ?? "", at: Point(x: 0, y: y), style: style,
                    maxWidth: contentWidth, ellipsis: true)
            case .items(let section, let range):
                drawItems(of: section, range: range, y: y, canvas: &canvas)
            }
            renderedRowCount += 1
        }
        if contentWidth < bounds.width {
            ListScrollIndicator(contentRows: layout.rowCount, visibleRows: bounds.height, firstVisibleRow: scrollRow)
                .draw(
                    into: &canvas, column: bounds.width - 1, thumbStyle: isFocused ? theme.focused : theme.accent,
                    trackStyle: theme.border)
        }
    }

    /// Draws the cells of one display row.
    private func drawItems(of section: Int, range: Range<Int>, y: Int, canvas: inout Canvas) {
        let available = contentWidth
        let width = cellWidth(forWidth: available)
        let selectedIndex = model.selectedIndex
        let focused = isFocused
        let firstSection = selectedIndex == nil && model.itemCount > 0 ? model.position(of: 0).section : -1
        for (column, index) in range.enumerated() {
            let item = model.sections[section].items[index]
            let isMarked = !model.markedIDs.isEmpty && model.markedIDs.contains(item.id)
            let state = ListCellState(
                isSelected: selectedIndex == model.itemOffsets[section] + index,
                isMarked: isMarked, isFocused: focused)
            let frame = Rect(
                origin: Point(x: column * (width + cellSpacing), y: y),
                size: Size(width: min(width, available - column * (width + cellSpacing)), height: 1))
            guard frame.width > 0 else { break }
            let isFocusHint = focused && selectedIndex == nil && section == firstSection && index == 0
            drawCell(renderer(item, state), state: state, isFocusHint: isFocusHint, in: frame, canvas: &canvas)
        }
    }

    /// Draws one cell: its background in the row style, a mark gutter in multi-select mode, then the
    /// spans. While the list is focused with nothing selected, the first item (where ↓ goes) is underlined.
    private func drawCell(
        _ cell: ListCell, state: ListCellState, isFocusHint: Bool, in frame: Rect,
        canvas: inout Canvas
    ) {
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let base =
            !enabled
            ? theme.disabled
            : state.isSelected
                ? (state.isFocused ? theme.focused : theme.selected)
                : isFocusHint ? theme.normal.underlined : theme.normal
        canvas.fill(frame, with: Cell.blank(style: base))
        var x = frame.minX
        if allowsMultipleSelection {
            x += canvas.put(
                state.isMarked ? "✓ " : "  ", at: Point(x: x, y: frame.minY),
                style: state.isMarked && !state.isSelected && enabled ? theme.accent : base,
                maxWidth: frame.maxX - x)
        }
        cell.forEachSpan { span in
            guard x < frame.maxX else { return false }
            let style =
                state.isSelected || !enabled
                ? base.attributes(span.style?.attributes ?? []) : span.style ?? base
            let isCut = span.text.displayWidth > frame.maxX - x
            x += canvas.put(
                span.text, at: Point(x: x, y: frame.minY), style: style, maxWidth: frame.maxX - x,
                ellipsis: true)
            // A cut span ends the row: the spans after it would only add a second ellipsis.
            return !isCut
        }
    }

    /// Redraws what a selection change shows: the rows of the previous and the new selection when
    /// the list did not scroll and something was selected before, the whole list otherwise.
    func redrawSelectionChange(from previousIndex: Int?, scrolledFrom previousScrollRow: Int) {
        guard !needsDisplay else { return }
        guard scrollRow == previousScrollRow, let previousIndex, let currentIndex = model.selectedIndex,
            previousIndex < model.itemCount
        else {
            setNeedsDisplay()
            return
        }
        for index in [previousIndex, currentIndex] {
            let position = model.position(of: index)
            let y = layout.row(ofItem: position.index, inSection: position.section) - scrollRow
            if y >= 0, y < bounds.height { addDamage(Rect(x: 0, y: y, width: bounds.width, height: 1)) }
        }
    }
}
