import TerminalCore

extension TerminalEmulatorModel {
    /// Plays one escape sequence; `body` is what follows the ESC.
    mutating func escape(_ body: [UInt8]) {
        guard let introducer = body.first else { return }
        if introducer != UInt8(ascii: "[") || body.last != UInt8(ascii: "m") { lastPrinted = nil }
        switch introducer {
        case UInt8(ascii: "["):
            guard let final = body.last, body.count >= 2 else { return }
            let parameters = String(decoding: body[1..<(body.count - 1)], as: UTF8.self)
            control(final: Character(Unicode.Scalar(final)), parameters: parameters)
        case UInt8(ascii: "("):
            if body.count >= 2 { lineDrawing = body[1] == UInt8(ascii: "0") }
        case UInt8(ascii: "]"): operatingSystemCommand(body.dropFirst())
        case UInt8(ascii: "7"): saveCursor()
        case UInt8(ascii: "8"): restoreCursor()
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"):
            carriageReturn()
            lineFeed()
        case UInt8(ascii: "M"): reverseIndex()
        case UInt8(ascii: "c"): fullReset()
        default: break
        }
    }

    /// Plays an OSC string (without its `ESC ]`): OSC 8 starts or ends a link; others are skipped.
    mutating func operatingSystemCommand(_ string: ArraySlice<UInt8>) {
        var text = String(decoding: string, as: UTF8.self)
        if text.hasSuffix("\u{1B}\\") {
            text.removeLast(2)
        } else if text.hasSuffix("\u{7}") {
            text.removeLast()
        }
        let fields = text.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "8" else { return }
        link = Hyperlink(String(fields[2]))
    }

    /// Plays a control sequence `ESC [ parameters final`.
    mutating func control(final: Character, parameters: String) {
        if let marker = parameters.first, marker == "?" || marker == ">" || marker == "!" || marker == "=" {
            privateControl(marker: marker, final: final, parameters: String(parameters.dropFirst()))
            return
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let first = numbers.first ?? 0
        let count = max(1, first)
        if final != "m", final != "b" { pendingWrap = false }
        switch final {
        case "A": cursor.y = max(cursor.y >= scrollTop ? scrollTop : 0, cursor.y - count)
        case "B", "e": cursor.y = min(cursor.y <= scrollBottom ? scrollBottom : height - 1, cursor.y + count)
        case "C", "a": cursor.x = min(width - 1, cursor.x + count)
        case "D": cursor.x = max(0, cursor.x - count)
        case "E":
            cursor.y = min(height - 1, cursor.y + count)
            cursor.x = 0
        case "F":
            cursor.y = max(0, cursor.y - count)
            cursor.x = 0
        case "G", "`": cursor.x = min(width - 1, count - 1)
        case "d": cursor.y = min(height - 1, count - 1)
        case "H", "f":
            cursor.y = min(height - 1, count - 1)
            cursor.x = min(width - 1, max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
        case "J": eraseInDisplay(first)
        case "K": eraseInLine(first)
        case "X": erase(row: cursor.y, from: cursor.x, count: count)
        case "@": insertBlanks(count)
        case "P": deleteCharacters(count)
        case "L": insertLines(count)
        case "M": deleteLines(count)
        case "S": scrollUp(count)
        case "T": scrollDown(count)
        case "b": repeatLastGlyph(count)
        case "r": setScrollRegion(numbers)
        case "m":
            sgr = parameters == "0" ? "" : parameters
            style = GraphicRendition.apply(parameters, to: style)
        case "h", "l": setMode(parameters, on: final == "h")
        case "n" where parameters == "6" && answersPositionQueries:
            replies += Array("\u{1B}[\(cursor.y + 1);\(cursor.x + 1)R".utf8)
        case "c" where parameters.isEmpty || parameters == "0":
            replies += Array("\u{1B}[?62;22c".utf8)
        default:
            break
        }
    }

    private mutating func privateControl(marker: Character, final: Character, parameters: String) {
        switch (marker, final) {
        case ("?", "h"), ("?", "l"):
            for mode in parameters.split(separator: ";") { setPrivateMode(Int(mode) ?? 0, on: final == "h") }
        case ("!", "p"):
            softReset()
        default:
            break
        }
    }

    private mutating func setMode(_ parameters: String, on: Bool) {
        for mode in parameters.split(separator: ";") where mode == "4" { insertMode = on }
    }

    private mutating func setPrivateMode(_ mode: Int, on: Bool) {
        switch mode {
        case 7: autowrap = on
        case 25: cursorVisible = on
        case 47, 1047: switchScreen(toAlternate: on, savingCursor: false)
        case 1048: on ? saveCursor() : restoreCursor()
        case 1049: switchScreen(toAlternate: on, savingCursor: true)
        default: break
        }
    }

    private mutating func switchScreen(toAlternate alternate: Bool, savingCursor: Bool) {
        if alternate {
            alternateScreenUsed = true
            guard mainScreen == nil else { return }
            if savingCursor { saveCursor() }
            mainScreen = (cells, currentCursor)
            cells = Array(repeating: Self.blankRow(width), count: height)
        } else {
            guard let main = mainScreen else { return }
            cells = main.cells
            mainScreen = nil
            if savingCursor { restoreCursor() }
        }
    }

    private var currentCursor: SavedCursor {
        SavedCursor(x: cursor.x, y: cursor.y, sgr: sgr, style: style, lineDrawing: lineDrawing)
    }

    mutating func saveCursor() {
        savedCursor = currentCursor
    }

    mutating func restoreCursor() {
        let saved = savedCursor ?? SavedCursor(x: 0, y: 0, sgr: "", style: .plain, lineDrawing: false)
        cursor = (min(saved.x, width - 1), min(saved.y, height - 1))
        sgr = saved.sgr
        style = saved.style
        lineDrawing = saved.lineDrawing
        pendingWrap = false
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseInLine(0)
            for y in (cursor.y + 1)..<max(cursor.y + 1, height) { cells[y] = blankRow() }
        case 1:
            for y in 0..<cursor.y { cells[y] = blankRow() }
            eraseInLine(1)
        case 2, 3:
            for y in 0..<height { cells[y] = blankRow() }
        default:
            break
        }
    }

    private mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 0: erase(row: cursor.y, from: cursor.x, count: width - cursor.x)
        case 1: erase(row: cursor.y, from: 0, count: cursor.x + 1)
        case 2: erase(row: cursor.y, from: 0, count: width)
        default: break
        }
    }

    private mutating func insertLines(_ count: Int) {
        guard cursor.y >= scrollTop, cursor.y <= scrollBottom else { return }
        insertRows(count, at: cursor.y)
        cursor.x = 0
    }

    private mutating func deleteLines(_ count: Int) {
        guard cursor.y >= scrollTop, cursor.y <= scrollBottom else { return }
        deleteRows(count, at: cursor.y)
        cursor.x = 0
    }

    private mutating func setScrollRegion(_ numbers: [Int]) {
        let top = max(1, numbers.first ?? 1)
        let bottom = numbers.count > 1 && numbers[1] > 0 ? min(numbers[1], height) : height
        guard top < bottom else { return }
        scrollTop = top - 1
        scrollBottom = bottom - 1
        cursor = (0, 0)
    }

    /// `DECSTR`: modes and pen back to their defaults, the screen left as it is.
    private mutating func softReset() {
        insertMode = false
        autowrap = true
        cursorVisible = true
        scrollTop = 0
        scrollBottom = height - 1
        sgr = ""
        style = .plain
        lineDrawing = false
        savedCursor = nil
    }

    /// `RIS`: a blank main screen and every setting at its default.
    private mutating func fullReset() {
        softReset()
        mainScreen = nil
        cells = Array(repeating: Self.blankRow(width), count: height)
        cursor = (0, 0)
        pendingWrap = false
    }
}
