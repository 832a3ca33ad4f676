import ReCurses

/// A connected screen holding `RowListState.rows` in a `DataTable` whose selection lives in the
/// store: moving it dispatches `RowListState.Select`, and the table follows the store's selection.
/// The keystroke benchmarks measure it at 10² and 10⁶ rows.
@MainActor
final class RowTableScreen: Screen, Connectable {
    /// The rows and the selected row's identity.
    struct Props: Equatable {
        let rows: [BenchRow]
        let selectedID: Int?
    }

    /// Selects a row by identity.
    struct Actions {
        let select: (Int) -> Void
    }

    let connection: Connection<RowListState, Props, Actions>
    /// Number (right-aligned), kind (fitted to the text), stock (right-aligned) and text (the rest
    /// of the width).
    let table = DataTable<BenchRow>(columns: [
        DataTableColumn("#", width: .fixed(8), alignment: .trailing) { "\($0.id)" },
        DataTableColumn("Kind", width: .fit(max: 12)) { "kind \($0.id % 7)" },
        DataTableColumn("Stock", width: .fixed(6), alignment: .trailing) { "\($0.id * 7 % 100)" },
        DataTableColumn("Text", width: .fraction(1), text: \.text),
    ])
    private var subscriptions = Set<AnyCancellable>()

    init(store: Store<RowListState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Props(rows: $0.rows, selectedID: $0.selectedID) },
            mapDispatchToActions: { dispatch in Actions(select: { dispatch(RowListState.Select(id: $0)) }) })
        super.init(title: "Rows")
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
