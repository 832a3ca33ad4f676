import TerminalCore

/// The text of a golden screen file, made to be read in a diff:
///
/// ```
/// size 12x2
/// cursor 3,0
/// text
/// |Name: Ann   |
/// |[ OK ]      |
/// styles
/// |......aaa...|
/// |bbbbbb......|
/// legend
/// . plain
/// a underline
/// b fg black, bg cyan, bold
/// ```
///
/// An inline app's file also holds the rows it printed above its live area: `printed N` after the
/// cursor line, then those N rows, and their N style rows first in `styles`.
///
/// Rows are framed by `|` so trailing spaces survive editors; a wide glyph takes two columns of its
/// text row and two letters of its style row. `.` is always the plain style; other styles get
/// letters in the order they first appear, and the legend spells each out (`StyleDescription`).
public enum GoldenScreenFormat {
    /// Why a golden file could not be read.
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        /// What is wrong, with the line it is on.
        public var description: String
    }

    /// The file text for `snapshot`.
    public static func text(of snapshot: ScreenSnapshot) -> String {
        var symbols: [String: Character] = [plainDescription: plainSymbol]
        var legend: [(Character, String)] = []
        var styleRows: [String] = []
        for row in snapshot.printed + snapshot.rows {
            var styleRow = ""
            for cell in row {
                if symbols[cell.style] == nil {
                    let symbol = Self.symbol(number: legend.count)
                    symbols[cell.style] = symbol
                    legend.append((symbol, cell.style))
                }
                styleRow.append(symbols[cell.style] ?? plainSymbol)
            }
            styleRows.append(styleRow)
        }
        var lines = ["size \(snapshot.size.width)x\(snapshot.size.height)"]
        lines.append("cursor " + (snapshot.cursor.map { "\($0.x),\($0.y)" } ?? "hidden"))
        if !snapshot.printed.isEmpty {
            lines.append("printed \(snapshot.printed.count)")
            lines += snapshot.printedLines.map { "|\($0)|" }
        }
        lines.append("text")
        lines += snapshot.lines.map { "|\($0)|" }
        lines.append("styles")
        lines += styleRows.map { "|\($0)|" }
        lines.append("legend")
        lines.append("\(plainSymbol) \(plainDescription)")
        lines += legend.map { "\($0.0) \($0.1)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The snapshot a golden file's text describes.
    public static func snapshot(from fileText: String) throws(ReadError) -> ScreenSnapshot {
        var reader = LineReader(fileText)
        let size = try readSize(reader.next(expecting: "size"))
        let cursor = try readCursor(reader.next(expecting: "cursor"))
        var printedCount = 0
        if reader.peek()?.hasPrefix("printed ") == true {
            let value = try reader.next(expecting: "printed")
            guard let count = Int(value), count >= 0 else { throw reader.error("a bad printed row count") }
            printedCount = count
        }
        var glyphRows: [[String]] = []
        for _ in 0..<printedCount {
            glyphRows.append(try cells(ofTextRow: reader.framedRow(), width: nil, reader))
        }
        try reader.expectLine("text")
        for _ in 0..<size.height {
            glyphRows.append(try cells(ofTextRow: reader.framedRow(), width: size.width, reader))
        }
        try reader.expectLine("styles")
        var styleRows: [[Character]] = []
        for glyphs in glyphRows {
            let row = Array(try reader.framedRow())
            guard row.count == glyphs.count else { throw reader.error("a style row is not \(glyphs.count) letters") }
            styleRows.append(row)
        }
        try reader.expectLine("legend")
        var legend: [Character: String] = [:]
        while let line = reader.nextLine(), !line.isEmpty {
            guard let symbol = line.first, line.dropFirst().first == " " else {
                throw reader.error("a bad legend entry")
            }
            legend[symbol] = String(line.dropFirst(2))
        }
        var rows: [[ScreenSnapshot.Cell]] = []
        for (glyphs, styles) in zip(glyphRows, styleRows) {
            var row: [ScreenSnapshot.Cell] = []
            for (glyph, symbol) in zip(glyphs, styles) {
                guard let style = legend[symbol] else {
                    throw ReadError(description: "the style letter \"\(symbol)\" is not in the legend")
                }
                row.append(ScreenSnapshot.Cell(glyph: glyph, style: style))
            }
            rows.append(row)
        }
        return ScreenSnapshot(
            size: size, cursor: cursor, rows: Array(rows.dropFirst(printedCount)),
            printed: Array(rows.prefix(printedCount)))
    }

    /// The symbol of the plain style.
    static let plainSymbol: Character = "."
    private static let plainDescription = StyleDescription.describe(.plain)
    private static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// The symbol of the `number`th style other than plain: letters and digits, then narrow letters
    /// from Latin Extended-A and beyond.
    static func symbol(number: Int) -> Character {
        if number < letters.count { return letters[number] }
        return Character(Unicode.Scalar(UInt32(0x100 + number - letters.count)) ?? "?")
    }

    private static func readSize(_ value: String) throws(ReadError) -> Size {
        let parts = value.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] >= 0, parts[1] >= 0 else {
            throw ReadError(description: "a bad size \"\(value)\"")
        }
        return Size(width: parts[0], height: parts[1])
    }

    private static func readCursor(_ value: String) throws(ReadError) -> Point? {
        if value == "hidden" { return nil }
        let parts = value.split(separator: ",").compactMap { Int($0) }
        guard parts.count == 2 else { throw ReadError(description: "a bad cursor \"\(value)\"") }
        return Point(x: parts[0], y: parts[1])
    }

    /// The cells of a text row: one a character, plus an empty one after each wide glyph. With a
    /// `width`, the row must be that wide (a printed row keeps the width the screen had then).
    private static func cells(ofTextRow text: String, width: Int?, _ reader: LineReader) throws(ReadError) -> [String] {
        var cells: [String] = []
        for character in text {
            cells.append(String(character))
            if character.displayWidth >= 2 { cells.append("") }
        }
        if let width, cells.count != width { throw reader.error("a text row is not \(width) columns wide") }
        return cells
    }
}

/// Reads a golden file line by line, naming the line in its errors.
private struct LineReader {
    private let lines: [Substring]
    private var index = 0

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The next line, left unread.
    func peek() -> String? {
        index < lines.count ? String(lines[index]) : nil
    }

    mutating func nextLine() -> String? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return String(lines[index])
    }

    /// The rest of the next line after `key` and a space.
    mutating func next(expecting key: String) throws(GoldenScreenFormat.ReadError) -> String {
        guard let line = nextLine(), line.hasPrefix(key + " ") else { throw error("\"\(key) …\" expected") }
        return String(line.dropFirst(key.count + 1))
    }

    mutating func expectLine(_ expected: String) throws(GoldenScreenFormat.ReadError) {
        guard nextLine() == expected else { throw error("\"\(expected)\" expected") }
    }

    /// The next line without its framing `|`s.
    mutating func framedRow() throws(GoldenScreenFormat.ReadError) -> String {
        guard let line = nextLine(), line.count >= 2, line.first == "|", line.last == "|" else {
            throw error("a row framed by | expected")
        }
        return String(line.dropFirst().dropLast())
    }

    func error(_ message: String) -> GoldenScreenFormat.ReadError {
        GoldenScreenFormat.ReadError(description: "line \(index): \(message)")
    }
}
