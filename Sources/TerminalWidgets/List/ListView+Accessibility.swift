extension ListView {
    /// The selected item's cell (its row and column after scrolling), else the top-left corner.
    var selectionFocusPoint: Point {
        guard let index = model.selectedIndex else { return .zero }
        let row = layout.row(ofGlobalItem: index) - scrollRow
        // A grid's cell: its column in the row (a plain list has one column).
        let x =
            layout.columns > 1
            ? layout.column(ofItem: model.position(of: index).index) * (cellWidth(forWidth: contentWidth) + cellSpacing)
            : 0
        return Point(x: x, y: row)
    }
}
