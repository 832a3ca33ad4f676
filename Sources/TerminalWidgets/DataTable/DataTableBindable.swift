import Bindings

/// What `rx` binds on a `DataTable`: rows or sections, selection, sort descriptor, marks, columns and
/// the empty-state text.
@MainActor
public protocol DataTableBindable: AnyObject {
    /// The row type.
    associatedtype Row: Identifiable
    /// The sections of rows.
    var sections: [ListSection<Row>] { get set }
    /// One untitled section of rows.
    var rows: [Row] { get set }
    /// The columns.
    var columns: [DataTableColumn<Row>] { get set }
    /// The selected row's identity.
    var selectedID: Row.ID? { get set }
    /// The sort the header shows.
    var sortDescriptor: DataTableSort? { get set }
    /// The marked identities.
    var markedIDs: Set<Row.ID> { get set }
    /// The text shown when there are no rows.
    var emptyText: String { get set }
    /// The selection `rx.selection` last set.
    nonisolated var controlledSelection: ControlledValue<Row.ID?> { get }
    /// The sort descriptor `rx.sortDescriptor` last set.
    nonisolated var controlledSort: ControlledValue<DataTableSort?> { get }
    /// The marks `rx.markedIDs` last set.
    nonisolated var controlledMarks: ControlledValue<Set<Row.ID>> { get }
}

extension DataTable: DataTableBindable {}

extension Reactive where Base: DataTableBindable {
    /// Binds a flat array of rows (the selection stays on the same row; no event fires).
    public var rows: Binder<[Base.Row]> { Binder(base) { table, rows in table.rows = rows } }
    /// Binds sections of rows, each with an optional title row.
    public var sections: Binder<[ListSection<Base.Row>]> {
        Binder(base) { table, sections in table.sections = sections }
    }
    /// Binds the columns.
    public var columns: Binder<[DataTableColumn<Base.Row>]> {
        Binder(base) { table, columns in table.columns = columns }
    }
    /// Binds the selection by identity (nil or an unknown id clears it; no event fires) and makes it
    /// controlled: a selection by the user ends on the bound one.
    public var selection: Binder<Base.Row.ID?> {
        base.controlledSelection.binder(base) { table, id in table.selectedID = id }
    }
    /// Binds the sort the header shows and makes it controlled: a sort the user asks for shows the
    /// bound descriptor (the store's answer) rather than the request.
    public var sortDescriptor: Binder<DataTableSort?> {
        base.controlledSort.binder(base) { table, sort in table.sortDescriptor = sort }
    }
    /// Binds the marked identities and makes them controlled: marking by the user ends on the bound marks.
    public var markedIDs: Binder<Set<Base.Row.ID>> {
        base.controlledMarks.binder(base) { table, ids in table.markedIDs = ids }
    }
    /// Binds the empty-state text.
    public var emptyText: Binder<String> { Binder(base) { table, text in table.emptyText = text } }
}
