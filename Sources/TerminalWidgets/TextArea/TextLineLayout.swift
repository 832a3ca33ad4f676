/// How one line of a `TextArea` is shown: the grapheme offsets where its visual rows start when it
/// wraps at a width (one row when it does not), and the display columns of its graphemes, with wide
/// CJK and emoji glyphs, combining marks (no column of their own) and tabs (to the next tab stop).
///
/// Soft wrapping breaks after the last whitespace that fits, or inside a word too long for a row.
/// When the last row is full, an empty row follows it, so the cursor after the line's end has a cell.
struct TextLineLayout: Equatable, Sendable {
    /// The grapheme offset where each visual row starts; the first is 0.
    var rowStarts: [Int]
    /// How many graphemes the line has.
    var count: Int

    /// How many visual rows the line takes.
    var rowCount: Int { rowStarts.count }

    /// The graphemes of visual row `row` (clamped).
    func range(ofRow row: Int) -> Range<Int> {
        let row = min(max(0, row), rowStarts.count - 1)
        let end = row + 1 < rowStarts.count ? rowStarts[row + 1] : count
        return rowStarts[row]..<max(rowStarts[row], end)
    }

    /// The visual row showing grapheme offset `column` (the cursor before it); a column where a row
    /// starts belongs to that row.
    func row(ofColumn column: Int) -> Int {
        var low = 0
        var high = rowStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowStarts[middle] <= column { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The display width of `character` drawn at display column `column` of its row: a tab reaches the
    /// next multiple of `tabWidth`.
    static func width(of character: Character, atColumn column: Int, tabWidth: Int) -> Int {
        if character == "\t" { return tabWidth - column % tabWidth }
        return character.displayWidth
    }

    /// Lays out `characters`, wrapping at `width` columns (no wrapping when nil).
    init(_ characters: [Character], wrapWidth width: Int?, tabWidth: Int) {
        count = characters.count
        guard let width else {
            rowStarts = [0]
            return
        }
        let limit = max(1, width)
        var starts = [0]
        var rowStart = 0
        var column = 0
        var breakAfterSpace = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let cells = Self.width(of: character, atColumn: column, tabWidth: tabWidth)
            if column + cells > limit, index > rowStart, cells > 0 {
                let breakAt = breakAfterSpace > rowStart ? breakAfterSpace : index
                starts.append(breakAt)
                rowStart = breakAt
                breakAfterSpace = rowStart
                column = 0
                index = rowStart
                continue
            }
            column += cells
            index += 1
            if character.isWhitespace { breakAfterSpace = index }
        }
        if column >= limit, !characters.isEmpty { starts.append(characters.count) }
        rowStarts = starts
    }

    /// The display column (from the row's start) where grapheme `column` of `characters` is drawn.
    func displayColumn(of column: Int, in characters: [Character], tabWidth: Int) -> Int {
        let row = range(ofRow: row(ofColumn: column))
        var x = 0
        for index in row.lowerBound..<min(column, characters.count) {
            x += Self.width(of: characters[index], atColumn: x, tabWidth: tabWidth)
        }
        return x
    }

    /// The grapheme offset in visual row `row` whose cell covers display column `x` (the cursor
    /// goes before it), or the row's end when `x` lies past its text. On a row followed by another,
    /// the end is before the row's last grapheme, so the cursor stays on that row.
    func column(atDisplayColumn x: Int, row: Int, in characters: [Character], tabWidth: Int) -> Int {
        let range = range(ofRow: row)
        var position = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let cells = Self.width(of: characters[index], atColumn: position, tabWidth: tabWidth)
            if position + cells > x { return index }
            position += cells
            index += 1
        }
        let wrapsOn = row + 1 < rowStarts.count
        return wrapsOn ? max(range.lowerBound, range.upperBound - 1) : range.upperBound
    }
}
