/// Keyboard motion over a `ListRowLayout` in two dimensions. Items are addressed as
/// (section, index within the section); a motion returns nil when there is nowhere to go.
extension ListRowLayout {
    /// An item's place: its section and its index within the section.
    public typealias ItemPosition = (section: Int, index: Int)

    /// One row up, keeping the column: from a section's first row to the last row of the previous
    /// non-empty section (same column, or its last item when that row is shorter).
    public func positionAbove(_ position: ItemPosition) -> ItemPosition? {
        if position.index >= columns { return (position.section, position.index - columns) }
        var section = position.section - 1
        while section >= 0, itemCounts[section] == 0 { section -= 1 }
        guard section >= 0 else { return nil }
        let count = itemCounts[section]
        let lastRowStart = (count - 1) / columns * columns
        return (section, min(lastRowStart + column(ofItem: position.index), count - 1))
    }

    /// One row down, keeping the column: onto a shorter last row's final item, or from a section's
    /// last row to the first row of the next non-empty section.
    public func positionBelow(_ position: ItemPosition) -> ItemPosition? {
        let count = itemCounts[position.section]
        if position.index + columns < count { return (position.section, position.index + columns) }
        if position.index / columns < (count - 1) / columns { return (position.section, count - 1) }
        var section = position.section + 1
        while section < itemCounts.count, itemCounts[section] == 0 { section += 1 }
        guard section < itemCounts.count else { return nil }
        return (section, min(column(ofItem: position.index), itemCounts[section] - 1))
    }

    /// The item `rows` display rows away (negative = up), keeping the column; a header row lands on
    /// the first row of its section. Falls back to a single row when the jump would not move.
    public func position(_ position: ItemPosition, movedByRows rows: Int) -> ItemPosition? {
        guard rowCount > 0, rows != 0 else { return nil }
        let current = row(ofItem: position.index, inSection: position.section)
        var target = min(max(0, current + rows), rowCount - 1)
        if case .header = content(ofRow: target), target + 1 < rowCount { target += 1 }
        if target != current, case .items(let section, let range) = content(ofRow: target), !range.isEmpty {
            let index = range.lowerBound + min(column(ofItem: position.index), range.count - 1)
            if (section, index) != position { return (section, index) }
        }
        return rows < 0 ? positionAbove(position) : positionBelow(position)
    }
}
