import TerminalCore

extension TerminalEmulatorModel {
    /// Prints text: each grapheme cluster goes to the cursor's cell (a zero-width one joins the
    /// glyph before it).
    mutating func printText(_ text: String) {
        if codePointWidth != nil {
            for scalar in text.unicodeScalars { put(Character(scalar)) }
        } else {
            for character in text { put(character) }
        }
    }

    /// Prints one glyph as xterm does: pending wrap and autowrap, insert mode, wide glyphs and the
    /// halves of the wide glyphs it writes over.
    mutating func put(_ printed: Character) {
        let character = lineDrawing ? Self.lineDrawingGlyph(printed) : printed
        let measured = glyphWidth(character)
        if measured <= 0 {
            joinToPreviousGlyph(character)
            return
        }
        let glyphWidth = min(2, measured)
        if pendingWrap, autowrap {
            carriageReturn()
            lineFeed()
        }
        pendingWrap = false
        if cursor.x + glyphWidth > width {
            guard autowrap, width >= glyphWidth else { return }
            carriageReturn()
            lineFeed()
        }
        if insertMode { insertBlanks(glyphWidth) }
        clearHalves(row: cursor.y, from: cursor.x, count: glyphWidth)
        var written = style
        written.link = link
        cells[cursor.y][cursor.x] = EmulatorCell(glyph: String(character), sgr: sgr, style: written)
        if glyphWidth == 2 { cells[cursor.y][cursor.x + 1] = EmulatorCell(glyph: "", sgr: sgr, style: written) }
        lastGraphic = printed
        lastPrinted = (cursor.x, cursor.y)
        cursor.x += glyphWidth
        if cursor.x >= width {
            cursor.x = width - 1
            pendingWrap = autowrap
        }
    }

    /// `REP`: prints the last printed glyph `count` more times.
    mutating func repeatLastGlyph(_ count: Int) {
        guard let glyph = lastGraphic else { return }
        for _ in 0..<min(count, width * height) { put(glyph) }
    }

    /// A combining mark, joiner or variation selector joins the glyph left of the cursor.
    private mutating func joinToPreviousGlyph(_ character: Character) {
        if let (x, y) = lastPrinted, y < height, x < width {
            cells[y][x].glyph.append(character)
            return
        }
        var x = pendingWrap ? cursor.x : cursor.x - 1
        guard x >= 0 else { return }
        if cells[cursor.y][x].isContinuation, x > 0 { x -= 1 }
        cells[cursor.y][x].glyph.append(character)
    }

    mutating func carriageReturn() {
        lastPrinted = nil
        cursor.x = 0
        pendingWrap = false
    }

    /// Moves down a row; at the bottom of the scroll region the region scrolls up.
    mutating func lineFeed() {
        lastPrinted = nil
        pendingWrap = false
        if cursor.y == scrollBottom {
            scrollUp(1)
        } else if cursor.y < height - 1 {
            cursor.y += 1
        }
    }

    /// `RI`: moves up a row; at the top of the scroll region the region scrolls down.
    mutating func reverseIndex() {
        pendingWrap = false
        if cursor.y == scrollTop {
            scrollDown(1)
        } else if cursor.y > 0 {
            cursor.y -= 1
        }
    }

    mutating func backspace() {
        lastPrinted = nil
        if pendingWrap {
            pendingWrap = false
        } else {
            cursor.x = max(0, cursor.x - 1)
        }
    }

    /// Moves to the next tab stop (every 8 columns), at most to the last column.
    mutating func tab() {
        lastPrinted = nil
        pendingWrap = false
        cursor.x = min(width - 1, (cursor.x / 8 + 1) * 8)
    }

    /// Scrolls the scroll region up by `count` rows; rows leaving the top of a whole-screen region on
    /// the main screen go to the scrollback.
    mutating func scrollUp(_ count: Int) {
        deleteRows(count, at: scrollTop, keepingInScrollback: true)
    }

    /// Scrolls the scroll region down by `count` rows.
    mutating func scrollDown(_ count: Int) {
        insertRows(count, at: scrollTop)
    }

    /// Removes `count` rows from row `y` down, the rows below them up to the scroll region's bottom
    /// moving up and blank rows coming in at the bottom. With `keepingInScrollback` (a scroll, not a
    /// line delete), rows leaving the top of the screen on the main screen go to the scrollback.
    mutating func deleteRows(_ count: Int, at y: Int, keepingInScrollback: Bool = false) {
        for _ in 0..<min(count, scrollBottom - y + 1) {
            let removed = cells.remove(at: y)
            if keepingInScrollback, y == 0, mainScreen == nil { scrollback.append(Self.text(removed)) }
            cells.insert(blankRow(), at: scrollBottom)
        }
    }

    /// Inserts `count` blank rows at row `y`, the rows below moving down and those pushed past the
    /// scroll region's bottom dropped.
    mutating func insertRows(_ count: Int, at y: Int) {
        for _ in 0..<min(count, scrollBottom - y + 1) {
            cells.remove(at: scrollBottom)
            cells.insert(blankRow(), at: y)
        }
    }

    /// A row of blanks in the current background (`bce`).
    func blankRow() -> [EmulatorCell] {
        Array(repeating: erasedCell, count: width)
    }

    /// What erasing leaves: a blank in the current background.
    var erasedCell: EmulatorCell {
        EmulatorCell(glyph: " ", sgr: sgr, style: Style(background: style.background))
    }

    /// Erases `count` cells of `row` from column `x`, and the other halves of wide glyphs cut there.
    mutating func erase(row: Int, from x: Int, count: Int) {
        let start = max(0, x)
        let end = min(width, x + count)
        guard start < end else { return }
        clearHalves(row: row, from: start, count: end - start)
        for column in start..<end { cells[row][column] = erasedCell }
    }

    /// Blanks the halves of wide glyphs that writing `count` cells at `x` would leave alone: the
    /// left half of a glyph whose right half is at `x`, the right half of one whose left half ends
    /// the range.
    mutating func clearHalves(row: Int, from x: Int, count: Int) {
        if x > 0, x < width, cells[row][x].isContinuation { cells[row][x - 1].glyph = " " }
        let after = x + count
        if after < width, after > 0, cells[row][after].isContinuation { cells[row][after].glyph = " " }
    }

    /// `ICH` and insert mode: shifts the rest of the row right by `count` blanks at the cursor.
    mutating func insertBlanks(_ count: Int) {
        let x = cursor.x
        let count = min(count, width - x)
        guard count > 0 else { return }
        clearHalves(row: cursor.y, from: x, count: 0)
        var row = cells[cursor.y]
        row.insert(contentsOf: Array(repeating: erasedCell, count: count), at: x)
        row.removeLast(count)
        cells[cursor.y] = row
        repairOrphans(row: cursor.y)
    }

    /// `DCH`: deletes `count` cells at the cursor, the rest of the row moving left.
    mutating func deleteCharacters(_ count: Int) {
        let x = cursor.x
        let count = min(count, width - x)
        guard count > 0 else { return }
        clearHalves(row: cursor.y, from: x, count: count)
        var row = cells[cursor.y]
        row.removeSubrange(x..<(x + count))
        row.append(contentsOf: Array(repeating: erasedCell, count: count))
        cells[cursor.y] = row
        repairOrphans(row: cursor.y)
    }

    /// Blanks any half of a wide glyph left without its other half in `row`.
    mutating func repairOrphans(row: Int) {
        for x in 0..<width {
            let cell = cells[row][x]
            if cell.isContinuation, x == 0 || !cells[row][x - 1].isWideStart(in: self) {
                cells[row][x].glyph = " "
            }
        }
        for x in 0..<width where cells[row][x].isWideStart(in: self) {
            if x + 1 >= width || !cells[row][x + 1].isContinuation { cells[row][x].glyph = " " }
        }
    }

    /// The DEC special graphics glyph an ASCII character stands for after `ESC ( 0`.
    static func lineDrawingGlyph(_ character: Character) -> Character {
        let table: [Character: Character] = [
            "`": "◆", "a": "▒", "f": "°", "g": "±", "j": "┘", "k": "┐", "l": "┌", "m": "└", "n": "┼",
            "o": "⎺", "p": "⎻", "q": "─", "r": "⎼", "s": "⎽", "t": "├", "u": "┤", "v": "┴", "w": "┬",
            "x": "│", "y": "≤", "z": "≥", "{": "π", "|": "≠", "}": "£", "~": "·",
        ]
        return table[character] ?? character
    }
}

extension EmulatorCell {
    /// Whether this cell holds a glyph the model counts two columns wide.
    func isWideStart(in model: TerminalEmulatorModel) -> Bool {
        guard let character = glyph.first, glyph.count == 1 else { return false }
        return model.glyphWidth(character) >= 2
    }
}
