import Bindings
import OpenCombine

/// A table of identifiable rows in columns, under a header row that stays in place while the rows
/// scroll, with a row cursor kept by identity, an optional cell cursor, multi-select marks and
/// type-to-search, and sorting left to the app.
///
/// Columns (`DataTableColumn`) have a title, a cell closure, a width (`.fixed`, `.fraction`, `.fit`)
/// and an alignment; widths count display columns (CJK and emoji take two), a cell too long ends in
/// "…" and a wide character is never split. A `│` separates the columns.
///
/// Keys (`keyBindings`, all listed in the help dialog): ↑/↓ move the row cursor (section headers are
/// skipped), PgUp/PgDn by a page, Home/End to the first/last row, Ctrl-Home/Ctrl-End to the first/last
/// row and column. With `isCellCursorEnabled`, ←/→ move the cell cursor between columns and Home/End
/// go to the first/last column of the row; otherwise ←/→ scroll the columns while they are wider than
/// the view (◀ and ▶ in the header show what is hidden). Enter activates the row (`activated`, only
/// while something subscribes), Space marks it when `allowsMultipleSelection` (`marksChanged`), `s`
/// asks for the rows sorted by the cell cursor's column (or, without one, by the next sort in turn:
/// ascending, descending, then the next sortable column) and so does a click on a sortable header
/// (`sortRequested`). Typing letters selects the next row whose `searchColumnID` text starts with
/// them; like a list's, type-to-search takes only the keys nobody binds. A click selects a row, the
/// wheel scrolls (with Shift, or tilted, sideways).
///
/// Sorting belongs to the app: the header shows ▲/▼ for `sortDescriptor`, which a connected screen
/// binds (`rx.sortDescriptor`) together with the rows its store sorts. A table without a store may
/// sort its rows itself instead (`sortsRowsLocally`).
///
/// The table is virtualised: a key press or a frame costs the rows and columns on screen, whatever
/// the number of rows; replacing the rows is the one O(rows) step (it finds the selected row again)
/// and redraws only the visible rows whose cells changed. `selectionChanged`, `activated`,
/// `sortRequested` and `marksChanged` fire only for user input. Selection, sort descriptor and marks
/// bound through `rx` are controlled (see `ControlledValue`).
///
/// ```swift
/// let table = DataTable<Track>(columns: [
///     DataTableColumn("Title", width: .fraction(1), isSortable: true, text: \.title),
///     DataTableColumn("Plays", width: .fixed(7), alignment: .trailing, isSortable: true) { DataTableCell("\($0.plays)") },
/// ])
/// connection.bind(\.tracks, to: table.rx.rows)
/// connection.bind(\.sort, to: table.rx.sortDescriptor)
/// table.sortRequested.sink { actions.sort($0) }.store(in: &connection.cancellables)
/// ```
public final class DataTable<Row: Identifiable>: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "table", value: selectedRowDescription, states: accessibilityStates,
            position: AccessibilityDescription.position("row", index: model.selectedIndex, count: model.itemCount))
    }

    /// Where the focus is inside the widget: the terminal cursor rests there for magnifiers.
    public override var focusPoint: Point {
        selectionFocusPoint
    }

    /// Rows, selection and marks.
    var model = ListModel<Row>()
    /// Where sections and rows fall below the header.
    var rowLayout = ListRowLayout(itemCounts: [], hasHeader: [], columns: 1)
    /// Where the columns fall across the width.
    var columnLayout = DataTableColumnLayout(widths: [], fixedCount: 0, availableWidth: 0) {
        didSet { shownSegments = columnLayout.segments(firstScrolledColumn: firstScrolledColumn) }
    }
    /// The columns shown at the current layout and horizontal scroll (worked out when either
    /// changes, so a draw lays out nothing).
    var shownSegments: [DataTableColumnLayout.Segment] = []
    /// The measured width of each `.fit` column (0 for the others).
    var fittedWidths: [Int] = []
    /// The first row shown below the header.
    package internal(set) var scrollRow = 0
    /// The first column shown after the fixed ones.
    package internal(set) var firstScrolledColumn = 0 {
        didSet {
            if firstScrolledColumn != oldValue {
                shownSegments = columnLayout.segments(firstScrolledColumn: firstScrolledColumn)
            }
        }
    }
    /// The cell cursor's column index.
    var cursorColumn = 0
    /// How many body rows the last draw rendered.
    package internal(set) var renderedRowCount = 0
    /// The typed search prefix and when it was last typed.
    var typeAhead = ListTypeAhead()
    /// Told of each click on a row, after it selected the row: whether the row was selected already
    /// (the file dialog tells double clicks by it).
    var rowClicked: ((_ wasSelected: Bool) -> Void)?
    /// The cells selected with the mouse, if any (see `DataTable+TextSelection`).
    var textSelection: TableTextSelection?

    /// The columns, left to right. Setting them keeps the cell cursor on the column with the same id.
    public var columns: [DataTableColumn<Row>] {
        didSet {
            hasSortableColumn = columns.contains { $0.isSortable }
            columnsDidChange(from: oldValue)
        }
    }
    /// Whether a column is sortable (the sort key's command is enabled), kept as the columns change:
    /// the status bar asks on every key.
    private(set) var hasSortableColumn: Bool
    /// How many leading columns stay in place while the others scroll sideways.
    public var fixedColumnCount = 0 {
        didSet { if fixedColumnCount != oldValue { relayoutColumns() } }
    }
    /// Whether a cell cursor moves between the columns (←/→); otherwise the whole row is the cursor.
    public var isCellCursorEnabled = false {
        didSet { if isCellCursorEnabled != oldValue { cursorModeDidChange() } }
    }
    /// The column whose text type-to-search matches (the first column when nil or unknown).
    public var searchColumnID: String? {
        didSet { model.invalidateSearchIndex() }
    }
    /// Whether typing letters searches (letters that an outer responder binds reach it either way).
    public var allowsTypeToSearch = true {
        didSet { if allowsTypeToSearch != oldValue { responderTableDidChange() } }
    }
    /// How long a pause in typing ends the current search (1 s by default; negative counts as 0).
    public var typeAheadTimeout: Duration {
        get { typeAhead.timeout }
        set { typeAhead.timeout = max(newValue, .zero) }
    }
    /// Whether Space marks rows (multi-select); marked rows show ✓ in a gutter on the left.
    public var allowsMultipleSelection = false {
        didSet { if allowsMultipleSelection != oldValue { multipleSelectionDidChange() } }
    }
    /// Whether a scroll indicator takes the right column while the rows overflow the height.
    public var showsScrollIndicator = true {
        didSet { if showsScrollIndicator != oldValue { relayoutColumns() } }
    }
    /// Shown centred below the header when there are no rows.
    public var emptyText = "" {
        didSet { if emptyText != oldValue, model.itemCount == 0 { setNeedsDisplay() } }
    }
    /// Whether the table sorts its rows itself: a sort the user asks for while `sortDescriptor` is not
    /// bound is applied here (stable, within each section, by the column's `ordering`), and rows set
    /// later are sorted the same way. Leave it off when the rows come sorted from a store.
    public var sortsRowsLocally = false
    /// How many rows (from the first) `.fit` columns measure, so replacing 10⁶ rows stays cheap;
    /// a longer cell further down is cut with "…".
    public var fitMeasurementLimit = 1_000 {
        didSet { if fitMeasurementLimit != oldValue { measureFittedWidths() } }
    }
    /// The most body rows a stack gives the table when sized `.intrinsic`.
    public var preferredVisibleRows = 10 {
        didSet { if preferredVisibleRows != oldValue { invalidateIntrinsicSize() } }
    }

    let selectionEvent = UserEvent<Row.ID>()
    let sortEvent = UserEvent<DataTableSort>()
    let marksEvent = UserEvent<Set<Row.ID>>()
    /// Sends `activated`; Enter is the table's only while it has a subscriber.
    lazy var activation = SubscriberCountingSubject<Row> { [unowned self] in responderTableDidChange() }

    /// The selection `rx.selection` last set; a selection by the user ends on it.
    public nonisolated let controlledSelection = ControlledValue<Row.ID?>()
    /// The sort descriptor `rx.sortDescriptor` last set; a sort the user asks for ends on it.
    public nonisolated let controlledSort = ControlledValue<DataTableSort?>()
    /// The marks `rx.markedIDs` last set; marking by the user ends on them.
    public nonisolated let controlledMarks = ControlledValue<Set<Row.ID>>()

    /// Fires with the selected row's identity when the user moved the row cursor.
    public var selectionChanged: AnyPublisher<Row.ID, Never> { selectionEvent.publisher }
    /// Fires with the selected row when the user pressed Enter. While nothing subscribes, Enter is not
    /// the table's (no `Enter Open` hint that would lie).
    public var activated: AnyPublisher<Row, Never> { activation.publisher }
    /// Fires when the user asked for the rows sorted (the sort key, or a click on a sortable header).
    public var sortRequested: AnyPublisher<DataTableSort, Never> { sortEvent.publisher }
    /// Fires with all marked identities when the user marked or unmarked a row.
    public var marksChanged: AnyPublisher<Set<Row.ID>, Never> { marksEvent.publisher }

    /// A selection set before its row arrived: applied (and forgotten) when rows holding it are set,
    /// forgotten when anything else is selected first.
    package internal(set) var pendingSelectionID: Row.ID?
    /// The sort the header shows (▲/▼ on its column); see `sortsRowsLocally`.
    public var sortDescriptor: DataTableSort? {
        didSet { if sortDescriptor != oldValue { sortDescriptorDidChange() } }
    }

    /// Creates a table of `columns` showing `sections` (a section with a title gets a header row).
    public init(columns: [DataTableColumn<Row>], sections: [ListSection<Row>]) {
        self.columns = columns
        hasSortableColumn = columns.contains { $0.isSortable }
        super.init()
        keyBindings = Self.tableBindings(cellCursor: false)
        addTableCommands()
        self.sections = sections
    }

    /// Creates a table of `columns` showing `rows`.
    public convenience init(columns: [DataTableColumn<Row>], rows: [Row] = []) {
        self.init(columns: columns, sections: [ListSection(items: rows)])
    }

    /// Tables take the focus.
    public override var canBecomeFocused: Bool { true }

    /// As wide as the columns, as tall as the header and the rows up to `preferredVisibleRows`.
    public override var intrinsicSize: Size {
        Size(width: naturalWidth, height: 1 + max(1, min(rowLayout.rowCount, preferredVisibleRows)))
    }

    /// The proposed width; the header and as many rows as there are, up to the proposed height and
    /// `preferredVisibleRows` (at least one row, for the empty-state text).
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let rows = max(1, min(rowLayout.rowCount, preferredVisibleRows))
        return Size(width: proposal.width, height: min(1 + rows, max(0, proposal.height)))
    }

    /// The width decides the columns; the row cursor stays in view.
    public override func layoutSubviews() {
        super.layoutSubviews()
        relayoutColumns()
        scrollSelectionIntoView()
    }

    /// Type-to-search, Space marking while searching, and the mouse; then the binding table.
    public override func handle(_ event: Event) -> Bool {
        guard isEnabledInHierarchy else { return false }
        return handleTableEvent(event) ?? super.handle(event)
    }

    /// Letters are captured for type-to-search (when allowed) unless an outer responder binds them.
    public override func capturesKey(_ key: Key) -> Bool {
        guard let character = key.insertableCharacter else { return false }
        if character == " " && allowsMultipleSelection { return true }
        return allowsTypeToSearch && !outerResponderBinds(key)
    }

    /// Draws the header and the visible rows only.
    public override func draw(into canvas: inout Canvas) { drawTable(into: &canvas) }

    /// The time on the window's clock (the system clock while the table is in no window).
    func now() -> Duration { (window?.clock ?? .system).now }
}
