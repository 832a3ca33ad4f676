/// The text of a `TextArea`, held as lines of grapheme clusters so that an edit touches only the
/// lines it changes: typing in a document of 10⁵ lines costs what typing in one of ten does.
///
/// A line break of any convention ("\n", "\r\n", "\r") ends a line and counts as one grapheme;
/// `text` joins the lines with "\n". Positions outside the text are clamped, never trapped on.
public struct TextDocument: Sendable, Equatable {
    /// The lines' graphemes, without their line breaks; there is always at least one line.
    public private(set) var lines: [[Character]]
    /// How many graphemes the text holds, counting each line break as one.
    public private(set) var characterCount: Int

    /// A document holding `text`.
    public init(_ text: String = "") {
        lines = Self.lines(of: text)
        characterCount = lines.reduce(lines.count - 1) { $0 + $1.count }
    }

    /// A document holding `lines` (an empty array is one empty line).
    init(lines: [[Character]]) {
        self.lines = lines.isEmpty ? [[]] : lines
        characterCount = self.lines.reduce(self.lines.count - 1) { $0 + $1.count }
    }

    /// The text, lines joined with "\n".
    public var text: String { Self.joined(lines[...]) }

    /// Whether the text is empty.
    public var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }

    /// The position after the last grapheme.
    public var end: TextPosition { TextPosition(line: lines.count - 1, column: lines[lines.count - 1].count) }

    /// `position` moved into the text: the line clamped to the lines, the column to that line.
    public func clamped(_ position: TextPosition) -> TextPosition {
        let line = min(max(0, position.line), lines.count - 1)
        return TextPosition(line: line, column: min(max(0, position.column), lines[line].count))
    }

    /// The graphemes in `range` (clamped), as lines: one more than the line breaks it spans.
    public func lines(in range: Range<TextPosition>) -> [[Character]] {
        let start = clamped(range.lowerBound)
        let end = max(start, clamped(range.upperBound))
        if start.line == end.line { return [Array(lines[start.line][start.column..<end.column])] }
        var result = [Array(lines[start.line][start.column...])]
        if end.line > start.line + 1 { result += lines[(start.line + 1)..<end.line] }
        result.append(Array(lines[end.line][..<end.column]))
        return result
    }

    /// The text in `range` (clamped), lines joined with "\n".
    public func text(in range: Range<TextPosition>) -> String {
        Self.joined(lines(in: range)[...])
    }

    /// Replaces the graphemes in `range` (clamped) with `inserted` (lines, at least one) and returns
    /// where the inserted text ends. Graphemes that merge where text meets (a combining mark typed
    /// after a letter) become one grapheme; the end is kept at the same place in the text.
    @discardableResult
    public mutating func replace(_ range: Range<TextPosition>, with inserted: [[Character]]) -> TextPosition {
        let start = clamped(range.lowerBound)
        let end = max(start, clamped(range.upperBound))
        let insertedLines = inserted.isEmpty ? [[]] : inserted
        let removedCount = characterCount(from: start, to: end)
        let insertedCount = insertedLines.reduce(insertedLines.count - 1) { $0 + $1.count }
        var endPosition: TextPosition
        if start.line == end.line && insertedLines.count == 1 {
            lines[start.line].replaceSubrange(start.column..<end.column, with: insertedLines[0])
            endPosition = TextPosition(line: start.line, column: start.column + insertedLines[0].count)
        } else {
            let suffix = lines[end.line][end.column...]
            var replacement = insertedLines
            replacement[0] = Array(lines[start.line][..<start.column]) + insertedLines[0]
            let lastIndex = replacement.count - 1
            endPosition = TextPosition(line: start.line + lastIndex, column: replacement[lastIndex].count)
            replacement[lastIndex] += suffix
            lines.replaceSubrange(start.line...end.line, with: replacement)
        }
        characterCount += insertedCount - removedCount
        if needsResegmenting(line: start.line, around: start.column) {
            endPosition = resegment(line: start.line, keeping: endPosition)
        }
        if needsResegmenting(line: endPosition.line, around: endPosition.column) {
            endPosition = resegment(line: endPosition.line, keeping: endPosition)
        }
        return endPosition
    }

    /// How many graphemes lie between two positions in order (line breaks count one).
    func characterCount(from start: TextPosition, to end: TextPosition) -> Int {
        if start.line == end.line { return end.column - start.column }
        var count = lines[start.line].count - start.column + 1 + end.column
        for line in (start.line + 1)..<end.line { count += lines[line].count + 1 }
        return count
    }

    /// Whether graphemes next to `column` of `line` may merge with their neighbour (anything but ASCII).
    private func needsResegmenting(line: Int, around column: Int) -> Bool {
        let characters = lines[line]
        let before = column > 0 && column <= characters.count ? !characters[column - 1].isASCII : false
        let after = column < characters.count ? !characters[column].isASCII : false
        return before || after
    }

    /// Splits `line` into grapheme clusters anew and returns `position` at the same place in the text
    /// (by Unicode scalars) when it lies on that line.
    private mutating func resegment(line: Int, keeping position: TextPosition) -> TextPosition {
        let old = lines[line]
        let scalars =
            position.line == line
            ? old[..<min(position.column, old.count)].reduce(0) {
                $0 + $1.unicodeScalars.count
            } : 0
        let fresh = Array(String(old))
        guard fresh.count != old.count else { return position }
        lines[line] = fresh
        characterCount += fresh.count - old.count
        guard position.line == line else { return position }
        return TextPosition(line: line, column: TextEditingBuffer.graphemeOffset(ofScalarOffset: scalars, in: fresh))
    }

    /// Splits text into lines of graphemes at every line break; with `droppingControls` (a paste),
    /// control characters other than tabs are left out. ASCII is judged without Unicode tables.
    static func lines(of text: String, droppingControls: Bool = false) -> [[Character]] {
        var result: [[Character]] = []
        var current: [Character] = []
        for character in text {
            if let ascii = character.asciiValue {
                if ascii == 0x0A || ascii == 0x0D {
                    result.append(current)
                    current = []
                } else if !droppingControls || (ascii >= 0x20 && ascii != 0x7F) || ascii == 0x09 {
                    current.append(character)
                }
            } else if character.isNewline {
                result.append(current)
                current = []
            } else if !droppingControls || !isC1Control(character) {
                current.append(character)
            }
        }
        result.append(current)
        return result
    }

    /// Whether a non-ASCII grapheme is a C1 control character (U+0080–U+009F).
    private static func isC1Control(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.value >= 0x80 && first.value < 0xA0
    }

    /// Lines joined with "\n".
    static func joined(_ lines: ArraySlice<[Character]>) -> String {
        var text = ""
        var first = true
        for line in lines {
            if !first { text.append("\n") }
            first = false
            text.append(contentsOf: line)
        }
        return text
    }
}
