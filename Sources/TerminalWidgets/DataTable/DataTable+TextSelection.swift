extension DataTable {
    /// The text of the cells selected with the mouse: each selected row's cells in the selected
    /// columns joined by tabs, the rows by newlines (section headers left out), as a spreadsheet
    /// copies a block; nil when no text is selected.
    public var selectedText: String? {
        guard let selection = textSelection, selection.hasMoved else { return nil }
        let columnIndices = selection.columns.clamped(to: 0...max(0, columns.count - 1))
        guard !columns.isEmpty else { return nil }
        var lines: [String] = []
        for row in selection.rows where row >= 0 && row < rowLayout.rowCount {
            guard case .items(let section, let range) = rowLayout.content(ofRow: row) else { continue }
            let item = model.sections[section].items[range.lowerBound]
            lines.append(columnIndices.map { columns[$0].cell(item).plainText }.joined(separator: "\t"))
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// Forgets the selected cells, redrawing when there were some.
    func clearTextSelection() {
        guard textSelection != nil else { return }
        textSelection = nil
        setNeedsDisplay()
    }

    /// A drag from a body cell selects the block of cells up to the one under the pointer, a
    /// Shift-press extends it, a release copies it (to the window's clipboard, and so through OSC 52);
    /// a press starts one after it selected the row as a click does. Returns whether the event was
    /// one of the selection's (a press is the caller's too).
    func handleTextSelectionMouse(_ mouse: MouseEvent) -> Bool {
        switch mouse {
        case .press(.left, let point, let modifiers):
            guard point.y >= 1, let cell = selectionPoint(at: point, columnOf: nil) else {
                clearTextSelection()
                return false
            }
            if modifiers.contains(.shift), var extended = textSelection {
                extended.head = cell
                extended.hasMoved = extended.hasMoved || cell != extended.anchor
                extended.isDragging = true
                textSelection = extended
                setNeedsDisplay()
                return true
            }
            clearTextSelection()
            textSelection = TableTextSelection(anchor: cell, head: cell)
            return false
        case .drag(.left, let point, _):
            guard var dragged = textSelection, dragged.isDragging else { return false }
            if point.y < 1 { _ = scrollRows(by: -1) }
            if point.y >= bounds.height { _ = scrollRows(by: 1) }
            let clamped = TerminalCore.Point(x: point.x, y: min(max(1, point.y), max(1, bounds.height - 1)))
            guard let cell = selectionPoint(at: clamped, columnOf: dragged.head.column) else { return true }
            dragged.head = cell
            dragged.hasMoved = dragged.hasMoved || cell != dragged.anchor
            if dragged != textSelection {
                textSelection = dragged
                setNeedsDisplay()
            }
            return true
        case .release(.left, _, _):
            guard var released = textSelection, released.isDragging else { return false }
            released.isDragging = false
            if released.hasMoved {
                textSelection = released
                if let text = selectedText { window?.clipboard.copy(text) }
            } else {
                textSelection = nil
            }
            return true
        default:
            return false
        }
    }

    /// Draws the selected cells of the rows shown in the theme's selection style, glyphs kept.
    func drawTextSelection(into canvas: inout Canvas) {
        guard let selection = textSelection, selection.hasMoved || selection.isDragging, bodyHeight > 0 else {
            return
        }
        let style = theme.selected
        for y in 1..<bounds.height {
            let row = scrollRow + y - 1
            guard selection.rows.contains(row), row < rowLayout.rowCount,
                case .items = rowLayout.content(ofRow: row)
            else { continue }
            for segment in shownSegments where selection.columns.contains(segment.column) {
                let start = gutterWidth + segment.x
                for x in start..<min(start + segment.width, contentWidth) {
                    var cell = canvas[x: canvas.origin.x + x, y: canvas.origin.y + y]
                    guard !cell.isContinuation else { continue }
                    cell.style = style
                    _ = canvas.set(cell, at: TerminalCore.Point(x: x, y: y))
                }
            }
        }
    }

    /// The cell under view point `point` of the body; a point between columns takes `column` (the
    /// column the selection is in), or nothing when there is none.
    private func selectionPoint(at point: TerminalCore.Point, columnOf column: Int?) -> TableTextSelection.Point? {
        let row = scrollRow + point.y - 1
        guard !columns.isEmpty, point.y >= 1, row >= 0, row < rowLayout.rowCount else { return nil }
        let clampedX = min(max(point.x, gutterWidth), max(gutterWidth, contentWidth - 1))
        guard let index = self.column(atX: clampedX) ?? column else { return nil }
        return TableTextSelection.Point(row: row, column: index)
    }
}
