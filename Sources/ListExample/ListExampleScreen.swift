import ReCurses

/// A focused list of rows whose selection lives in the store: moving it dispatches `Select`, and the
/// list shows the store's selection. The navigation header shows the title, the status bar the keys.
final class ListExampleScreen: Screen, Connectable {
    /// The rows and the selected row's identity.
    struct Props: Equatable {
        let rows: [ListExampleState.Row]
        let selectedID: Int?
    }

    /// Selects a row by identity.
    struct Actions {
        let select: (Int) -> Void
    }

    let connection: Connection<ListExampleState, Props, Actions>
    private let list = ListView<ListExampleState.Row>(renderer: { row, _ in ListCell(row.text) })
    private var subscriptions = Set<AnyCancellable>()

    init(store: Store<ListExampleState>) {
        connection = Connection(
            store: store, mapStateToProps: { Props(rows: $0.rows, selectedID: $0.selectedID) },
            mapDispatchToActions: { dispatch in
                Actions(select: { dispatch(ListExampleState.Select(id: $0)) })
            })
        super.init(title: "Stock")
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
