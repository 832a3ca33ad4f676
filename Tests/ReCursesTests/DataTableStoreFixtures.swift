import ReCurses
import ReCursesTesting

/// One row of the store-driven table.
struct TownRow: Identifiable, Equatable {
    let id: Int
    let name: String
    let size: Int
}

/// A table's rows, sort, selection and marks in a store whose reducer sorts the rows itself and
/// refuses, clamps and rewrites what the user asks for.
struct TownTableState: StateType, Equatable {
    /// While locked, the reducer refuses every change.
    var isLocked = false
    /// The rows in the order the sort puts them.
    var towns: [TownRow] = [
        TownRow(id: 1, name: "Ely", size: 20), TownRow(id: 2, name: "Bath", size: 90),
        TownRow(id: 3, name: "Wells", size: 10), TownRow(id: 4, name: "Ripon", size: 16),
        TownRow(id: 5, name: "Truro", size: 18), TownRow(id: 6, name: "Derby", size: 260),
    ]
    /// Size sorts only ascending: a descending request is clamped to ascending.
    var sort: DataTableSort?
    /// Town 4 cannot be selected; town 6 is rewritten to town 5.
    var selection: Int?
    /// At most two marks (more is refused); town 1 is never marked (it is dropped).
    var marks: Set<Int> = []
}

/// What the table asks the store for.
enum TownTableAction: Action {
    case lock
    case sort(DataTableSort)
    case select(Int)
    case mark(Set<Int>)
}

func townTableReducer(action: Action, state: TownTableState?) -> TownTableState {
    var state = state ?? TownTableState()
    guard let action = action as? TownTableAction else { return state }
    if case .lock = action { state.isLocked = true }
    guard !state.isLocked else { return state }
    switch action {
    case .sort(var sort):
        if sort.column == "Size" { sort.direction = .ascending }
        state.sort = sort
        let ascending: (TownRow, TownRow) -> Bool =
            sort.column == "Size" ? { $0.size < $1.size } : { $0.name < $1.name }
        state.towns.sort { sort.direction == .ascending ? ascending($0, $1) : ascending($1, $0) }
    case .select(let id) where id != 4:
        state.selection = min(id, 5)
    case .mark(let marks) where marks.count <= 2:
        state.marks = marks.subtracting([1])
    default:
        break
    }
    return state
}

/// A connected screen showing the towns in a `DataTable` bound to the store: rows, sort descriptor,
/// selection and marks follow the props; the table's events dispatch.
@MainActor
final class TownTableScreen: Screen, Connectable {
    struct Props: Equatable {
        let towns: [TownRow]
        let sort: DataTableSort?
        let selection: Int?
        let marks: Set<Int>
    }

    struct Actions {
        let dispatch: (TownTableAction) -> Void
    }

    let connection: Connection<TownTableState, Props, Actions>
    let table = DataTable<TownRow>(columns: [
        DataTableColumn("Town", width: .fixed(8), isSortable: true, text: \.name),
        DataTableColumn("Size", width: .fixed(6), alignment: .trailing, isSortable: true) { "\($0.size)" },
    ])

    init(store: Store<TownTableState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Props(towns: $0.towns, sort: $0.sort, selection: $0.selection, marks: $0.marks) },
            mapDispatchToActions: { dispatch in Actions(dispatch: { dispatch($0) }) })
        super.init(title: "Towns")
    }

    override func loadView() {
        table.allowsMultipleSelection = true
        view = table
    }

    override var preferredFocusedView: View? { table }

    override func viewDidLoad() {
        connection.bind(\.towns, to: table.rx.rows)
        connection.bind(\.sort, to: table.rx.sortDescriptor)
        connection.bind(\.selection, to: table.rx.selection)
        connection.bind(\.marks, to: table.rx.markedIDs)
        table.sortRequested.sink { [weak self] in self?.actions.dispatch(.sort($0)) }
            .store(in: &connection.cancellables)
        table.selectionChanged.sink { [weak self] in self?.actions.dispatch(.select($0)) }
            .store(in: &connection.cancellables)
        table.marksChanged.sink { [weak self] in self?.actions.dispatch(.mark($0)) }
            .store(in: &connection.cancellables)
    }
}

/// Drives a `TownTableScreen` on a fake terminal.
@MainActor
struct TownTableHarness {
    let store = Store(reducer: townTableReducer, state: TownTableState())
    let screen: TownTableScreen
    let driver: AppDriver

    init(size: Size = Size(width: 40, height: 12)) {
        screen = TownTableScreen(store: store)
        driver = AppDriver(store: store, screen: screen, size: size)
        driver.clearDispatchedActions()
    }

    /// The names of the towns in the order the table shows them.
    var shownNames: [String] { screen.table.rows.map(\.name) }

    /// Presses `key` as one user event and returns how many frames it presented.
    @discardableResult
    func press(_ key: Key) -> Int {
        let before = driver.terminal.presentCalls
        driver.press(key)
        return driver.terminal.presentCalls - before
    }
}
