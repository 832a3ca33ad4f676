extension DataTable {
    /// The selected row's cells as "Title value" parts, the cursor's cell first in cell-cursor mode.
    var selectedRowDescription: String {
        guard let row = model.selectedItem else { return emptyText }
        var parts = columns.map { column in
            let text = column.cell(row).plainText
            return column.title.isEmpty ? text : "\(column.title) \(text)"
        }
        if isCellCursorEnabled, parts.indices.contains(cursorColumn) {
            parts.insert("column \(cursorColumn + 1) of \(columns.count)", at: 0)
        }
        return parts.joined(separator: ", ")
    }

    /// The selected row (below the header), at the cursor's cell in cell-cursor mode; the window
    /// clamps it into the visible part.
    var selectionFocusPoint: Point {
        guard let index = model.selectedIndex else { return .zero }
        let y = 1 + bodyRow(ofItem: index) - scrollRow
        var x = 0
        if isCellCursorEnabled,
            let segment = shownSegments.first(where: {
                $0.column == cursorColumn
            })
        {
            x = gutterWidth + segment.x
        }
        return Point(x: x, y: y)
    }
}
