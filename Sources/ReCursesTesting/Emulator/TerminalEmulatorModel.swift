import TerminalCore

/// A model of an xterm screen for checking the bytes a terminal backend writes: a grid with a
/// scrollback above it, a cursor with xterm's pending wrap, and the sequences ncurses (with the
/// `xterm-256color` description) and the inline terminal use: CR, LF, BS, HT, cursor moves and
/// addressing, erase in line and display, erase, insert and delete characters, insert and delete
/// lines, scroll regions, index and reverse index, scroll up and down, repeat, insert mode,
/// autowrap, saving the cursor, the alternate screen, the DEC line-drawing set, SGR (parsed into a
/// `Style`), OSC 8 links (kept in each written cell's style), and the modes; other OSC strings, DCS
/// and APC strings are skipped.
///
/// Wide glyphs behave as on xterm: writing over either half of one blanks the other half, and so
/// does erasing. Blanks made by erasing take the current background (`bce`). A resize does not
/// reflow. It answers the cursor position (`ESC[6n`) and device attributes (`ESC[c`) queries as
/// xterm does, into `replies`.
public struct TerminalEmulatorModel {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// The cells, row by row.
    public internal(set) var cells: [[EmulatorCell]]
    /// The rows scrolled off the top, oldest first, trailing spaces trimmed.
    public internal(set) var scrollback: [String] = []
    /// The cursor's cell.
    public internal(set) var cursor = (x: 0, y: 0)
    /// Whether the cursor is shown.
    public internal(set) var cursorVisible = true
    /// Whether an alternate screen was ever switched on.
    public internal(set) var alternateScreenUsed = false
    /// What the terminal sent back to queries, oldest first (see `takeReplies()`).
    public internal(set) var replies: [UInt8] = []
    /// Whether the terminal answers `ESC[6n`; a terminal that does not still answers `ESC[c`.
    public var answersPositionQueries = true
    /// How many columns the terminal gives a glyph; 0 joins it to the glyph before.
    public let glyphWidth: @Sendable (Character) -> Int
    /// When set, the terminal measures text code point by code point with this (a C library's
    /// `wcwidth`, as ncurses and most terminals do) instead of by grapheme cluster.
    public let codePointWidth: (@Sendable (UInt32) -> Int)?

    var pendingWrap = false
    var sgr = ""
    var style = Style.plain
    /// The link text written now carries (OSC 8).
    var link: Hyperlink?
    var scrollTop = 0
    var scrollBottom: Int
    var autowrap = true
    var insertMode = false
    var lineDrawing = false
    var lastGraphic: Character?
    /// The cell the last glyph went to, which a following zero-width code point joins.
    var lastPrinted: (x: Int, y: Int)?
    var savedCursor: SavedCursor?
    var mainScreen: (cells: [[EmulatorCell]], cursor: SavedCursor)?
    private var pendingBytes: [UInt8] = []

    /// What `ESC 7` keeps: the cursor, the pen and the character set.
    struct SavedCursor {
        var x: Int
        var y: Int
        var sgr: String
        var style: Style
        var lineDrawing: Bool
    }

    /// A blank screen of `width`×`height`, the cursor at the top left, that measures text by grapheme
    /// cluster with the framework's own display width.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, glyphWidth: { $0.displayWidth }, codePointWidth: nil)
    }

    /// A blank screen of `width`×`height` that measures text code point by code point with
    /// `codePointWidth` (pass the C library's `wcwidth` to model the terminal ncurses expects); a code
    /// point of no width joins the glyph before it.
    public init(width: Int, height: Int, codePointWidth: @escaping @Sendable (UInt32) -> Int) {
        self.init(
            width: width, height: height,
            glyphWidth: { character in character.unicodeScalars.first.map { codePointWidth($0.value) } ?? 0 },
            codePointWidth: codePointWidth)
    }

    private init(
        width: Int, height: Int, glyphWidth: @escaping @Sendable (Character) -> Int,
        codePointWidth: (@Sendable (UInt32) -> Int)?
    ) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.glyphWidth = glyphWidth
        self.codePointWidth = codePointWidth
        scrollBottom = max(1, height) - 1
        cells = Array(repeating: Self.blankRow(max(1, width)), count: max(1, height))
    }

    /// The screen's rows as text, trailing spaces trimmed.
    public var lines: [String] { cells.map(Self.text) }

    /// Each cell's glyph ("" for the right half of a wide glyph) and the SGR parameters it was written with.
    public var screen: [[(glyph: String, sgr: String)]] { cells.map { $0.map { ($0.glyph, $0.sgr) } } }

    /// The scrollback and then the screen, trailing empty rows left out.
    public var transcript: [String] {
        var all = scrollback + lines
        while all.last == "" { all.removeLast() }
        return all
    }

    /// The SGR parameters the cell at (x, y) was written with.
    public func sgr(x: Int, y: Int) -> String { cells[y][x].sgr }

    /// The style the cell at (x, y) shows.
    public func style(x: Int, y: Int) -> Style { cells[y][x].style }

    /// Types a shell's output: each line, then a newline (the last one leaves the cursor below it).
    public mutating func printShellLines(_ text: [String]) {
        for line in text { feed(Array((line + "\r\n").utf8)) }
    }

    /// The replies to queries since the last call: the bytes the terminal would send as input.
    public mutating func takeReplies() -> [UInt8] {
        defer { replies.removeAll() }
        return replies
    }

    /// Changes the size without reflowing; rows the cursor would leave go to the scrollback. The
    /// scroll region becomes the whole screen.
    public mutating func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(1, newWidth)
        let newHeight = max(1, newHeight)
        while cursor.y >= newHeight, !cells.isEmpty {
            scrollback.append(Self.text(cells.removeFirst()))
            cursor.y -= 1
        }
        cells = cells.prefix(newHeight).map { Self.fitted($0, to: newWidth) }
        while cells.count < newHeight { cells.append(Self.blankRow(newWidth)) }
        if let main = mainScreen {
            var rows = main.cells.prefix(newHeight).map { Self.fitted($0, to: newWidth) }
            while rows.count < newHeight { rows.append(Self.blankRow(newWidth)) }
            mainScreen = (rows, main.cursor)
        }
        width = newWidth
        height = newHeight
        scrollTop = 0
        scrollBottom = newHeight - 1
        cursor.x = min(cursor.x, newWidth - 1)
        pendingWrap = false
    }

    /// Plays bytes written to the terminal. A sequence or a UTF-8 character cut at the end of
    /// `bytes` is kept and completed by the next call.
    public mutating func feed(_ bytes: [UInt8]) {
        var input = pendingBytes
        input.append(contentsOf: bytes)
        pendingBytes = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x1B:
                guard let end = EscapeSequenceScanner.end(of: input, from: index) else {
                    pendingBytes = Array(input[index...])
                    return
                }
                escape(Array(input[(index + 1)..<end]))
                index = end
            case 0x0D:
                carriageReturn()
                index += 1
            case 0x0A, 0x0B, 0x0C:
                lineFeed()
                index += 1
            case 0x08:
                backspace()
                index += 1
            case 0x09:
                tab()
                index += 1
            case 0x0E, 0x0F, 0x07, 0x00..<0x20, 0x7F:
                index += 1
            default:
                var end = index
                while end < input.count, input[end] >= 0x20, input[end] != 0x7F { end += 1 }
                let text = input[index..<end]
                let complete = Self.completeUTF8Prefix(text)
                if complete < text.count, end == input.count {
                    pendingBytes = Array(text[(text.startIndex + complete)...])
                    printText(String(decoding: text.prefix(complete), as: UTF8.self))
                    return
                }
                printText(String(decoding: text, as: UTF8.self))
                index = end
            }
        }
    }

    /// How many bytes at the start of `bytes` end on a whole UTF-8 character.
    private static func completeUTF8Prefix(_ bytes: ArraySlice<UInt8>) -> Int {
        var lead = bytes.endIndex
        var continuation = 0
        while lead > bytes.startIndex, continuation < 4 {
            lead -= 1
            let byte = bytes[lead]
            if byte & 0xC0 != 0x80 {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return bytes.endIndex - lead >= length ? bytes.count : lead - bytes.startIndex
            }
            continuation += 1
        }
        return bytes.count
    }

    static func blankRow(_ width: Int) -> [EmulatorCell] {
        Array(repeating: .blank, count: width)
    }

    private static func fitted(_ row: [EmulatorCell], to width: Int) -> [EmulatorCell] {
        var cut = Array(row.prefix(width))
        if let last = cut.last, width < row.count, row[width].isContinuation, !last.isContinuation {
            cut[width - 1] = .blank
        }
        return cut + Array(repeating: .blank, count: max(0, width - cut.count))
    }

    static func text(_ row: [EmulatorCell]) -> String {
        var text = row.map(\.glyph).joined()
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
