extension TextArea {
    /// The style of the text: the theme's normal style while focused, dimmed while disabled.
    private var textStyle: Style { isEnabledInHierarchy ? theme.normal : theme.disabled }

    /// Draws the rows from the first one shown down, the gutter, the selection, or the dimmed
    /// placeholder when the text is empty. Only the lines in view are laid out.
    func drawTextArea(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        scrollToCursorIfNeeded()
        let style = textStyle
        canvas.fill(bounds, with: Cell.blank(style: style))
        let gutter = gutterWidth
        if document.isEmpty, !placeholder.isEmpty {
            drawGutterNumber(0, row: 0, gutter: gutter, into: &canvas)
            canvas.put(
                placeholder, at: Point(x: gutter, y: 0), style: style.dim, maxWidth: textWidth, ellipsis: true)
            return
        }
        var row = topRow
        for y in 0..<bounds.height {
            if row.row == 0 { drawGutterNumber(row.line, row: y, gutter: gutter, into: &canvas) }
            drawRow(row, at: y, gutter: gutter, style: style, into: &canvas)
            let next = self.row(row, movedBy: 1)
            if next == row { break }
            row = next
        }
    }

    /// Draws line number `line` + 1 right-aligned in the gutter of screen row `y`.
    private func drawGutterNumber(_ line: Int, row y: Int, gutter: Int, into canvas: inout Canvas) {
        guard gutter > 0 else { return }
        let number = String(line + 1)
        let x = max(0, gutter - 1 - number.count)
        canvas.put(number, at: Point(x: x, y: y), style: theme.normal.dim, maxWidth: gutter - 1)
    }

    /// Draws visual row `row` at screen row `y`: graphemes cell by cell (tabs as spaces to the next
    /// stop), the selected ones in the selection style, cut at the right edge and, without wrapping,
    /// shifted by the horizontal scroll.
    private func drawRow(_ row: TextAreaRow, at y: Int, gutter: Int, style: Style, into canvas: inout Canvas) {
        let characters = document.lines[row.line]
        let range = layout(ofLine: row.line).range(ofRow: row.row)
        let selected = selection.range
        let hasSelection =
            !selected.isEmpty && selected.lowerBound.line <= row.line && selected.upperBound.line >= row.line
        let selectedStyle = theme.selected
        let right = textWidth + scroll.column
        var x = 0
        for index in range {
            let character = characters[index]
            let cells = TextLineLayout.width(of: character, atColumn: x, tabWidth: tabWidth)
            if x >= right { break }
            let isSelected =
                hasSelection && selected.contains(TextPosition(line: row.line, column: index))
            let cellStyle = isSelected ? selectedStyle : style
            if x >= scroll.column, x + cells <= right, cells > 0 {
                let screenX = gutter + x - scroll.column
                if character == "\t" {
                    canvas.fill(
                        Rect(origin: Point(x: screenX, y: y), size: Size(width: cells, height: 1)),
                        with: Cell.blank(style: cellStyle))
                } else {
                    canvas.set(Cell(character, style: cellStyle), at: Point(x: screenX, y: y))
                }
            }
            x += cells
        }
        let selectsLineBreak =
            hasSelection && range.upperBound == characters.count && row.line < selected.upperBound.line
            && TextPosition(line: row.line, column: characters.count) >= selected.lowerBound
        if selectsLineBreak, x >= scroll.column, x < right {
            canvas.set(Cell.blank(style: selectedStyle), at: Point(x: gutter + x - scroll.column, y: y))
        }
    }
}
