import TerminalCore

/// Where the area's rows went on a terminal that re-wraps its rows when it narrows.
extension InlineRenderer {
    /// The cursor's row, counted from the area's top row, once a terminal that re-wraps its rows
    /// has wrapped the area's rows at `width`: each row above the cursor's takes as many rows as its
    /// content needs, and the cursor moves down its own row's wrapped rows to the cell it was on (to
    /// the last of them when it was past the row's content), as tmux, VTE and kitty move it.
    func rewrappedCursorRow(width: Int) -> Int {
        guard cursorRow < shown.size.height else { return cursorRow }
        func wrappedRows(_ length: Int) -> Int { max(1, (length + width - 1) / width) }
        var rows = 0
        for y in 0..<cursorRow { rows += wrappedRows(contentLength(ofRow: y)) }
        let length = contentLength(ofRow: cursorRow)
        let column = cursorColumn ?? 0
        return rows + (column >= length ? wrappedRows(length) - 1 : column / width)
    }

    /// The columns of a shown row up to its last cell a terminal keeps when it re-wraps the row:
    /// anything but a blank in the default background with no attribute that shows on a blank.
    private func contentLength(ofRow y: Int) -> Int {
        let row = shown.row(y)
        let last = row.lastIndex { cell in
            let style = cell.style.reduced(to: depth)
            return cell.grapheme != " " || style.background != .default
                || !style.attributes.isDisjoint(with: [.reverse, .underline])
        }
        return last.map { $0 - row.startIndex + 1 } ?? 0
    }
}
