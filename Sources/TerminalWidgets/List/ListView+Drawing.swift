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
        let drawing = rowDrawing()
        // The model is read once per section, not once per row: in code generic over `Item`, each
        // read of it looks its type up at run time.
        let marked = model.markedIDs
        var items = SectionItems(section: -1, items: [], offset: 0)
        for row in firstRow..<max(firstRow, lastRow) {
            let y = row - scrollRow
            switch layout.content(ofRow: row) {
            case .header(let section):
                let style = isEnabledInHierarchy ? theme.header : theme.disabled
                canvas.put(
                    model.sections[section].title ?? "", at: Point(x: 0, y: y), style: style,
                    maxWidth: contentWidth, ellipsis: true)
            case .items(let section, let range):
                if items.section != section {
                    items = SectionItems(
                        section: section, items: model.sections[section].items, offset: model.itemOffsets[section])
                }
                drawItems(of: items, range: range, marked: marked, y: y, drawing: drawing, canvas: &canvas)
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

    /// What every row of one draw shares, worked out once per draw rather than once per row.
    struct RowDrawing {
        let theme: Theme
        let enabled: Bool
        let focused: Bool
        let selectedIndex: Int?
        let available: Int
        let width: Int
        let spacing: Int
        let firstSection: Int
    }

    /// The shared values of a draw.
    func rowDrawing() -> RowDrawing {
        let available = contentWidth
        let selectedIndex = model.selectedIndex
        return RowDrawing(
            theme: theme, enabled: isEnabledInHierarchy, focused: isFocused, selectedIndex: selectedIndex,
            available: available, width: cellWidth(forWidth: available), spacing: cellSpacing,
            firstSection: selectedIndex == nil && model.itemCount > 0 ? model.position(of: 0).section : -1)
    }

    /// The items of the section a draw is in, with the global index of its first item.
    private struct SectionItems {
        let section: Int
        let items: [Item]
        let offset: Int
    }

    /// Draws the cells of one display row.
    private func drawItems(
        of sectionItems: SectionItems, range: Range<Int>, marked: Set<Item.ID>, y: Int, drawing: RowDrawing,
        canvas: inout Canvas
    ) {
        let width = drawing.width
        let items = sectionItems.items
        let offset = sectionItems.offset
        let section = sectionItems.section
        let checksMarks = !marked.isEmpty
        for (column, index) in range.enumerated() {
            let item = items[index]
            let isMarked = checksMarks && marked.contains(item.id)
            let state = ListCellState(
                isSelected: drawing.selectedIndex == offset + index, isMarked: isMarked, isFocused: drawing.focused)
            let frame = Rect(
                origin: Point(x: column * (width + drawing.spacing), y: y),
                size: Size(width: min(width, drawing.available - column * (width + drawing.spacing)), height: 1))
            guard frame.width > 0 else { break }
            let isFocusHint =
                drawing.focused && drawing.selectedIndex == nil && section == drawing.firstSection && index == 0
            drawCell(
                renderer(item, state), state: state, isFocusHint: isFocusHint, in: frame, drawing: drawing,
                canvas: &canvas)
        }
    }

    /// Draws one cell: a mark gutter in multi-select mode, the spans, then the rest of the cell in the
    /// row style. While the list is focused with nothing selected, the first item (where ↓ goes) is underlined.
    private func drawCell(
        _ cell: ListCell, state: ListCellState, isFocusHint: Bool, in frame: Rect, drawing: RowDrawing,
        canvas: inout Canvas
    ) {
        let theme = drawing.theme
        let enabled = drawing.enabled
        let base =
            !enabled
            ? theme.disabled
            : state.isSelected
                ? (state.isFocused ? theme.focused : theme.selected)
                : isFocusHint ? theme.normal.underlined : theme.normal
        var x = frame.minX
        if allowsMultipleSelection {
            x += canvas.put(
                state.isMarked ? "✓ " : "  ", at: Point(x: x, y: frame.minY),
                style: state.isMarked && !state.isSelected && enabled ? theme.accent : base,
                maxWidth: frame.maxX - x)
        }
        cell.forEachSpan { span in
            guard x < frame.maxX else { return false }
            let style = span.style(onRow: base, keepsStyle: !state.isSelected && enabled)
            let isCut = span.text.isWider(than: frame.maxX - x)
            x += canvas.put(
                span.text, at: Point(x: x, y: frame.minY), style: style, maxWidth: frame.maxX - x,
                ellipsis: true)
            // A cut span ends the row: the spans after it would only add a second ellipsis.
            return !isCut
        }
        // The text first, then the rest of the row in the row's style: each cell is written once.
        if x < frame.maxX {
            canvas.fill(Rect(x: x, y: frame.minY, width: frame.maxX - x, height: 1), with: Cell.blank(style: base))
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
