import TerminalCore

/// Resizing the way tmux, VTE, kitty and most terminals other than xterm do: rows re-wrapped.
extension TerminalEmulatorModel {
    /// Changes the size as a terminal that re-wraps its lines does (tmux, VTE, kitty): when it gets
    /// narrower, each row longer than the new width is wrapped onto as many rows as it needs (a wide
    /// glyph that does not fit moves to the next row), and the cursor follows the cell it was on (to
    /// the last of its line's rows when it was past the line's end). A row is as long as its last
    /// cell that is not a default blank (a blank with a background colour counts). Rows that no
    /// longer fit go to the scrollback, from the top; and as tmux does, the cursor keeps its screen
    /// row, so what the rows above it grew by leaves the top of the screen for the scrollback (even
    /// with blank rows below). Each row counts as a line of its own (the
    /// model keeps no soft-wrap marks, so rows wrapped before are not joined again when it widens).
    /// A wider or equal width changes nothing but the size.
    public mutating func resizeReflowing(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(1, newWidth)
        guard newWidth < width, mainScreen == nil else {
            resize(width: newWidth, height: newHeight)
            return
        }
        var rows: [[EmulatorCell]] = []
        var cursorRow = 0
        var cursorColumn = 0
        for (y, row) in cells.enumerated() {
            let wrapped = Self.wrapped(row, to: newWidth)
            if y == cursor.y {
                let length = Self.usedLength(of: row)
                if cursor.x >= length {
                    cursorRow = rows.count + wrapped.count - 1
                    cursorColumn = min(newWidth - 1, Self.usedLength(of: wrapped[wrapped.count - 1]))
                } else {
                    var offset = cursor.x
                    var index = 0
                    while index < wrapped.count - 1, offset >= wrapped[index].count {
                        offset -= wrapped[index].count
                        index += 1
                    }
                    cursorRow = rows.count + index
                    cursorColumn = min(newWidth - 1, offset)
                }
            }
            rows += wrapped.map { $0 + Array(repeating: .blank, count: newWidth - $0.count) }
        }
        let newHeight = max(1, newHeight)
        // tmux keeps the cursor on its screen row: what the rows above it grew by leaves the top of
        // the screen for the scrollback, even with blank rows below.
        for _ in 0..<max(0, cursorRow - cursor.y) where !rows.isEmpty {
            scrollback.append(Self.text(rows.removeFirst()))
            cursorRow -= 1
        }
        while rows.count > max(newHeight, cursorRow + 1), rows.last?.allSatisfy({ $0 == .blank }) == true {
            rows.removeLast()
        }
        while rows.count > newHeight {
            scrollback.append(Self.text(rows.removeFirst()))
            cursorRow -= 1
        }
        cells = rows
        cursor = (cursorColumn, max(0, cursorRow))
        resize(width: newWidth, height: newHeight)
    }

    /// Whether a cell counts for a row's length when it is re-wrapped: anything but a blank in the
    /// default background with no attribute that shows on a blank.
    static func isContent(_ cell: EmulatorCell) -> Bool {
        cell.glyph != " " || cell.style.background != .default
            || !cell.style.attributes.isDisjoint(with: [.reverse, .underline])
    }

    /// The columns up to the row's last content cell.
    static func usedLength(of row: [EmulatorCell]) -> Int {
        (row.lastIndex(where: isContent) ?? -1) + 1
    }

    /// The row's content cut into rows of at most `width` cells; a wide glyph that would straddle
    /// the edge moves to the next row. An empty row stays one empty row.
    private static func wrapped(_ row: [EmulatorCell], to width: Int) -> [[EmulatorCell]] {
        let used = row.prefix(usedLength(of: row))
        var rows: [[EmulatorCell]] = []
        var current: [EmulatorCell] = []
        var index = used.startIndex
        while index < used.endIndex {
            let cellWidth = index + 1 < used.endIndex && used[index + 1].isContinuation ? 2 : 1
            if current.count + cellWidth > width, !current.isEmpty {
                rows.append(current)
                current = []
            }
            current += used[index..<min(index + cellWidth, used.endIndex)]
            index += cellWidth
        }
        rows.append(current)
        return rows
    }
}
