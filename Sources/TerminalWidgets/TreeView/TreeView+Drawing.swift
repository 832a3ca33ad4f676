extension TreeView {
    /// Draws the rows inside the clip (two of them when only the selection moved), the scroll
    /// indicator and the notice, or the empty-state text; counts the rows drawn.
    func drawRows(into canvas: inout Canvas) {
        renderedRowCount = 0
        guard bounds.width > 0, bounds.height > 0 else { return }
        clampScrollRow()
        let theme = self.theme
        guard model.rowCount > 0 else {
            let width = min(emptyText.displayWidth, bounds.width)
            canvas.put(
                emptyText, at: Point(x: (bounds.width - width) / 2, y: (bounds.height - 1) / 2),
                style: isEnabledInHierarchy ? theme.normal.dim : theme.disabled, maxWidth: bounds.width,
                ellipsis: true)
            return
        }
        let visible = canvas.visibleRect
        let firstRow = scrollRow + max(0, visible.minY)
        let lastRow = min(model.rowCount, scrollRow + min(bounds.height, visible.maxY))
        let selected = selectedRow
        let hintsFirstRow = isFocused && selected == nil
        var row = firstRow
        var location = firstRow < lastRow ? model.location(atRow: firstRow) : nil
        while row < lastRow, let current = location {
            let state = (isSelected: row == selected, isFocusHint: hintsFirstRow && row == 0)
            drawRow(current, y: row - scrollRow, state: state, canvas: &canvas)
            renderedRowCount += 1
            row += 1
            location = model.location(after: current)
        }
        if contentWidth < bounds.width {
            ListScrollIndicator(contentRows: model.rowCount, visibleRows: bounds.height, firstVisibleRow: scrollRow)
                .draw(
                    into: &canvas, column: bounds.width - 1, thumbStyle: isFocused ? theme.focused : theme.accent,
                    trackStyle: theme.border)
        }
        if let notice { drawNotice(notice, canvas: &canvas) }
    }

    /// Draws one row: its background, the guides, the `▸`/`▾` marker, then the label's spans. While
    /// the tree is focused with nothing selected, the first row (where ↓ goes) is underlined.
    private func drawRow(
        _ location: TreeLocation<Node>, y: Int, state: (isSelected: Bool, isFocusHint: Bool), canvas: inout Canvas
    ) {
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let base =
            !enabled
            ? theme.disabled
            : state.isSelected
                ? (isFocused ? theme.focused : theme.selected)
                : state.isFocusHint ? theme.normal.underlined : theme.normal
        let width = contentWidth
        canvas.fill(Rect(x: 0, y: y, width: width, height: 1), with: Cell.blank(style: base))
        let plain = state.isSelected || !enabled
        let guideStyle = plain ? base : theme.border
        if showsGuides { drawGuides(location, y: y, style: guideStyle, canvas: &canvas) }
        var x = location.depth * 2
        if location.expandedBranch != nil {
            canvas.set(Cell("▾", style: plain ? base : theme.accent), at: Point(x: x, y: y))
        } else if model.hasChildren(location.node) {
            canvas.set(Cell("▸", style: plain ? base : theme.accent), at: Point(x: x, y: y))
        } else if showsGuides, location.depth > 0 {
            canvas.set(Cell("─", style: guideStyle), at: Point(x: x, y: y))
        }
        x += 2
        guard x < width else { return }
        let cell = renderer(location.node, ListCellState(isSelected: state.isSelected, isFocused: isFocused))
        for span in cell.spans where x < width {
            let style = span.style(onRow: base, keepsStyle: !plain)
            let isCut = span.text.displayWidth > width - x
            x += canvas.put(span.text, at: Point(x: x, y: y), style: style, maxWidth: width - x, ellipsis: true)
            // A cut span ends the row: the spans after it would only add a second ellipsis.
            if isCut { break }
        }
    }

    /// Draws `├─` or `└─` before a child, and `│` below each ancestor that has siblings after it.
    private func drawGuides(_ location: TreeLocation<Node>, y: Int, style: Style, canvas: inout Canvas) {
        let depth = location.depth
        guard depth > 0 else { return }
        canvas.set(Cell(location.isLastSibling ? "└" : "├", style: style), at: Point(x: 2 * depth - 2, y: y))
        canvas.set(Cell("─", style: style), at: Point(x: 2 * depth - 1, y: y))
        var branch = location.branch
        while branch.depth >= 2, let parent = branch.parent {
            if branch.indexInParent < parent.children.count - 1 {
                canvas.set(Cell("│", style: style), at: Point(x: 2 * branch.depth - 4, y: y))
            }
            branch = parent
        }
    }

    /// Draws the notice at the right end of the last row.
    private func drawNotice(_ notice: String, canvas: inout Canvas) {
        let width = contentWidth
        let text = " \(notice) "
        let x = max(0, width - text.displayWidth)
        canvas.put(text, at: Point(x: x, y: bounds.height - 1), style: theme.hint, maxWidth: width, ellipsis: true)
    }
}
