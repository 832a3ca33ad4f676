extension ListView {
    /// The selected item's cell (its row and column after scrolling), else the top-left corner.
    var selectionFocusPoint: Point {
        guard let index = model.selectedIndex else { return .zero }
        let row = layout.row(ofGlobalItem: index) - scrollRow
        let column = layout.column(ofItem: model.position(of: index).index)
        let x = column * (cellWidth(forWidth: contentWidth) + cellSpacing)
        return Point(x: max(0, x), y: min(max(0, row), max(0, bounds.height - 1)))
    }
}
