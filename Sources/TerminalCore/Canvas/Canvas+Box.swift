extension Canvas {
    /// Draws the outline of a local rectangle (clipped); the inside is left as it is. A title is
    /// drawn into the top edge as "┌ Title ───┐", cut with "…" when it does not fit. A rectangle one
    /// row high or one column wide becomes a line.
    public mutating func drawBox(
        _ rect: Rect, title: String? = nil, style: Style = .plain,
        titleStyle: Style? = nil, border: BoxBorder = .single
    ) {
        guard !rect.isEmpty else { return }
        let horizontal = Cell(border.horizontal, style: style)
        let vertical = Cell(border.vertical, style: style)
        if rect.height == 1 {
            fill(rect, with: horizontal)
            return
        }
        if rect.width == 1 {
            fill(rect, with: vertical)
            return
        }
        fill(Rect(x: rect.minX.addingSaturated(1), y: rect.minY, width: rect.width - 2, height: 1), with: horizontal)
        fill(
            Rect(x: rect.minX.addingSaturated(1), y: rect.maxY - 1, width: rect.width - 2, height: 1), with: horizontal)
        fill(Rect(x: rect.minX, y: rect.minY.addingSaturated(1), width: 1, height: rect.height - 2), with: vertical)
        fill(Rect(x: rect.maxX - 1, y: rect.minY.addingSaturated(1), width: 1, height: rect.height - 2), with: vertical)
        set(Cell(border.topLeft, style: style), at: Point(x: rect.minX, y: rect.minY))
        set(Cell(border.topRight, style: style), at: Point(x: rect.maxX - 1, y: rect.minY))
        set(Cell(border.bottomLeft, style: style), at: Point(x: rect.minX, y: rect.maxY - 1))
        set(Cell(border.bottomRight, style: style), at: Point(x: rect.maxX - 1, y: rect.maxY - 1))
        guard let title, !title.isEmpty, rect.width - 4 >= 1 else { return }
        let titleWidth = rect.width - 4
        let titleOrigin = Point(x: rect.minX.addingSaturated(1), y: rect.minY)
        withRegion(Rect(origin: titleOrigin, size: Size(width: rect.width - 2, height: 1))) { canvas in
            let drawn = canvas.put(" ", at: .zero, style: titleStyle ?? style)
            let text = canvas.put(
                title, at: Point(x: drawn, y: 0), style: titleStyle ?? style,
                maxWidth: titleWidth, ellipsis: true)
            canvas.put(" ", at: Point(x: drawn + text, y: 0), style: titleStyle ?? style)
        }
    }
}
