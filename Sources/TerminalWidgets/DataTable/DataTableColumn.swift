/// The text of one `DataTable` cell: plain, or spans with their own styles (a string literal is one
/// plain span). On the selected row only the spans' attributes are kept, so the highlight stays readable.
public typealias DataTableCell = ListCell

/// One column of a `DataTable`: a title, what each row shows in it, how wide it is, how it aligns,
/// and whether the user may ask for the rows sorted by it.
///
/// ```swift
/// DataTableColumn<Shop>("Rating", width: .fixed(6), alignment: .trailing) { "\($0.rating)" }
///     .sortable(by: \.rating)
/// ```
public struct DataTableColumn<Row> {
    /// Identifies the column in sort descriptors and `selectedColumnID` (the title unless given).
    public var id: String
    /// The header text.
    public var title: String
    /// How wide the column is.
    public var width: DataTableColumnWidth
    /// Where the title and the cells sit inside the width.
    public var alignment: DataTableColumnAlignment
    /// Whether the sort key and a click on the header ask for the rows sorted by this column.
    public var isSortable: Bool
    /// What a row shows in this column.
    public var cell: (Row) -> DataTableCell
    /// Whether one row comes before another in ascending order, for tables that sort their rows
    /// themselves (`DataTable.sortsRowsLocally`); nil compares the cells' text.
    public var ordering: ((Row, Row) -> Bool)?

    /// Creates a column whose cells are what `cell` returns.
    public init(
        _ title: String, id: String? = nil, width: DataTableColumnWidth = .fit(),
        alignment: DataTableColumnAlignment = .leading, isSortable: Bool = false,
        cell: @escaping (Row) -> DataTableCell
    ) {
        self.id = id ?? title
        self.title = title
        self.width = width
        self.alignment = alignment
        self.isSortable = isSortable
        self.cell = cell
    }

    /// Creates a column whose cells are the plain text `text` returns.
    public init(
        _ title: String, id: String? = nil, width: DataTableColumnWidth = .fit(),
        alignment: DataTableColumnAlignment = .leading, isSortable: Bool = false,
        text: @escaping (Row) -> String
    ) {
        self.init(title, id: id, width: width, alignment: alignment, isSortable: isSortable) { DataTableCell(text($0)) }
    }

    /// The same column, sortable, ordered by `key` when the table sorts its rows itself.
    public func sortable<Key: Comparable>(by key: @escaping (Row) -> Key) -> Self {
        var column = self
        column.isSortable = true
        column.ordering = { key($0) < key($1) }
        return column
    }

    /// Whether `lhs` comes before `rhs` in `direction`: by `ordering`, else by the cells' text.
    func precedes(_ lhs: Row, _ rhs: Row, in direction: DataTableSort.Direction) -> Bool {
        let (first, second) = direction == .ascending ? (lhs, rhs) : (rhs, lhs)
        if let ordering { return ordering(first, second) }
        return cell(first).plainText < cell(second).plainText
    }
}
