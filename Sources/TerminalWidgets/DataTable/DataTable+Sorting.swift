extension DataTable {
    /// Asks for a sort because the user pressed the sort key: by the column with index `argument`
    /// when given, else by the cell cursor's column, else the next sort in turn (ascending, then
    /// descending, then the next sortable column ascending).
    func userRequestSort(column argument: Int?) {
        if let index = argument ?? (isCellCursorEnabled ? cursorColumn : nil) {
            guard columns.indices.contains(index), columns[index].isSortable else { return }
            userRequestSort(nextSort(ofColumn: index))
            return
        }
        let sortable = columns.indices.filter { columns[$0].isSortable }
        guard let first = sortable.first else { return }
        guard let current = sortDescriptor, let index = columns.firstIndex(where: { $0.id == current.column }),
            sortable.contains(index)
        else {
            userRequestSort(DataTableSort(column: columns[first].id))
            return
        }
        if current.direction == .ascending {
            userRequestSort(DataTableSort(column: current.column, direction: .descending))
        } else {
            let next = sortable.first { $0 > index } ?? first
            userRequestSort(DataTableSort(column: columns[next].id))
        }
    }

    /// The sort a click on column `index`'s header asks for: ascending, or descending when the rows
    /// are sorted ascending by it already.
    func nextSort(ofColumn index: Int) -> DataTableSort {
        let id = columns[index].id
        let ascending = sortDescriptor == DataTableSort(column: id, direction: .ascending)
        return DataTableSort(column: id, direction: ascending ? .descending : .ascending)
    }

    /// Sends `sortRequested`. An uncontrolled table that sorts locally applies the sort itself; a
    /// controlled one then shows the bound descriptor (and the rows the store sent with it).
    func userRequestSort(_ sort: DataTableSort) {
        typeAhead.reset()
        if !controlledSort.isControlled, sortsRowsLocally { sortDescriptor = sort }
        sortEvent.send(sort, settling: controlledSort)
    }

    /// The header shows the new arrow; a table that sorts locally sorts its rows again.
    func sortDescriptorDidChange() {
        if sortsRowsLocally, sortDescriptor != nil {
            replaceSections(model.sections)
        }
        guard !needsDisplay else { return }
        addDamage(Rect(x: 0, y: 0, width: bounds.width, height: 1))
    }

    /// `sections` with each section's rows sorted by `sortDescriptor` (stable: equal rows keep their
    /// order); unchanged without a descriptor or when its column is unknown.
    func locallySorted(_ sections: [ListSection<Row>]) -> [ListSection<Row>] {
        guard let sort = sortDescriptor, let column = columns.first(where: { $0.id == sort.column }) else {
            return sections
        }
        return sections.map { section in
            var sorted = section
            sorted.items = section.items.enumerated()
                .sorted { lhs, rhs in
                    if column.precedes(lhs.element, rhs.element, in: sort.direction) { return true }
                    if column.precedes(rhs.element, lhs.element, in: sort.direction) { return false }
                    return lhs.offset < rhs.offset
                }
                .map(\.element)
            return sorted
        }
    }
}
