extension TextArea {
    /// The columns the line-number gutter takes: the digits of the last line number and a space;
    /// none when that would leave no column for the text.
    var gutterWidth: Int {
        guard showsLineNumbers else { return 0 }
        var digits = 1
        var count = document.lines.count
        while count >= 10 {
            count /= 10
            digits += 1
        }
        return digits + 1 < bounds.width ? digits + 1 : 0
    }

    /// The columns the text is drawn in.
    var textWidth: Int { max(0, bounds.width - gutterWidth) }

    /// The width lines wrap at, or nil when they do not wrap.
    var wrapWidth: Int? { wrapsLines ? max(1, textWidth) : nil }

    /// The wrapping of `line` at the current width.
    func layout(ofLine line: Int) -> TextLineLayout {
        layouts.layout(ofLine: line, in: document, wrapWidth: wrapWidth, tabWidth: tabWidth)
    }

    /// The visual row showing `position`.
    func visualRow(of position: TextPosition) -> TextAreaRow {
        TextAreaRow(line: position.line, row: layout(ofLine: position.line).row(ofColumn: position.column))
    }

    /// The display column of `position` from the start of its visual row (of its line without wrapping).
    func displayColumn(of position: TextPosition) -> Int {
        layout(ofLine: position.line).displayColumn(
            of: position.column, in: document.lines[position.line], tabWidth: tabWidth)
    }

    /// The position in visual row `row` under display column `x` (see `TextLineLayout.column(atDisplayColumn:)`).
    func position(in row: TextAreaRow, atDisplayColumn x: Int) -> TextPosition {
        let column = layout(ofLine: row.line).column(
            atDisplayColumn: x, row: row.row, in: document.lines[row.line], tabWidth: tabWidth)
        return TextPosition(line: row.line, column: column)
    }

    /// `row` clamped to the document: an existing line and one of its rows.
    func clamped(_ row: TextAreaRow) -> TextAreaRow {
        let line = min(max(0, row.line), document.lines.count - 1)
        return TextAreaRow(line: line, row: min(max(0, row.row), layout(ofLine: line).rowCount - 1))
    }

    /// The visual row `count` rows after `row` (before it when negative), stopping at the document's
    /// ends; walks only the rows it passes.
    func row(_ row: TextAreaRow, movedBy count: Int) -> TextAreaRow {
        var current = clamped(row)
        var remaining = count
        while remaining > 0 {
            if current.row + 1 < layout(ofLine: current.line).rowCount {
                current.row += 1
            } else if current.line + 1 < document.lines.count {
                current = TextAreaRow(line: current.line + 1, row: 0)
            } else {
                break
            }
            remaining -= 1
        }
        while remaining < 0 {
            if current.row > 0 {
                current.row -= 1
            } else if current.line > 0 {
                current = TextAreaRow(line: current.line - 1, row: layout(ofLine: current.line - 1).rowCount - 1)
            } else {
                break
            }
            remaining += 1
        }
        return current
    }

    /// The first visual row shown.
    var topRow: TextAreaRow { TextAreaRow(line: scroll.line, row: scroll.row) }

    /// The screen row showing visual row `row`, or nil when it is out of view.
    func screenRow(of row: TextAreaRow) -> Int? {
        let top = topRow
        guard row >= top, bounds.height > 0 else { return nil }
        var current = top
        for offset in 0..<bounds.height {
            if current == row { return offset }
            let next = self.row(current, movedBy: 1)
            if next == current { return nil }
            current = next
        }
        return nil
    }

    /// The first row shown when the last row is at the bottom: scrolling further shows blank rows.
    var lastTopRow: TextAreaRow {
        row(TextAreaRow(line: document.lines.count - 1, row: Int.max), movedBy: -(bounds.height - 1))
    }

    /// Scrolls as little as possible so the cursor is in view (when it moved or the text changed since
    /// the last draw), and no further down than needed to fill the view with the text's last rows.
    func scrollToCursorIfNeeded() {
        let top = clamped(topRow)
        scroll.line = top.line
        scroll.row = top.row
        if bounds.size != scrolledSize {
            scrolledSize = bounds.size
            followsCursor = true
        }
        guard followsCursor, bounds.height > 0 else { return }
        followsCursor = false
        let cursorRow = visualRow(of: cursor)
        if cursorRow < top {
            scroll.line = cursorRow.line
            scroll.row = cursorRow.row
        } else if screenRow(of: cursorRow) == nil {
            let newTop = row(cursorRow, movedBy: -(bounds.height - 1))
            scroll.line = newTop.line
            scroll.row = newTop.row
        }
        let lastTop = lastTopRow
        if lastTop < topRow {
            scroll.line = lastTop.line
            scroll.row = lastTop.row
        }
        scrollHorizontallyToCursor()
    }

    /// Without wrapping, scrolls sideways so the cursor's cell is in view.
    private func scrollHorizontallyToCursor() {
        guard !wrapsLines else {
            scroll.column = 0
            return
        }
        let width = textWidth
        guard width > 0 else { return }
        let x = displayColumn(of: cursor)
        let line = document.lines[cursor.line]
        let cell =
            cursor.column < line.count
            ? max(1, TextLineLayout.width(of: line[cursor.column], atColumn: x, tabWidth: tabWidth)) : 1
        if x < scroll.column { scroll.column = x }
        if x + cell > scroll.column + width { scroll.column = x + cell - width }
        scroll.column = max(0, scroll.column)
    }

    /// Scrolls by `rows` visual rows (down when positive) without moving the cursor.
    func scrollRows(by rows: Int) {
        let maximum = row(TextAreaRow(line: document.lines.count - 1, row: Int.max), movedBy: -(bounds.height - 1))
        var top = row(topRow, movedBy: rows)
        if top > maximum { top = max(maximum, TextAreaRow(line: 0, row: 0)) }
        guard top != topRow else { return }
        scroll.line = top.line
        scroll.row = top.row
        followsCursor = false
        setNeedsDisplay()
    }

    /// The cursor's place on screen, or nil when it is out of view.
    func cursorPointOnScreen() -> Point? {
        guard bounds.width > 0, bounds.height > 0, isEnabledInHierarchy else { return nil }
        scrollToCursorIfNeeded()
        guard let y = screenRow(of: visualRow(of: cursor)) else { return nil }
        let x = gutterWidth + displayColumn(of: cursor) - scroll.column
        guard x >= gutterWidth, x < bounds.width else { return nil }
        return Point(x: x, y: y)
    }

    /// The text position under a point of the view (clamped into the text).
    func position(atViewPoint point: Point) -> TextPosition {
        let row = row(topRow, movedBy: max(0, point.y))
        let x = max(0, point.x - gutterWidth + scroll.column)
        return position(in: row, atDisplayColumn: x)
    }
}
