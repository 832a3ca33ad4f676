/// Where the sections of a `ListView` or `GridView` fall on screen: each section is an optional
/// header row followed by its items laid out `columns` to a row. Built in O(sections) when the
/// items or the column count change; every lookup is O(1) or O(log sections).
public struct ListRowLayout: Sendable, Equatable {
    /// What one display row shows.
    public enum Row: Sendable, Equatable {
        /// The header of a section.
        case header(section: Int)
        /// Items `range` (indices within the section) of a section.
        case items(section: Int, range: Range<Int>)
    }

    /// Items per row (at least 1).
    public let columns: Int
    /// The display row where each section starts (its header, or first item row), plus the total at the end.
    public let sectionRows: [Int]
    /// How many items each section holds.
    public let itemCounts: [Int]
    private let headers: [Bool]
    /// The global index of each section's first item, plus the total at the end (as `ListModel` has).
    private let itemOffsets: [Int]

    /// Lays out sections given their item counts and whether each has a header.
    public init(itemCounts: [Int], hasHeader: [Bool], columns: Int) {
        self.columns = max(1, columns)
        self.itemCounts = itemCounts
        self.headers = hasHeader
        var rows = [0]
        rows.reserveCapacity(itemCounts.count + 1)
        var offsets = [0]
        offsets.reserveCapacity(itemCounts.count + 1)
        for (section, count) in itemCounts.enumerated() {
            let header = section < hasHeader.count && hasHeader[section] ? 1 : 0
            rows.append(rows[rows.count - 1] + header + (count + self.columns - 1) / self.columns)
            offsets.append(offsets[offsets.count - 1] + count)
        }
        sectionRows = rows
        itemOffsets = offsets
    }

    /// The total number of display rows.
    public var rowCount: Int { sectionRows[sectionRows.count - 1] }

    /// Whether `section` shows a header row.
    public func hasHeader(_ section: Int) -> Bool { section < headers.count && headers[section] }

    /// The display row of item `index` of `section`.
    public func row(ofItem index: Int, inSection section: Int) -> Int {
        sectionRows[section] + (hasHeader(section) ? 1 : 0) + index / columns
    }

    /// The display row of the item at global index `index` (0 = the first item of the first section;
    /// it must be below the total item count), found in O(log sections) without the items: in code
    /// generic over the item type, reaching into the model looks its type up at run time.
    public func row(ofGlobalItem index: Int) -> Int {
        var low = 0
        var high = itemOffsets.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if itemOffsets[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return row(ofItem: index - itemOffsets[low], inSection: low)
    }

    /// The column of item `index` within its row.
    public func column(ofItem index: Int) -> Int { index % columns }

    /// What display row `row` (in `0..<rowCount`) shows.
    public func content(ofRow row: Int) -> Row {
        var low = 0
        var high = itemCounts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionRows[middle] <= row { low = middle } else { high = middle - 1 }
        }
        var offset = row - sectionRows[low]
        if hasHeader(low) {
            if offset == 0 { return .header(section: low) }
            offset -= 1
        }
        let start = offset * columns
        return .items(section: low, range: start..<min(itemCounts[low], start + columns))
    }
}
