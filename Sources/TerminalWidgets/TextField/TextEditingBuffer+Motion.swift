extension TextEditingBuffer {
    /// Whether a grapheme belongs to a word for Alt-B/F, Alt-D and Alt-Backspace: letters, digits and `_`.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where a backward word motion from the cursor lands: over non-word graphemes, then over a word.
    /// In secure mode it is the start.
    func wordStart(before offset: Int) -> Int {
        if isSecure { return 0 }
        var index = offset
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// Where a forward word motion from the cursor lands: over non-word graphemes, then to a word's end.
    /// In secure mode it is the end.
    func wordEnd(after offset: Int) -> Int {
        if isSecure { return characters.count }
        var index = offset
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// Where Ctrl-W's kill starts: back over whitespace, then over non-whitespace (Unix word rubout).
    func whitespaceWordStart(before offset: Int) -> Int {
        if isSecure { return 0 }
        var index = offset
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    /// Left / Ctrl-B: one grapheme back.
    @discardableResult public mutating func moveLeft() -> Bool { moveCursor(to: cursor - 1) }
    /// Right / Ctrl-F: one grapheme forward.
    @discardableResult public mutating func moveRight() -> Bool { moveCursor(to: cursor + 1) }
    /// Alt-B / Ctrl-Left: to the start of the word before the cursor.
    @discardableResult public mutating func moveWordLeft() -> Bool { moveCursor(to: wordStart(before: cursor)) }
    /// Alt-F / Ctrl-Right: to the end of the word after the cursor.
    @discardableResult public mutating func moveWordRight() -> Bool { moveCursor(to: wordEnd(after: cursor)) }
    /// Home / Ctrl-A: to the start.
    @discardableResult public mutating func moveToStart() -> Bool { moveCursor(to: 0) }
    /// End / Ctrl-E: to the end.
    @discardableResult public mutating func moveToEnd() -> Bool { moveCursor(to: characters.count) }
}
