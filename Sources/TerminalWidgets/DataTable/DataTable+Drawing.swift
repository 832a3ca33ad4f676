extension DataTable {
    /// How far left of a column its separator's `│` stands (the middle of ` │ `).
    static var separatorOffset: Int { DataTableColumnLayout.separatorWidth - 1 }

    /// The `│` between two columns of a row, in the plain style.
    static var separatorCell: Cell { tableSeparatorCell }

    /// Draws the header, then the body rows inside the clip (a selection change redraws two rows), or
    /// the empty-state text; counts the body rows drawn.
    func drawTable(into canvas: inout Canvas) {
        renderedRowCount = 0
        guard bounds.width > 0, bounds.height > 0 else { return }
        let visible = canvas.visibleRect
        let segments = shownSegments
        if visible.minY <= 0 { drawHeader(segments, canvas: &canvas) }
        guard bodyHeight > 0 else { return }
        let theme = self.theme
        guard model.itemCount > 0 else {
            let width = min(emptyText.displayWidth, bounds.width)
            canvas.put(
                emptyText, at: Point(x: (bounds.width - width) / 2, y: 1 + (bodyHeight - 1) / 2),
                style: isEnabledInHierarchy ? theme.normal.dim : theme.disabled, maxWidth: bounds.width,
                ellipsis: true)
            return
        }
        let firstY = max(1, visible.minY)
        let lastY = min(bounds.height, visible.maxY, 1 + rowLayout.rowCount - scrollRow)
        let drawing = TableRowDrawing(
            theme: theme, enabled: isEnabledInHierarchy, focused: isFocused, selectedIndex: model.selectedIndex,
            contentWidth: contentWidth, gutterWidth: gutterWidth, cellCursor: isCellCursorEnabled,
            cursorColumn: cursorColumn, marksRows: allowsMultipleSelection)
        // The model and the columns are read once per draw, not once per row: in code generic over
        // `Row`, each read looks its type up at run time.
        let sections = model.sections
        let offsets = model.itemOffsets
        let marked = model.markedIDs
        // Read in place through one buffer: copying a column out of the array per cell retains its
        // strings and closures, and in code generic over `Row` looks the column type up each time.
        columns.withUnsafeBufferPointer { columns in
            drawBody(
                rows: firstY..<max(firstY, lastY), sections: sections, offsets: offsets, marked: marked,
                segments: segments, columns: columns, drawing: drawing, canvas: &canvas)
        }
        if textSelection != nil { drawTextSelection(into: &canvas) }
        if showsVerticalIndicator {
            ListScrollIndicator(contentRows: rowLayout.rowCount, visibleRows: bodyHeight, firstVisibleRow: scrollRow)
                .draw(
                    into: &canvas, column: bounds.width - 1, top: 1,
                    thumbStyle: drawing.focused ? theme.focused : theme.accent, trackStyle: theme.border)
        }
    }

    /// Draws the body rows at `rows` (section headers and items), counting them.
    private func drawBody(
        rows: Range<Int>, sections: [ListSection<Row>], offsets: [Int], marked: Set<Row.ID>,
        segments: [DataTableColumnLayout.Segment], columns: UnsafeBufferPointer<DataTableColumn<Row>>,
        drawing: TableRowDrawing, canvas: inout Canvas
    ) {
        let theme = drawing.theme
        // The items of the section drawn last: in code generic over `Row`, reaching into a section
        // looks its type up, so it is done once per section rather than once per row.
        var itemsSection = -1
        var items: [Row] = []
        for y in rows {
            switch rowLayout.content(ofRow: scrollRow + y - 1) {
            case .header(let section):
                let style = drawing.enabled ? theme.header : theme.disabled
                canvas.fill(Rect(x: 0, y: y, width: drawing.contentWidth, height: 1), with: Cell.blank(style: style))
                canvas.put(
                    sections[section].title ?? "", at: Point(x: 0, y: y), style: style,
                    maxWidth: drawing.contentWidth, ellipsis: true)
            case .items(let section, let range):
                if section != itemsSection {
                    items = sections[section].items
                    itemsSection = section
                }
                let item = items[range.lowerBound]
                drawRow(
                    item, index: offsets[section] + range.lowerBound,
                    isMarked: !marked.isEmpty && marked.contains(item.id),
                    y: y, segments: segments, columns: columns, drawing: drawing, canvas: &canvas)
            }
            renderedRowCount += 1
        }
    }

    /// What every row of one draw shares, worked out once per draw rather than once per row.
    struct TableRowDrawing {
        let theme: Theme
        let enabled: Bool
        let focused: Bool
        let selectedIndex: Int?
        let contentWidth: Int
        let gutterWidth: Int
        let cellCursor: Bool
        let cursorColumn: Int
        let marksRows: Bool
    }

    /// Draws the titles (with ▲/▼ on the sorted column), the separators, and ◀/▶ while columns are
    /// hidden to the left/right.
    private func drawHeader(_ segments: [DataTableColumnLayout.Segment], canvas: inout Canvas) {
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let style = enabled ? theme.header : theme.disabled
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), with: Cell.blank(style: style))
        let indicatorStyle = enabled ? theme.accent : theme.disabled
        let scrolled = firstScrolledColumn > columnLayout.fixedCount
        for segment in segments {
            let x = gutterWidth + segment.x
            if segment.x > 0 {
                let hidesColumns = scrolled && segment.column == firstScrolledColumn
                canvas.put(
                    hidesColumns ? "◀" : "│", at: Point(x: x - Self.separatorOffset, y: 0),
                    style: hidesColumns ? indicatorStyle : enabled ? theme.border : style)
            }
            drawTitle(of: columns[segment.column], x: x, width: segment.width, style: style, canvas: &canvas)
        }
        if let last = segments.last, last.column < columns.count - 1 || last.width < columnLayout.widths[last.column] {
            canvas.put("▶", at: Point(x: bounds.width - 1, y: 0), style: indicatorStyle)
        }
    }

    /// Draws a column's title aligned in `width` columns, followed by the sort arrow when sorted by it.
    private func drawTitle(
        of column: DataTableColumn<Row>, x: Int, width: Int, style: Style, canvas: inout Canvas
    ) {
        guard let sort = sortDescriptor, sort.column == column.id else {
            let offset = column.alignment.offset(textWidth: column.title.displayWidth, in: width)
            canvas.put(
                column.title, at: Point(x: x + offset, y: 0), style: style, maxWidth: width - offset, ellipsis: true)
            return
        }
        let arrowStyle = isEnabledInHierarchy ? theme.accent.attributes(style.attributes) : style
        guard width > 2 else {
            canvas.put(sort.direction.arrow, at: Point(x: x, y: 0), style: arrowStyle)
            return
        }
        let room = width - 2
        let offset = column.alignment.offset(textWidth: min(column.title.displayWidth, room) + 2, in: width)
        let drawn = canvas.put(
            column.title, at: Point(x: x + offset, y: 0), style: style, maxWidth: room, ellipsis: true)
        canvas.put(sort.direction.arrow, at: Point(x: x + offset + drawn + 1, y: 0), style: arrowStyle)
    }

    /// Draws one row: its background in the row style, the mark gutter, then each shown cell.
    private func drawRow(
        _ item: Row, index globalIndex: Int, isMarked: Bool, y: Int, segments: [DataTableColumnLayout.Segment],
        columns: UnsafeBufferPointer<DataTableColumn<Row>>, drawing: TableRowDrawing, canvas: inout Canvas
    ) {
        let theme = drawing.theme
        let enabled = drawing.enabled
        let focused = drawing.focused
        let isSelected = drawing.selectedIndex == globalIndex
        let rowStyle: Style
        if !enabled {
            rowStyle = theme.disabled
        } else if isSelected {
            rowStyle =
                drawing.cellCursor
                ? (focused ? theme.selected : theme.normal) : (focused ? theme.focused : theme.selected)
        } else {
            rowStyle =
                focused && drawing.selectedIndex == nil && globalIndex == 0 ? theme.normal.underlined : theme.normal
        }
        // Before a view draws, the window clears it in its background style, which for a table is
        // always the theme's normal style (the class is final and keeps `View.backgroundStyle`): a
        // row in that style (every row but the selected one, mostly) needs no background of its own.
        // Compared once a row: the cells and the separator ask it again.
        let rowIsNormal = rowStyle == theme.normal
        if !rowIsNormal {
            canvas.fill(Rect(x: 0, y: y, width: drawing.contentWidth, height: 1), with: Cell.blank(style: rowStyle))
        }
        if drawing.marksRows {
            canvas.put(
                isMarked ? "✓ " : "  ", at: Point(x: 0, y: y),
                style: isMarked && !isSelected && enabled ? theme.accent : rowStyle, maxWidth: drawing.contentWidth)
        }
        // The separator is one known cell: set as it is, it needs no text laid out.
        var separator = Self.separatorCell
        separator.style = rowIsNormal ? theme.border : rowStyle
        for segment in segments {
            let x = drawing.gutterWidth + segment.x
            if segment.x > 0 { canvas.set(separator, at: Point(x: x - Self.separatorOffset, y: y)) }
            var style = rowStyle
            var isNormal = rowIsNormal
            if enabled, isSelected, drawing.cellCursor, segment.column == drawing.cursorColumn {
                style = focused ? theme.focused : theme.selected
                isNormal = style == theme.normal
                canvas.fill(Rect(x: x, y: y, width: segment.width, height: 1), with: Cell.blank(style: style))
            }
            let alignment = columns[segment.column].alignment
            drawCell(
                columns[segment.column].cell(item), alignment: alignment, at: Point(x: x, y: y), width: segment.width,
                style: style, keepsSpanStyles: enabled && isNormal, canvas: &canvas)
        }
    }

    /// Draws a cell's spans aligned in `width` columns, cut with "…" when too long (never splitting a
    /// wide character). Span styles show on plain rows; on highlighted ones only their attributes.
    private func drawCell(
        _ cell: DataTableCell, alignment: DataTableColumnAlignment, at origin: Point, width: Int, style: Style,
        keepsSpanStyles: Bool, canvas: inout Canvas
    ) {
        let end = origin.x + width
        var x = origin.x
        // Whether the whole text is known to fit, so no span needs measuring against the room left.
        var fits = false
        if alignment != .leading {
            var textWidth = 0
            cell.forEachSpan { span in
                textWidth += span.text.displayWidth
                return true
            }
            x += alignment.offset(textWidth: textWidth, in: width)
            fits = textWidth <= width
        }
        cell.forEachSpan { span in
            guard x < end else { return false }
            let spanStyle = span.style(onRow: style, keepsStyle: keepsSpanStyles)
            let isCut = !fits && span.text.isWider(than: end - x)
            x += canvas.put(
                span.text, at: Point(x: x, y: origin.y), style: spanStyle, maxWidth: end - x, ellipsis: true)
            // A cut span ends the cell: the spans after it would only add a second ellipsis.
            return !isCut
        }
    }
}

/// The `│` between two columns of a table row, made once.
private let tableSeparatorCell = Cell("│")
