import ReCurses

/// A connected screen holding `RowListState.rows` as the options of a `Select` whose value lives in
/// the store: choosing an option dispatches `RowListState.Select`, and the select shows the store's
/// value. Each option is titled by its row's number, as a select's options are short, and the
/// select is as wide as its widest option, as in a form. The keystroke
/// benchmarks open it and move in it at 10² and 10⁴ options.
@MainActor
final class RowSelectScreen: Screen, Connectable {
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
    let select = Select<Int>()
    private var subscriptions = Set<AnyCancellable>()

    init(store: Store<RowListState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Props(rows: $0.rows, selectedID: $0.selectedID) },
            mapDispatchToActions: { dispatch in Actions(select: { dispatch(RowListState.Select(id: $0)) }) })
        super.init(title: "Rows")
    }

    override func loadView() {
        view = VStack(items: [
            Label("Row").sized(.intrinsic), select.sized(.intrinsic, alignment: .leading), Spacer().sized(.fill),
        ])
    }

    override var preferredFocusedView: View? { select }

    override func viewDidLoad() {
        connection.bind(\.rows, to: select.rx.options) { rows in rows.map { SelectOption("Row \($0.id)", value: $0.id) }
        }
        connection.bind(\.selectedID, to: select.rx.value)
        select.valueChanged.sink { [weak self] id in self?.actions.select(id) }.store(in: &subscriptions)
    }
}
