extension TextArea {
    /// How many graphemes may still be inserted in place of `replacing` of them, or nil for no limit.
    func room(replacing: Int = 0) -> Int? {
        maxLength.map { max(0, $0 - document.characterCount + replacing) }
    }

    /// How many graphemes the selection holds (line breaks count one).
    var selectedCount: Int {
        let range = selection.range
        return document.characterCount(from: range.lowerBound, to: range.upperBound)
    }

    /// Replaces `range` with `inserted` (lines) as one change of `kind`, recorded for undo, and puts
    /// the cursor after the inserted text (at the range's start with `cursorAtStart`). Refused when
    /// not editable or when it would grow the text past `maxLength`.
    @discardableResult
    func replace(
        _ range: Range<TextPosition>, with inserted: [[Character]], kind: TextEditHistory.EditKind,
        cursorAtStart: Bool = false
    ) -> Bool {
        guard isEditable else { return false }
        let start = document.clamped(range.lowerBound)
        let end = max(start, document.clamped(range.upperBound))
        let insertedLines = inserted.isEmpty ? [[]] : inserted
        let removedCount = document.characterCount(from: start, to: end)
        let insertedCount = insertedLines.reduce(insertedLines.count - 1) { $0 + $1.count }
        if let room = room(replacing: removedCount), insertedCount > room, insertedCount > removedCount { return false }
        if removedCount == 0, insertedCount == 0 { return false }
        let removed = document.lines(in: start..<end)
        guard removed != insertedLines else { return false }
        let before = selection
        let countBefore = document.characterCount
        let lineCountBefore = document.lines.count
        let oldLines = Array(document.lines[start.line...end.line])
        let newEnd = document.replace(start..<end, with: insertedLines)
        let edit: TextAreaEdit
        if newEnd == TextAreaEdit.end(of: insertedLines, from: start),
            document.characterCount == countBefore - removedCount + insertedCount
        {
            edit = TextAreaEdit(start: start, removed: removed, inserted: insertedLines)
        } else {
            let lastLine = start.line + insertedLines.count - 1
            edit = TextAreaEdit(
                start: TextPosition(line: start.line, column: 0), removed: oldLines,
                inserted: Array(document.lines[start.line...lastLine]))
        }
        if document.lines.count != lineCountBefore {
            layouts.removeAll()
        } else {
            layouts.invalidate(lines: start.line...max(start.line, newEnd.line))
        }
        selection = TextAreaSelection(cursor: cursorAtStart ? start : newEnd)
        goalColumn = nil
        history.record(edit, kind: kind, before: before, after: selection)
        return true
    }

    /// Types one character in place of the selection (consecutive typing of a word is one undo step).
    func type(_ character: Character) -> Bool {
        lastCommand = .none
        if character.isNewline { return insertNewline() }
        let kind: TextEditHistory.EditKind = selection.isEmpty ? .typing : .other
        if TextEditingBuffer.isControl(character), character != "\t" { return false }
        return replace(selection.range, with: [[character]], kind: kind)
    }

    /// Enter: a line break in place of the selection.
    func insertNewline() -> Bool {
        lastCommand = .none
        return replace(selection.range, with: [[], []], kind: selection.isEmpty ? .typing : .other)
    }

    /// Inserts `lines` in place of the selection as one undo step (a paste or a yank), truncated to
    /// the room `maxLength` leaves.
    func insertAsOneEdit(_ lines: [[Character]]) -> Bool {
        lastCommand = .none
        var inserted = lines
        if let room = room(replacing: selectedCount) { inserted = Self.truncated(inserted, to: room) }
        guard inserted != [[]] else { return false }
        return replace(selection.range, with: inserted, kind: .other)
    }

    /// `lines` cut to `count` graphemes, line breaks counting one.
    static func truncated(_ lines: [[Character]], to count: Int) -> [[Character]] {
        var remaining = count
        var result: [[Character]] = []
        for line in lines {
            if !result.isEmpty {
                guard remaining > 0 else { break }
                remaining -= 1
            }
            result.append(Array(line.prefix(remaining)))
            remaining -= min(remaining, line.count)
        }
        return result.isEmpty ? [[]] : result
    }

    /// Deletes the selection (one undo step); returns whether there was one.
    func deleteSelection() -> Bool {
        guard !selection.isEmpty else { return false }
        lastCommand = .none
        return replace(selection.range, with: [[]], kind: .other)
    }

    /// Backspace: the selection, else the grapheme (or line break) before the cursor.
    func deleteBackward() -> Bool {
        if deleteSelection() { return true }
        lastCommand = .none
        let start = position(before: cursor)
        guard start != cursor else { return false }
        return replace(start..<cursor, with: [[]], kind: .deletingBackward)
    }

    /// Delete / Ctrl-D: the selection, else the grapheme (or line break) under the cursor.
    func deleteForward() -> Bool {
        if deleteSelection() { return true }
        lastCommand = .none
        let end = position(after: cursor)
        guard end != cursor else { return false }
        return replace(cursor..<end, with: [[]], kind: .deletingForward, cursorAtStart: true)
    }

    /// Ctrl-K: kills to the end of the line, or the line break when the cursor is at the end.
    func killToLineEnd() -> Bool {
        let lineEnd = TextPosition(line: cursor.line, column: document.lines[cursor.line].count)
        return kill(cursor..<(cursor == lineEnd ? position(after: cursor) : lineEnd), backward: false)
    }

    /// Ctrl-U: kills from the start of the line to the cursor.
    func killToLineStart() -> Bool {
        kill(TextPosition(line: cursor.line, column: 0)..<cursor, backward: true)
    }

    /// Ctrl-W: cuts the selection, else kills the whitespace-delimited word before the cursor.
    func killRegionOrWhitespaceWord() -> Bool {
        if !selection.isEmpty { return cutSelection() }
        return kill(whitespaceWordStart(before: cursor)..<cursor, backward: true)
    }

    /// Alt-Backspace: kills the word before the cursor.
    func killWordBackward() -> Bool { kill(wordStart(before: cursor)..<cursor, backward: true) }

    /// Alt-D: kills the word after the cursor.
    func killWordForward() -> Bool { kill(cursor..<wordEnd(after: cursor), backward: false) }

    /// Removes `range` into the kill ring (merged with a kill right before it).
    private func kill(_ range: Range<TextPosition>, backward: Bool) -> Bool {
        guard !range.isEmpty else {
            lastCommand = .none
            return false
        }
        let killed = document.text(in: range)
        let merging = lastCommand == .kill
        guard replace(range, with: [[]], kind: .other, cursorAtStart: true) else {
            lastCommand = .none
            return false
        }
        killRing.kill(killed, backward: backward, merging: merging)
        lastCommand = .kill
        return true
    }

    /// Ctrl-Y: inserts the newest kill in place of the selection.
    func yank() -> Bool {
        guard let killed = killRing.current else { return false }
        let start = selection.range.lowerBound
        guard insertAsOneEdit(TextDocument.lines(of: killed)) else { return false }
        lastCommand = .yank(start: start, end: cursor)
        return true
    }

    /// Alt-Y right after a yank: replaces the yanked text with the next older kill.
    func yankPop() -> Bool {
        guard case .yank(let start, let end) = lastCommand, killRing.entries.count > 1,
            document.clamped(end) == end, start <= end, let older = killRing.rotate()
        else { return false }
        let removed = document.characterCount(from: start, to: end)
        var lines = TextDocument.lines(of: older)
        if let room = room(replacing: removed) { lines = Self.truncated(lines, to: room) }
        guard replace(start..<end, with: lines, kind: .other) else { return false }
        lastCommand = .yank(start: start, end: cursor)
        return true
    }

    /// Undoes the last step; returns whether anything changed.
    func undo() -> Bool {
        lastCommand = .none
        guard isEditable, let step = history.popUndo() else { return false }
        for edit in step.edits.reversed() { edit.revert(in: &document) }
        layouts.removeAll()
        selection = clampedSelection(step.selectionBefore)
        goalColumn = nil
        return true
    }

    /// Redoes the last undone step; returns whether anything changed.
    func redo() -> Bool {
        lastCommand = .none
        guard isEditable, let step = history.popRedo() else { return false }
        for edit in step.edits { edit.apply(to: &document) }
        layouts.removeAll()
        selection = clampedSelection(step.selectionAfter)
        goalColumn = nil
        return true
    }

    /// `selection` with both ends clamped into the document.
    func clampedSelection(_ selection: TextAreaSelection) -> TextAreaSelection {
        TextAreaSelection(anchor: document.clamped(selection.anchor), head: document.clamped(selection.head))
    }
}
