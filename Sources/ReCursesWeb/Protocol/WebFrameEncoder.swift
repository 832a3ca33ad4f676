import TerminalCore

/// Writes a session's frames as the compact text messages the page applies: one message a frame,
/// terminal-like, so that a key costs the page about what it costs a terminal through ncurses (typing a
/// character in a text field is that character alone).
///
/// A message is text with operations in it. Plain text is written at the write position, in the
/// current style, one grapheme cluster a cell, the position moving right; a `\t` is the right half of
/// the wide glyph before it (so the page never measures text to place it). An operation is a control
/// character, with decimal parameters separated by `,` and ended by `;`:
///
/// | operation | meaning |
/// |---|---|
/// | `\u{1}row,col;` | move the write position |
/// | `\u{2}n;` | the current style is number `n` of the page's table (0, the plain style, is there from the start) |
/// | `\u{3}fg,bg,attrs;` | a new style, appended to the table, is the current style |
/// | `\u{4}` / `\u{5}` | hide / show the cursor, which is always at the write position |
/// | `\u{6}cols,rows;` | a blank grid of this size (the first frame, and the first after a resize) |
/// | `\u{7}top,rows;` | the rows of the focused widget (`rows` 0: none), marked for screen readers |
/// | `\u{8}top,bottom,n;` | rows `top..<bottom` move up `n` rows (down when negative); blank rows come in |
/// | `\u{B}n;` | the cell just written, `n` times more (a row's trailing blanks) |
/// | `\u{C}n;` | the current link is number `n` of the page's link table (0: no link) |
/// | `\u{E}url\u{F}` | a new link to `url`, appended to the link table, is the current link |
///
/// Every message starts in the plain style and with no link, as a terminal after ncurses' update
/// does, so text in the plain style (typed text) costs no style operation. Only links to `http`,
/// `https`, `mailto` and `ftp` URLs reach the page (made safe, so a URL holds no control character);
/// linked text with any other scheme is sent as plain text.
///
/// The encoder keeps a copy of the page's cells, so when a block of rows moved (a list scrolled) it
/// sends the move and then only the cells that still differ, as a terminal's scroll region would.
///
/// A colour is `-1` (the page's default), `0…255` (the xterm palette), or `256 + 0xRRGGBB`; `attrs`
/// are `TextAttributes` bits (bold 1, dim 2, italic 4, underline 8, reverse 16). A message that
/// starts with `\u{10}` is not a frame: the rest of it is text for the page's clipboard.
public struct WebFrameEncoder: Sendable {
    /// The operations' characters.
    enum Operation {
        static let move: UInt8 = 0x01
        static let style: UInt8 = 0x02
        static let newStyle: UInt8 = 0x03
        static let hideCursor: UInt8 = 0x04
        static let showCursor: UInt8 = 0x05
        static let grid: UInt8 = 0x06
        static let focus: UInt8 = 0x07
        static let scroll: UInt8 = 0x08
        static let repeatCell: UInt8 = 0x0B
        static let link: UInt8 = 0x0C
        static let newLink: UInt8 = 0x0E
        static let endOfLink: UInt8 = 0x0F
        static let clipboard: UInt8 = 0x10
    }

    private var styleIndex: [Style: Int] = [.plain: 0]
    private var position: Point?
    private var style = 0
    /// The page's number of each link met (0: a link the page is not sent).
    private var linkIndex: [Hyperlink: Int] = [:]
    private var linksSent = 0
    private var link = 0
    private var cursorShown: Bool?
    private var focusRows: Range<Int>??
    private var sizeSent: Size?
    /// The page's cells, row by row (`sizeSent` wide).
    private var shown: [Cell] = []
    /// The rows of a block being checked for a move, as the next frame has them.
    private var scratch: [Cell] = []

    /// An encoder for a page that knows only the plain style.
    public init() {}

    /// Forgets what the page shows (its size, write position, cursor and focus marks are sent again);
    /// the style and link tables stay, since the page keeps them for the whole session.
    public mutating func invalidate() {
        position = nil
        cursorShown = nil
        focusRows = nil
        sizeSent = nil
    }

    /// Appends the message that turns the page's grid into the next frame to `output`; appends
    /// nothing when nothing changed.
    public mutating func encode(
        _ update: FrameUpdate, cursor: CursorState, focus: Range<Int>?, screenSize: Size, into output: inout [UInt8]
    ) {
        style = 0
        link = 0
        if sizeSent != screenSize {
            sizeSent = screenSize
            output.append(Operation.grid)
            appendNumbers(screenSize.width, screenSize.height, into: &output)
            position = .zero
            shown = Array(repeating: .blank, count: screenSize.width * screenSize.height)
        }
        if focusRows != .some(focus) {
            focusRows = .some(focus)
            output.append(Operation.focus)
            appendNumbers(focus?.lowerBound ?? 0, focus?.count ?? 0, into: &output)
        }
        let spans = update.spans
        var first = 0
        while first < spans.count {
            // A block: spans on consecutive rows.
            var end = first + 1
            while end < spans.count, spans[end].origin.y <= spans[end - 1].origin.y + 1 { end += 1 }
            let rows = spans[first].origin.y..<(spans[end - 1].origin.y + 1)
            if rows.count < Self.smallestMovedBlock || !sendMove(of: rows, spans: spans[first..<end], update, &output) {
                for span in spans[first..<end] {
                    update.withCells(of: span) { write($0, at: span.origin, into: &output) }
                }
            }
            first = end
        }
        if let target = cursor.position {
            move(to: target, into: &output)
            if cursorShown != true {
                cursorShown = true
                output.append(Operation.showCursor)
            }
        } else if cursorShown != false {
            cursorShown = false
            output.append(Operation.hideCursor)
        }
    }

    /// The message that asks the page to put `text` on its clipboard.
    public static func clipboardMessage(_ text: String) -> String {
        "\u{10}" + text
    }

    // MARK: Private

    /// Blocks of fewer rows are sent as they are.
    private static let smallestMovedBlock = 4

    /// Writes `cells` at `origin` and keeps them as the page's; a run of the same narrow cell is sent
    /// once with a repeat count when that is shorter.
    private mutating func write(_ cells: UnsafeBufferPointer<Cell>, at origin: Point, into output: inout [UInt8]) {
        move(to: origin, into: &output)
        let width = sizeSent?.width ?? 0
        let start = origin.y * width + origin.x
        var index = 0
        while index < cells.count {
            let cell = cells[index]
            var run = 1
            while cell.width == 1, index + run < cells.count, cells[index + run] == cell { run += 1 }
            select(cell.style, into: &output)
            if cell.width == 0 {
                output.append(0x09)
            } else {
                let before = output.count
                Self.appendText(cell.grapheme, into: &output)
                let glyph = Array(output[before...])
                if run > 1, (run - 1) * glyph.count > 3 + Self.digitCount(run - 1) {
                    output.append(Operation.repeatCell)
                    Self.appendNumber(run - 1, into: &output)
                    output.append(UInt8(ascii: ";"))
                } else {
                    for _ in 1..<max(run, 1) { output += glyph }
                }
            }
            for offset in index..<(index + run) where origin.x + offset < width && start + offset < shown.count {
                shown[start + offset] = cell
            }
            index += run
        }
        position = Point(x: origin.x + cells.count, y: origin.y)
    }

    private static func digitCount(_ value: Int) -> Int {
        value < 10 ? 1 : 1 + digitCount(value / 10)
    }

    /// When the next frame's `rows` are mostly the page's rows one row up or down, sends that move
    /// and then the cells that still differ; false (nothing sent) otherwise.
    private mutating func sendMove(
        of rows: Range<Int>, spans: ArraySlice<FrameUpdate.Span>, _ update: FrameUpdate, _ output: inout [UInt8]
    ) -> Bool {
        guard let width = sizeSent?.width, width > 0, rows.upperBound * width <= shown.count else { return false }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: shown[(rows.lowerBound * width)..<(rows.upperBound * width)])
        for span in spans {
            let start = (span.origin.y - rows.lowerBound) * width + span.origin.x
            update.withCells(of: span) { cells in
                for (offset, cell) in cells.enumerated() where span.origin.x + offset < width {
                    scratch[start + offset] = cell
                }
            }
        }
        func sameRow(next: Int, shownRow: Int) -> Bool {
            let a = (next - rows.lowerBound) * width
            let b = shownRow * width
            return scratch[a..<(a + width)].elementsEqual(shown[b..<(b + width)])
        }
        let up = rows.dropLast().filter { sameRow(next: $0, shownRow: $0 + 1) }.count
        let down = rows.dropFirst().filter { sameRow(next: $0, shownRow: $0 - 1) }.count
        let shift = up >= down ? 1 : -1
        guard max(up, down) * 2 >= rows.count else { return false }
        output.append(Operation.scroll)
        Self.appendNumber(rows.lowerBound, into: &output)
        output.append(UInt8(ascii: ","))
        appendNumbers(rows.upperBound, shift, into: &output)
        let block = (rows.lowerBound * width)..<(rows.upperBound * width)
        let blankRow = Array(repeating: Cell.blank, count: width)
        if shift == 1 {
            shown.replaceSubrange(block, with: shown[(block.lowerBound + width)..<block.upperBound] + blankRow)
        } else {
            shown.replaceSubrange(block, with: blankRow + shown[block.lowerBound..<(block.upperBound - width)])
        }
        for row in rows { sendDifferences(ofRow: row, blockStart: rows.lowerBound, width: width, into: &output) }
        return true
    }

    /// Sends the cells of `row` in which the page differs from the next frame (`scratch`), whole glyphs.
    private mutating func sendDifferences(ofRow row: Int, blockStart: Int, width: Int, into output: inout [UInt8]) {
        var column = 0
        let base = row * width
        let nextBase = (row - blockStart) * width
        while column < width {
            guard scratch[nextBase + column] != shown[base + column] else {
                column += 1
                continue
            }
            var start = column
            if start > 0, scratch[nextBase + start].width == 0 || shown[base + start].width == 0 { start -= 1 }
            var end = column + 1
            while end < width, scratch[nextBase + end] != shown[base + end] || scratch[nextBase + end].width == 0 {
                end += 1
            }
            let origin = Point(x: start, y: row)
            let cells = Array(scratch[(nextBase + start)..<(nextBase + end)])
            cells.withUnsafeBufferPointer { write($0, at: origin, into: &output) }
            column = end
        }
    }

    private mutating func move(to point: Point, into output: inout [UInt8]) {
        guard position != point else { return }
        position = point
        output.append(Operation.move)
        appendNumbers(point.y, point.x, into: &output)
    }

    /// Makes `linkedStyle`'s link the current one and the rest of it the current style (links have a
    /// table of their own, so the style table does not grow with them).
    private mutating func select(_ linkedStyle: Style, into output: inout [UInt8]) {
        selectLink(linkedStyle.link, into: &output)
        var newStyle = linkedStyle
        newStyle.link = nil
        if let known = styleIndex[newStyle] {
            guard known != style else { return }
            style = known
            output.append(Operation.style)
            Self.appendNumber(known, into: &output)
            output.append(UInt8(ascii: ";"))
            return
        }
        style = styleIndex.count
        styleIndex[newStyle] = style
        output.append(Operation.newStyle)
        Self.appendNumber(Self.code(of: newStyle.foreground), into: &output)
        output.append(UInt8(ascii: ","))
        appendNumbers(Self.code(of: newStyle.background), Int(newStyle.attributes.rawValue), into: &output)
    }

    /// Makes `hyperlink` (nil: none) the current link, sending its URL the first time.
    private mutating func selectLink(_ hyperlink: Hyperlink?, into output: inout [UInt8]) {
        guard let hyperlink else {
            if link != 0 { sendLink(0, into: &output) }
            return
        }
        if let known = linkIndex[hyperlink] {
            if known != link { sendLink(known, into: &output) }
            return
        }
        let url = hyperlink.url
        guard Self.pageOpens(url) else {
            linkIndex[hyperlink] = 0
            if link != 0 { sendLink(0, into: &output) }
            return
        }
        linksSent += 1
        link = linksSent
        linkIndex[hyperlink] = link
        output.append(Operation.newLink)
        output += Array(url.utf8)
        output.append(Operation.endOfLink)
    }

    private mutating func sendLink(_ number: Int, into output: inout [UInt8]) {
        link = number
        output.append(Operation.link)
        Self.appendNumber(number, into: &output)
        output.append(UInt8(ascii: ";"))
    }

    /// Whether the page makes a link to `url`: web and mail addresses only (never `javascript:`,
    /// `data:` or `file:`, which would run or open something on the reader's side).
    static func pageOpens(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return ["http://", "https://", "mailto:", "ftp://"].contains { lowered.hasPrefix($0) }
    }

    private func appendNumbers(_ first: Int, _ second: Int, into output: inout [UInt8]) {
        Self.appendNumber(first, into: &output)
        output.append(UInt8(ascii: ","))
        Self.appendNumber(second, into: &output)
        output.append(UInt8(ascii: ";"))
    }

    private static func appendNumber(_ value: Int, into output: inout [UInt8]) {
        if value < 0 {
            output.append(UInt8(ascii: "-"))
            return appendNumber(-value, into: &output)
        }
        if value >= 10 { appendNumber(value / 10, into: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// A colour as the page reads it: -1 default, 0…255 palette, 256 + 0xRRGGBB.
    static func code(of color: Color) -> Int {
        switch color {
        case .default: -1
        case .ansi(let index), .palette(let index): Int(index)
        case .rgb(let red, let green, let blue): 256 + (Int(red) << 16 | Int(green) << 8 | Int(blue))
        }
    }

    /// A cell's text; a control character (never in a sanitized cell) becomes a space, so it can
    /// never be read as an operation.
    static func appendText(_ text: String, into output: inout [UInt8]) {
        for byte in text.utf8 {
            output.append(byte < 0x20 || byte == 0x7F ? UInt8(ascii: " ") : byte)
        }
    }
}
