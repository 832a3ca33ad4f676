extension TextArea {
    /// The position one grapheme (or line break) before `position`.
    func position(before position: TextPosition) -> TextPosition {
        if position.column > 0 { return TextPosition(line: position.line, column: position.column - 1) }
        guard position.line > 0 else { return position }
        return TextPosition(line: position.line - 1, column: document.lines[position.line - 1].count)
    }

    /// The position one grapheme (or line break) after `position`.
    func position(after position: TextPosition) -> TextPosition {
        if position.column < document.lines[position.line].count {
            return TextPosition(line: position.line, column: position.column + 1)
        }
        guard position.line + 1 < document.lines.count else { return position }
        return TextPosition(line: position.line + 1, column: 0)
    }

    /// The grapheme before `position` ("\n" for a line break), or nil at the start.
    private func character(before position: TextPosition) -> Character? {
        if position.column > 0 { return document.lines[position.line][position.column - 1] }
        return position.line > 0 ? "\n" : nil
    }

    /// The grapheme after `position` ("\n" for a line break), or nil at the end.
    private func character(after position: TextPosition) -> Character? {
        let line = document.lines[position.line]
        if position.column < line.count { return line[position.column] }
        return position.line + 1 < document.lines.count ? "\n" : nil
    }

    /// Where a backward word motion lands: over non-word graphemes, then over a word.
    func wordStart(before start: TextPosition) -> TextPosition {
        var position = start
        while let character = character(before: position), !TextEditingBuffer.isWordCharacter(character) {
            position = self.position(before: position)
        }
        while let character = character(before: position), TextEditingBuffer.isWordCharacter(character) {
            position = self.position(before: position)
        }
        return position
    }

    /// Where a forward word motion lands: over non-word graphemes, then to a word's end.
    func wordEnd(after start: TextPosition) -> TextPosition {
        var position = start
        while let character = character(after: position), !TextEditingBuffer.isWordCharacter(character) {
            position = self.position(after: position)
        }
        while let character = character(after: position), TextEditingBuffer.isWordCharacter(character) {
            position = self.position(after: position)
        }
        return position
    }

    /// Where Ctrl-W's kill starts: back over whitespace, then over non-whitespace.
    func whitespaceWordStart(before start: TextPosition) -> TextPosition {
        var position = start
        while let character = character(before: position), character.isWhitespace {
            position = self.position(before: position)
        }
        while let character = character(before: position), !character.isWhitespace {
            position = self.position(before: position)
        }
        return position
    }

    /// Moves the cursor to `target` (clamped), extending the selection or dropping it; ends the open
    /// undo group and forgets the goal column unless `keepingGoal`.
    func moveCursor(to target: TextPosition, extending: Bool, keepingGoal: Bool = false) {
        let target = document.clamped(target)
        history.breakCoalescing()
        lastCommand = .none
        if !keepingGoal { goalColumn = nil }
        selection =
            extending ? TextAreaSelection(anchor: selection.anchor, head: target) : TextAreaSelection(cursor: target)
    }

    /// ← : one grapheme back; without Shift, a selection collapses to its start instead.
    func moveLeft(extending: Bool) {
        if !extending, !selection.isEmpty { return moveCursor(to: selection.range.lowerBound, extending: false) }
        moveCursor(to: position(before: cursor), extending: extending)
    }

    /// → : one grapheme forward; without Shift, a selection collapses to its end instead.
    func moveRight(extending: Bool) {
        if !extending, !selection.isEmpty { return moveCursor(to: selection.range.upperBound, extending: false) }
        moveCursor(to: position(after: cursor), extending: extending)
    }

    /// ↑/↓ and pages: `rows` visual rows down (up when negative), keeping the display column of the
    /// first vertical move; past the first or last row the cursor goes to the text's start or end.
    func moveVertically(by rows: Int, extending: Bool) {
        let goal = goalColumn ?? displayColumn(of: cursor)
        let from = visualRow(of: cursor)
        let to = row(from, movedBy: rows)
        let target: TextPosition
        if to == from {
            target = rows < 0 ? .start : document.end
        } else {
            target = position(in: to, atDisplayColumn: goal)
        }
        moveCursor(to: target, extending: extending, keepingGoal: true)
        goalColumn = goal
    }

    /// PgUp/PgDn: scrolls a page (the view's height less one row, never past the last page) and
    /// moves the cursor as far; a scroll redraws even when the cursor stays where it is.
    func movePage(down: Bool, extending: Bool) {
        let page = max(1, bounds.height - 1) * (down ? 1 : -1)
        let top = min(row(topRow, movedBy: page), lastTopRow)
        if top != topRow { setNeedsDisplay() }
        scroll.line = top.line
        scroll.row = top.row
        moveVertically(by: page, extending: extending)
    }

    /// Home: to the start of the cursor's visual row.
    func moveToRowStart(extending: Bool) {
        let row = visualRow(of: cursor)
        let start = layout(ofLine: row.line).range(ofRow: row.row).lowerBound
        moveCursor(to: TextPosition(line: row.line, column: start), extending: extending)
    }

    /// End: to the end of the cursor's visual row.
    func moveToRowEnd(extending: Bool) {
        moveCursor(to: position(in: visualRow(of: cursor), atDisplayColumn: Int.max), extending: extending)
    }

    /// Selects the whole text, the cursor at its end.
    func selectAll() {
        history.breakCoalescing()
        lastCommand = .none
        goalColumn = nil
        selection = TextAreaSelection(anchor: .start, head: document.end)
    }

    /// Selects `selection` (clamped into the text) and scrolls it into view; no event.
    public func select(_ selection: TextAreaSelection) {
        let clamped = clampedSelection(selection)
        guard clamped != self.selection else { return }
        history.breakCoalescing()
        lastCommand = .none
        goalColumn = nil
        self.selection = clamped
        followsCursor = true
        setNeedsDisplay()
    }

    /// The selected text ("" when nothing is selected).
    public var selectedText: String { document.text(in: selection.range) }
}
