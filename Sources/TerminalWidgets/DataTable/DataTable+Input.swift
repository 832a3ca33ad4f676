extension DataTable {
    /// Rows the mouse wheel scrolls.
    static var wheelRows: Int { 3 }

    /// Type-to-search, the mouse and the wheel; nil leaves the event to the key-binding table (after
    /// resetting the typed prefix for any key that is not a character).
    func handleTableEvent(_ event: Event) -> Bool? {
        switch event {
        case .key(let key):
            // A key ends a selection of cells, and goes on as usual.
            if textSelection != nil { clearTextSelection() }
            guard let character = key.insertableCharacter else {
                typeAhead.reset()
                return nil
            }
            let searching = allowsTypeToSearch && typeAhead.isActive(at: now())
            if !searching, let binding = binding(for: key), target(for: binding.command) != nil { return nil }
            guard allowsTypeToSearch, !outerResponderBinds(key) else { return nil }
            search(typing: character)
            return true
        case .mouse(.press(.left, let point, let modifiers)):
            typeAhead.reset()
            if handleTextSelectionMouse(.press(.left, at: point, modifiers: modifiers)) { return true }
            if point.y == 0 {
                clickHeader(atX: point.x)
            } else {
                clickRow(at: point)
            }
            return true
        case .mouse(let mouse) where handleTextSelectionMouse(mouse):
            return true
        case .mouse(.wheelUp(_, let modifiers)), .mouse(.wheelDown(_, let modifiers)):
            let up = if case .mouse(.wheelUp) = event { true } else { false }
            if modifiers.contains(.shift) { return scrollColumns(to: firstScrolledColumn + (up ? -1 : 1)) }
            return scrollRows(by: up ? -Self.wheelRows : Self.wheelRows)
        case .mouse(.wheelLeft):
            return scrollColumns(to: firstScrolledColumn - 1)
        case .mouse(.wheelRight):
            return scrollColumns(to: firstScrolledColumn + 1)
        default:
            return nil
        }
    }

    /// The column under `x` (in the table's coordinates), if any.
    func column(atX x: Int) -> Int? {
        guard x >= gutterWidth, x < contentWidth else { return nil }
        return columnLayout.column(atX: x - gutterWidth, firstScrolledColumn: firstScrolledColumn)
    }

    /// A click on a sortable column's title asks for a sort (ascending, or descending when sorted
    /// ascending by it already).
    private func clickHeader(atX x: Int) {
        guard let index = column(atX: x), columns[index].isSortable else { return }
        userRequestSort(nextSort(ofColumn: index))
    }

    /// A click on a row selects it (and, with a cell cursor, the cell under it).
    private func clickRow(at point: Point) {
        let row = scrollRow + point.y - 1
        guard point.y >= 1, point.y < bounds.height, row < rowLayout.rowCount, point.x >= 0, point.x < contentWidth,
            case .items(let section, let range) = rowLayout.content(ofRow: row)
        else { return }
        if isCellCursorEnabled, let index = column(atX: point.x) { moveCursor(toColumn: index) }
        let wasSelected = model.selectedIndex == model.itemOffsets[section] + range.lowerBound
        userSelect((section, range.lowerBound))
        rowClicked?(wasSelected)
    }

    /// Adds a typed character to the search prefix and selects the next row whose search column starts
    /// with it; typing the same letter repeatedly cycles through the rows starting with it.
    func search(typing character: Character) {
        let fresh = typeAhead.append(character, at: now())
        let prefix = typeAhead.text
        guard let column = columns.first(where: { $0.id == searchColumnID }) ?? columns.first else { return }
        let key: (Row) -> String = { column.cell($0).plainText }
        var found = model.search(prefix: prefix, includingStart: !fresh, key: key)
        if found == nil, prefix.count > 1, prefix.allSatisfy({ $0 == character }) {
            found = model.search(prefix: String(character), includingStart: false, key: key)
        }
        if let found { userSelect(model.position(of: found)) }
    }
}
