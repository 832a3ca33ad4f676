extension TextEditingBuffer {
    /// Types text at the cursor (consecutive typing is one undo step), through the input filter; like a
    /// paste, newlines and tabs become spaces and other control characters are dropped;
    /// when `maxLength` is reached nothing is inserted.
    @discardableResult
    public mutating func type(_ typed: String) -> Bool {
        if typed.utf8.count == 1, let character = typed.first, let done = typeASCIIInPlace(character) {
            return done
        }
        let inserted = Self.sanitizedPaste(filtered(typed))
        guard !inserted.isEmpty, (room() ?? Int.max) >= inserted.count else { return false }
        lastCommand = .none
        return replace(cursor..<cursor, with: inserted, kind: .typing)
    }

    /// Pastes text at the cursor as one edit: newlines and tabs become spaces, other control
    /// characters are removed, and the text is truncated to what `maxLength` leaves room for.
    @discardableResult
    public mutating func paste(_ pasted: String) -> Bool {
        lastCommand = .none
        return insertAsOneEdit(Self.sanitizedPaste(pasted))
    }

    /// Backspace: deletes the grapheme before the cursor.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        if let done = deleteASCIIBackwardInPlace() { return done }
        lastCommand = .none
        guard cursor > 0 else { return false }
        return replace(cursor - 1..<cursor, with: [], kind: .deletingBackward)
    }

    /// Delete / Ctrl-D: deletes the grapheme under the cursor.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        lastCommand = .none
        guard cursor < characters.count else { return false }
        return replace(cursor..<cursor + 1, with: [], kind: .deletingForward)
    }

    /// Ctrl-K: kills from the cursor to the end.
    @discardableResult public mutating func killToEnd() -> Bool { kill(cursor..<characters.count, backward: false) }
    /// Ctrl-U: kills from the start to the cursor.
    @discardableResult public mutating func killToStart() -> Bool { kill(0..<cursor, backward: true) }
    /// Ctrl-W: kills the whitespace-delimited word before the cursor.
    @discardableResult
    public mutating func killWhitespaceWordBackward() -> Bool {
        kill(whitespaceWordStart(before: cursor)..<cursor, backward: true)
    }
    /// Alt-Backspace: kills the word (letters, digits, `_`) before the cursor.
    @discardableResult
    public mutating func killWordBackward() -> Bool { kill(wordStart(before: cursor)..<cursor, backward: true) }
    /// Alt-D: kills the word after the cursor.
    @discardableResult
    public mutating func killWordForward() -> Bool { kill(cursor..<wordEnd(after: cursor), backward: false) }

    /// Ctrl-Y: inserts the newest kill at the cursor (truncated to fit `maxLength`).
    @discardableResult
    public mutating func yank() -> Bool {
        guard let killed = killRing.current else { return false }
        let start = cursor
        lastCommand = .none
        guard insertAsOneEdit(Array(killed)) else { return false }
        lastCommand = .yank(start: start, count: cursor - start)
        return true
    }

    /// Alt-Y right after a yank: replaces the yanked text with the next older kill.
    @discardableResult
    public mutating func yankPop() -> Bool {
        guard case .yank(let start, let count) = lastCommand, killRing.entries.count > 1,
            start + count <= characters.count, let older = killRing.rotate()
        else { return false }
        var replacement = Self.sanitizedPaste(filtered(older))
        if let room = room(replacing: count) { replacement = Array(replacement.prefix(room)) }
        guard replace(start..<start + count, with: replacement, kind: .other) else { return false }
        lastCommand = .yank(start: start, count: cursor - start)
        return true
    }

    /// Undoes the last edit step; returns whether anything changed.
    @discardableResult
    public mutating func undo() -> Bool {
        lastCommand = .none
        guard let previous = history.undo(from: snapshot) else { return false }
        restore(previous)
        return true
    }

    /// Redoes the last undone step; returns whether anything changed.
    @discardableResult
    public mutating func redo() -> Bool {
        lastCommand = .none
        guard let next = history.redo(from: snapshot) else { return false }
        restore(next)
        return true
    }

    /// Removes `range`, recording it in the kill ring (merged with a directly preceding kill) unless secure.
    private mutating func kill(_ range: Range<Int>, backward: Bool) -> Bool {
        guard !range.isEmpty else {
            lastCommand = .none
            return false
        }
        let killed = String(characters[range])
        let merging = lastCommand == .kill
        guard replace(range, with: [], kind: .other, cursorOffset: 0) else {
            lastCommand = .none
            return false
        }
        if !isSecure { killRing.kill(killed, backward: backward, merging: merging) }
        lastCommand = .kill
        return true
    }

    /// Inserts graphemes at the cursor as one undo step, truncated to the room `maxLength` leaves.
    private mutating func insertAsOneEdit(_ graphemes: [Character]) -> Bool {
        var inserted = inputFilter.map { Self.sanitizedPaste($0(String(graphemes))) } ?? graphemes
        if let room = room() { inserted = Array(inserted.prefix(room)) }
        guard !inserted.isEmpty else { return false }
        return replace(cursor..<cursor, with: inserted, kind: .other)
    }

    /// `text` through the input filter, if any.
    private func filtered(_ text: String) -> String {
        inputFilter?(text) ?? text
    }

    /// Whether a grapheme is a control character (C0, DEL, C1), including newlines and tabs.
    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }

    /// Pasted text as a single line: newlines (any convention) and tabs become one space each,
    /// other control characters are dropped.
    static func sanitizedPaste(_ pasted: String) -> [Character] {
        pasted.compactMap { character -> Character? in
            if character.isNewline || character == "\t" { return " " }
            return isControl(character) ? nil : character
        }
    }
}
