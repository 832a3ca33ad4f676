extension LogView {
    /// The copy keys: Alt-W and Ctrl-Insert, as in a text area.
    static var selectionBindings: [KeyBinding] {
        [
            KeyBinding(.alt("w"), .copy, isHintVisible: false),
            KeyBinding(Key(.insert, modifiers: .ctrl), .copy, isHintVisible: false),
        ]
    }

    /// Registers the copy command, which works while text is selected.
    func addSelectionCommands() {
        addCommand(.copy, isEnabled: { [unowned self] in selection?.hasMoved == true }) { [unowned self] in
            copySelection()
            clearSelection()
        }
    }

    /// The selected text, lines joined by newlines (the rows of a wrapped line are joined as they
    /// were); nil when nothing is selected.
    public var selectedText: String? {
        guard let selection, selection.hasMoved, !buffer.isEmpty else { return nil }
        var text = ""
        var position = max(selection.start.position, LogPosition(line: buffer.firstNumber, row: 0))
        guard position <= selection.end.position else { return nil }
        while true {
            let shown = rowText(at: position)
            let columns = selection.columns(of: position, width: Int.max)
            text += Self.text(of: shown, inColumns: columns)
            guard position < selection.end.position, let next = row(after: position) else { break }
            if next.line != position.line { text += "\n" }
            position = next
        }
        return text
    }

    /// Puts the selected text on the window's clipboard (and so on the system clipboard, OSC 52).
    func copySelection() {
        guard let text = selectedText else { return }
        window?.clipboard.copy(text)
    }

    /// Forgets the selection, redrawing when there was one.
    func clearSelection() {
        guard selection != nil else { return }
        selection = nil
        setNeedsDisplay()
    }

    /// A press starts a selection (a Shift-press extends the one there is), a drag extends it, a
    /// release ends it and copies the text; returns whether the event was one of those.
    func handleSelectionMouse(_ mouse: MouseEvent) -> Bool {
        switch mouse {
        case .press(.left, let point, let modifiers):
            guard let cell = contentPoint(at: point) else {
                clearSelection()
                return true
            }
            if modifiers.contains(.shift), var extended = selection {
                extended.head = cell
                extended.hasMoved = true
                extended.isDragging = true
                selection = extended
            } else {
                selection = LogSelection(anchor: cell, head: cell)
            }
            setNeedsDisplay()
            return true
        case .drag(.left, let point, _):
            guard var dragged = selection, dragged.isDragging else { return false }
            if point.y < 0, isOverflowing { userScroll(by: -1) }
            if point.y >= bounds.height, isOverflowing { userScroll(by: 1) }
            let clamped = Point(x: point.x, y: min(max(0, point.y), max(0, bounds.height - 1)))
            guard let cell = contentPoint(at: clamped) else { return true }
            if cell != dragged.head || dragged.hasMoved {
                dragged.head = cell
                dragged.hasMoved = dragged.hasMoved || cell != dragged.anchor
            }
            if dragged != selection {
                selection = dragged
                setNeedsDisplay()
            }
            return true
        case .release(.left, _, _):
            guard var released = selection, released.isDragging else { return false }
            released.isDragging = false
            if released.hasMoved {
                selection = released
                copySelection()
            } else {
                clearSelection()
            }
            return true
        default:
            return false
        }
    }

    /// Draws the selection over the rows drawn: its cells in the theme's selection style.
    func drawSelection(into canvas: inout Canvas, width: Int) {
        guard let selection, selection.hasMoved || selection.isDragging, !buffer.isEmpty else { return }
        let style = theme.selected
        var position: LogPosition? = currentTop
        var y = 0
        while let current = position, y < bounds.height {
            let columns = selection.columns(of: current, width: width)
            for x in columns {
                var cell = canvas[x: canvas.origin.x + x, y: canvas.origin.y + y]
                guard !cell.isContinuation else { continue }
                cell.style = style
                _ = canvas.set(cell, at: Point(x: x, y: y))
            }
            if current >= selection.end.position { break }
            position = row(after: current)
            y += 1
        }
    }

    /// The content cell under view point `point`: past the last row, the end of the last row.
    private func contentPoint(at point: Point) -> LogSelection.Point? {
        guard !buffer.isEmpty, point.y >= 0, point.x >= 0 else { return nil }
        var position = currentTop
        for _ in 0..<point.y {
            guard let next = row(after: position) else {
                return LogSelection.Point(position: position, column: Int.max / 2)
            }
            position = next
        }
        return LogSelection.Point(position: position, column: min(point.x, max(0, contentWidth - 1)))
    }

    /// The row after `position`, nil after the last one.
    private func row(after position: LogPosition) -> LogPosition? {
        if position.row + 1 < rowCount(ofLine: position.line, width: contentWidth) {
            return LogPosition(line: position.line, row: position.row + 1)
        }
        return position.line + 1 < buffer.endNumber ? LogPosition(line: position.line + 1, row: 0) : nil
    }

    /// The text of the row at `position`.
    private func rowText(at position: LogPosition) -> String {
        guard position.line >= buffer.firstNumber, position.line < buffer.endNumber else { return "" }
        let rows = self.rows(ofLine: position.line, width: contentWidth)
        return rows.indices.contains(position.row) ? rows[position.row] : ""
    }

    /// The characters of `text` whose first column is in `columns`.
    private static func text(of text: String, inColumns columns: Range<Int>) -> String {
        var result = ""
        var column = 0
        for character in text {
            if columns.contains(column) { result.append(character) }
            column += character.displayWidth
            if column >= columns.upperBound { break }
        }
        return result
    }
}
