import ReCurses

/// A connected screen holding a list of `RowListState.rows`, whose selection lives in the store:
/// moving it dispatches `RowListState.Select`, and the list follows the store's selection. The
/// keystroke, rendering and pseudo-terminal benchmarks measure it at 10² to 10⁶ rows.
@MainActor
final class RowListScreen: Screen, Connectable {
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
    let list = ListView<BenchRow>(renderer: { row, _ in ListCell(row.text) })
    private var subscriptions = Set<AnyCancellable>()

    init(store: Store<RowListState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Props(rows: $0.rows, selectedID: $0.selectedID) },
            mapDispatchToActions: { dispatch in Actions(select: { dispatch(RowListState.Select(id: $0)) }) })
        super.init(title: "Rows")
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

/// One row: an identity and the text it shows.
struct BenchRow: Identifiable, Equatable {
    let id: Int
    /// The text kept with the row, when it was made with one (else it is made when asked for).
    private let storedText: String?

    /// A row whose text is made each time it is asked for (10⁶ rows cost no text storage).
    init(id: Int) {
        self.id = id
        storedText = nil
    }

    /// A row that keeps its text, as an app's model does: drawing it builds no string.
    init(storingTextOf id: Int) {
        self.id = id
        storedText = Self.text(of: id)
    }

    /// The row's text, long enough to fill a wide terminal.
    var text: String { storedText ?? Self.text(of: id) }

    private static func text(of id: Int) -> String {
        "Row \(id): " + String(repeating: "lorem ipsum dolor sit amet ", count: 8)
    }
}

/// The state of a `RowListScreen`.
struct RowListState: StateType, Equatable {
    /// Selects the row with identity `id`.
    struct Select: Action {
        let id: Int
    }

    var rows: [BenchRow]
    var selectedID: Int?

    /// `count` rows with the first selected; with `storingTexts` each row keeps its text.
    init(count: Int, storingTexts: Bool = false) {
        rows = (0..<count).map { storingTexts ? BenchRow(storingTextOf: $0) : BenchRow(id: $0) }
        selectedID = rows.first?.id
    }

    static func reduce(action: Action, state: RowListState?) -> RowListState {
        var state = state ?? RowListState(count: 0)
        if let select = action as? Select { state.selectedID = select.id }
        return state
    }

    /// A store of `count` rows (keeping their texts with `storingTexts`).
    static func store(count: Int, storingTexts: Bool = false) -> Store<RowListState> {
        Store(reducer: reduce, state: RowListState(count: count, storingTexts: storingTexts))
    }
}
