extension TextField {
    /// The graphemes as shown (masked in secure mode).
    func displayedGraphemes() -> [Character] {
        isSecure ? Array(repeating: maskCharacter, count: buffer.characters.count) : buffer.characters
    }

    /// The display width of each shown grapheme.
    func displayedWidths() -> [Int] {
        displayedGraphemes().map(\.displayWidth)
    }

    /// The display width of the shown text, summed without building anything.
    var displayedTextWidth: Int {
        if isSecure { return buffer.characters.count * maskCharacter.displayWidth }
        var width = 0
        for character in buffer.characters { width += character.displayWidth }
        return width
    }

    /// The scroll position and cursor column for the current text, cursor and width (the widths are
    /// worked out in a buffer the field keeps, so this allocates nothing once it has grown).
    func currentViewport() -> TextFieldViewport {
        var widths: [Int] = []
        swap(&widths, &widthScratch)
        widths.removeAll(keepingCapacity: true)
        if isSecure {
            let width = maskCharacter.displayWidth
            for _ in buffer.characters { widths.append(width) }
        } else {
            for character in buffer.characters { widths.append(character.displayWidth) }
        }
        let viewport = TextFieldViewport.scrolled(
            widths: widths, cursor: buffer.cursor, width: bounds.width, previousFirst: scrollStart)
        swap(&widths, &widthScratch)
        scrollStart = viewport.firstVisible
        return viewport
    }

    /// The grapheme offset nearest to a display column of the field (for mouse presses).
    func graphemeIndex(atColumn column: Int) -> Int {
        let widths = displayedWidths()
        var index = currentViewport().firstVisible
        var x = 0
        while index < widths.count, x + widths[index] <= column {
            x += widths[index]
            index += 1
        }
        return index
    }

    /// The row the text is drawn on (the middle one of a taller field).
    private var textRow: Int { max(0, (bounds.height - 1) / 2) }

    /// The cursor at its display column while enabled.
    var fieldCursorPosition: Point? {
        guard bounds.width > 0, bounds.height > 0, isEnabledInHierarchy else { return nil }
        return Point(x: currentViewport().cursorColumn, y: textRow)
    }

    /// The style of the field's free cells: focused, disabled, or normal underlined so its extent shows.
    var fieldStyle: Style {
        if !isEnabledInHierarchy { return theme.disabled }
        return isFocused ? theme.focused : theme.normal.underlined
    }

    /// The style of the text. While the field is focused it is the theme's normal style (the free
    /// cells in the focused style and the cursor show the focus): a typed character then reaches
    /// the terminal as that character alone, with no colour or attribute change around it.
    /// Otherwise it is the field's style.
    var textStyle: Style {
        isFocused && isEnabledInHierarchy ? theme.normal : fieldStyle
    }

    /// Draws the visible part of the text, or the dimmed placeholder when empty.
    func drawField(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let style = fieldStyle
        let row = textRow
        canvas.fill(
            Rect(origin: Point(x: 0, y: row), size: Size(width: bounds.width, height: 1)),
            with: Cell.blank(style: style))
        if buffer.characters.isEmpty {
            canvas.put(placeholder, at: Point(x: 0, y: row), style: style.dim, maxWidth: bounds.width, ellipsis: true)
            return
        }
        let textStyle = textStyle
        let characters = buffer.characters
        var x = 0
        for index in currentViewport().firstVisible..<characters.count {
            let grapheme = isSecure ? maskCharacter : characters[index]
            let width = grapheme.displayWidth
            guard x + width <= bounds.width else { break }
            canvas.put(String(grapheme), at: Point(x: x, y: row), style: textStyle)
            x += width
        }
    }
}
