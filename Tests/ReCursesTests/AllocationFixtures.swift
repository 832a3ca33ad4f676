import ReCurses

/// A store holding rows and the selected row's identity, for counting what a keystroke allocates.
struct PickerState: StateType, Equatable {
    /// Selects a row.
    struct Select: Action {
        let id: Int
    }

    /// One row: its identity and its text (kept, as an app's model keeps it).
    struct Row: Identifiable, Equatable {
        let id: Int
        let text: String
    }

    var rows: [Row]
    var selectedID: Int?

    static func reduce(action: Action, state: PickerState?) -> PickerState {
        var state = state ?? PickerState(rows: [], selectedID: nil)
        if let select = action as? Select { state.selectedID = select.id }
        return state
    }

    /// A store of `count` rows with the first selected.
    static func store(count: Int) -> Store<PickerState> {
        let rows = (0..<count).map { Row(id: $0, text: "Row \($0): a line long enough to need a heap string") }
        return Store(reducer: reduce, state: PickerState(rows: rows, selectedID: 0))
    }
}

/// A title, a focused list bound to the store (its selection lives there) and a status bar: moving
/// the selection dispatches `Select`, and the list follows the store.
@MainActor
final class PickerScreen: Screen, Connectable {
    struct Props: Equatable {
        let rows: [PickerState.Row]
        let selectedID: Int?
    }

    struct Actions {
        let select: (Int) -> Void
    }

    let connection: Connection<PickerState, Props, Actions>
    let list = ListView<PickerState.Row>(renderer: { row, _ in ListCell(row.text) })
    private var subscriptions = Set<AnyCancellable>()

    init(store: Store<PickerState>) {
        connection = Connection(
            store: store, mapStateToProps: { Props(rows: $0.rows, selectedID: $0.selectedID) },
            mapDispatchToActions: { dispatch in Actions(select: { dispatch(PickerState.Select(id: $0)) }) })
        super.init(title: "Picker")
    }

    override func loadView() {
        view = list
    }

    override var preferredFocusedView: View? { list }

    override func viewDidLoad() {
        connection.bind(\.rows, to: list.rx.items)
        connection.bind(\.selectedID, to: list.rx.selection)
        list.selectionChanged.sink { [weak self] id in self?.actions.select(id) }.store(in: &subscriptions)
    }
}

/// A focused `DataTable` of four columns bound to the store (its selection lives there): moving the
/// row cursor dispatches `Select`, and the table follows the store.
@MainActor
final class TablePickerScreen: Screen, Connectable {
    let connection: Connection<PickerState, PickerScreen.Props, PickerScreen.Actions>
    let table = DataTable<PickerState.Row>(columns: [
        DataTableColumn("#", width: .fixed(5), alignment: .trailing) { "\($0.id)" },
        DataTableColumn("Kind", width: .fit(max: 10)) { "kind \($0.id % 7)" },
        DataTableColumn("Stock", width: .fixed(6), alignment: .trailing) { "\($0.id * 7 % 100)" },
        DataTableColumn("Text", width: .fraction(1), text: \.text),
    ])
    private var subscriptions = Set<AnyCancellable>()

    init(store: Store<PickerState>) {
        connection = Connection(
            store: store, mapStateToProps: { PickerScreen.Props(rows: $0.rows, selectedID: $0.selectedID) },
            mapDispatchToActions: { dispatch in
                PickerScreen.Actions(select: { dispatch(PickerState.Select(id: $0)) })
            })
        super.init(title: "Table")
    }

    override func loadView() {
        view = table
    }

    override var preferredFocusedView: View? { table }

    override func viewDidLoad() {
        connection.bind(\.rows, to: table.rx.rows)
        connection.bind(\.selectedID, to: table.rx.selection)
        table.selectionChanged.sink { [weak self] id in self?.actions.select(id) }.store(in: &subscriptions)
    }
}

/// A focused text field above a list, as in a search screen.
@MainActor
final class SearchFieldScreen: Screen {
    let field = TextField(text: "", placeholder: "search")
    let list = ListView<PickerState.Row>(renderer: { row, _ in ListCell(row.text) })

    init() {
        super.init(title: "Search")
    }

    override func loadView() {
        list.items = (0..<50).map { PickerState.Row(id: $0, text: "Result \($0)") }
        let stack = VStack(spacing: 1)
        stack.add(field)
        stack.add(list, sizing: .fill)
        view = stack
    }

    override var preferredFocusedView: View? { field }
}

/// A focused `Select` whose options are the store's rows and whose value lives in the store:
/// choosing an option dispatches `Select`, and the select shows the store's value.
@MainActor
final class SelectPickerScreen: Screen, Connectable {
    let connection: Connection<PickerState, PickerScreen.Props, PickerScreen.Actions>
    let select = Select<Int>()
    private var subscriptions = Set<AnyCancellable>()

    init(store: Store<PickerState>) {
        connection = Connection(
            store: store, mapStateToProps: { PickerScreen.Props(rows: $0.rows, selectedID: $0.selectedID) },
            mapDispatchToActions: { dispatch in
                PickerScreen.Actions(select: { dispatch(PickerState.Select(id: $0)) })
            })
        super.init(title: "Select")
    }

    override func loadView() {
        view = VStack(items: [select.sized(.intrinsic), Spacer().sized(.fill)])
    }

    override var preferredFocusedView: View? { select }

    override func viewDidLoad() {
        connection.bind(\.rows, to: select.rx.options) { rows in rows.map { SelectOption($0.text, value: $0.id) } }
        connection.bind(\.selectedID, to: select.rx.value)
        select.valueChanged.sink { [weak self] id in self?.actions.select(id) }.store(in: &subscriptions)
    }
}
