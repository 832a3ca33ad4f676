import TerminalCore

/// A model of a VT/xterm screen for checking the bytes a terminal writes: a grid with a scrollback
/// above it, a cursor with xterm's pending wrap, and the sequences the inline terminal uses (CR, LF,
/// BS, cursor moves, erase, insert and delete lines, SGR, modes). A resize does not reflow (as xterm). It answers the cursor
/// position (`ESC[6n`) and device attributes (`ESC[c`) queries as xterm does, into `replies`.
public struct TerminalEmulatorModel {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// Each cell's glyph ("" for the right half of a wide glyph) and the SGR parameters it was written with.
    public private(set) var screen: [[(glyph: String, sgr: String)]]
    /// The rows scrolled off the top, oldest first, trailing spaces trimmed.
    public private(set) var scrollback: [String] = []
    /// The cursor's cell.
    public private(set) var cursor = (x: 0, y: 0)
    /// Whether the cursor is shown.
    public private(set) var cursorVisible = true
    /// Whether an alternate screen was ever switched on.
    public private(set) var alternateScreenUsed = false
    /// What the terminal sent back to queries, oldest first (see `takeReplies()`).
    public private(set) var replies: [UInt8] = []
    /// Whether the terminal answers `ESC[6n`; a terminal that does not still answers `ESC[c`.
    public var answersPositionQueries = true
    private var pendingWrap = false
    private var sgr = ""

    /// A blank screen of `width`×`height`, the cursor at the top left.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        screen = Array(repeating: Self.blankRow(width), count: height)
    }

    /// The screen's rows as text, trailing spaces trimmed.
    public var lines: [String] { screen.map(Self.text) }

    /// The scrollback and then the screen, trailing empty rows left out.
    public var transcript: [String] {
        var all = scrollback + lines
        while all.last == "" { all.removeLast() }
        return all
    }

    /// The SGR parameters the cell at (x, y) was written with.
    public func sgr(x: Int, y: Int) -> String { screen[y][x].sgr }

    /// Types a shell's output: each line, then a newline (the last one leaves the cursor below it).
    public mutating func printShellLines(_ text: [String]) {
        for line in text { feed(Array((line + "\r\n").utf8)) }
    }

    /// The replies to queries since the last call: the bytes the terminal would send as input.
    public mutating func takeReplies() -> [UInt8] {
        defer { replies.removeAll() }
        return replies
    }

    /// Changes the size without reflowing; rows the cursor would leave go to the scrollback.
    public mutating func resize(width newWidth: Int, height newHeight: Int) {
        while cursor.y >= newHeight, !screen.isEmpty {
            scrollback.append(Self.text(screen.removeFirst()))
            cursor.y -= 1
        }
        screen = screen.prefix(newHeight).map { row in
            let cut = Array(row.prefix(newWidth))
            return cut + Array(repeating: (" ", ""), count: max(0, newWidth - cut.count))
        }
        while screen.count < newHeight { screen.append(Self.blankRow(newWidth)) }
        width = newWidth
        height = newHeight
        cursor.x = min(cursor.x, max(0, newWidth - 1))
        pendingWrap = false
    }

    /// Plays bytes written to the terminal.
    public mutating func feed(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r\n":
                carriageReturn()
                lineFeed()
            case "\r": carriageReturn()
            case "\n": lineFeed()
            case "\u{8}":
                cursor.x = max(0, cursor.x - 1)
                pendingWrap = false
            case "\u{1B}":
                escape(&characters)
            default:
                put(character)
            }
        }
    }

    private mutating func carriageReturn() {
        cursor.x = 0
        pendingWrap = false
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.y == height - 1 {
            scrollback.append(Self.text(screen.removeFirst()))
            screen.append(Self.blankRow(width))
        } else {
            cursor.y += 1
        }
    }

    private mutating func put(_ character: Character) {
        let glyphWidth = max(1, min(2, character.displayWidth))
        if pendingWrap || cursor.x + glyphWidth > width {
            carriageReturn()
            lineFeed()
        }
        screen[cursor.y][cursor.x] = (String(character), sgr)
        if glyphWidth == 2, cursor.x + 1 < width { screen[cursor.y][cursor.x + 1] = ("", sgr) }
        cursor.x += glyphWidth
        if cursor.x >= width {
            cursor.x = width - 1
            pendingWrap = true
        }
    }

    private mutating func escape(_ characters: inout ArraySlice<Character>) {
        guard characters.popFirst() == "[" else { return }
        var parameters = ""
        while let next = characters.popFirst() {
            guard let scalar = next.unicodeScalars.first, !(0x40...0x7E).contains(scalar.value) else {
                control(final: next, parameters: parameters)
                return
            }
            parameters.append(next)
        }
    }

    private mutating func control(final: Character, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let count = max(1, numbers.first ?? 1)
        pendingWrap = pendingWrap && final == "m"
        switch final {
        case "A": cursor.y = max(0, cursor.y - count)
        case "B": cursor.y = min(height - 1, cursor.y + count)
        case "C": cursor.x = min(width - 1, cursor.x + count)
        case "D": cursor.x = max(0, cursor.x - count)
        case "G": cursor.x = min(width - 1, count - 1)
        case "H":
            cursor.y = min(height - 1, count - 1)
            cursor.x = min(width - 1, max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
        case "J":
            for x in cursor.x..<width { screen[cursor.y][x] = (" ", "") }
            for y in (cursor.y + 1)..<max(cursor.y + 1, height) { screen[y] = Self.blankRow(width) }
        case "K":
            for x in cursor.x..<width { screen[cursor.y][x] = (" ", "") }
        case "L":
            let inserted = min(count, height - cursor.y)
            screen.insert(contentsOf: Array(repeating: Self.blankRow(width), count: inserted), at: cursor.y)
            screen.removeLast(inserted)
            cursor.x = 0
        case "M":
            let deleted = min(count, height - cursor.y)
            screen.removeSubrange(cursor.y..<(cursor.y + deleted))
            screen.append(contentsOf: Array(repeating: Self.blankRow(width), count: deleted))
            cursor.x = 0
        case "X":
            for x in cursor.x..<min(width, cursor.x + count) { screen[cursor.y][x] = (" ", sgr) }
        case "m":
            sgr = parameters == "0" ? "" : parameters
        case "n" where parameters == "6" && answersPositionQueries:
            replies += Array("\u{1B}[\(cursor.y + 1);\(cursor.x + 1)R".utf8)
        case "c" where parameters.isEmpty || parameters == "0":
            replies += Array("\u{1B}[?62;22c".utf8)
        case "h", "l":
            if parameters == "?25" { cursorVisible = final == "h" }
            if parameters == "?1049" || parameters == "?47" || parameters == "?1047" { alternateScreenUsed = true }
        default:
            break
        }
    }

    private static func blankRow(_ width: Int) -> [(glyph: String, sgr: String)] {
        Array(repeating: (" ", ""), count: width)
    }

    private static func text(_ row: [(glyph: String, sgr: String)]) -> String {
        var text = row.map(\.glyph).joined()
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
