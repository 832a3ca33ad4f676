import ReCurses

/// The shops in a `DataTable`, sorted by the store: the sort key (`s`) or a click on a header asks
/// for a sort, the screen dispatches `SortShops`, and the rows come back sorted through the props
/// with the header's ▲/▼. The cursor stays on the same shop whatever the order.
final class ShopsTableScreen: Screen, Connectable {
    /// What the screen shows.
    struct Props: Equatable {
        /// The shops in the order the store sorts them.
        let rows: [ShopRow]
        /// The sort the header shows.
        let sort: DataTableSort?
    }

    /// What the screen can ask the store to do.
    struct Actions {
        /// Sorts the shops.
        let sort: (ShopsTableSort) -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    /// The table.
    let table = DataTable<ShopRow>(columns: ShopsTableScreen.columns)

    /// A screen connected to `store`.
    init(store: Store<AppState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Self.props(of: $0.tableAndCollection) },
            mapDispatchToActions: { dispatch in Actions(sort: { dispatch(SortShops(sort: $0)) }) }
        )
        super.init(title: DemoExample.shopsTable.title)
    }

    /// Shop (the rest of the width, each name a link to a map search), Category and Rating (as wide as
    /// their text); all sortable.
    static var columns: [DataTableColumn<ShopRow>] {
        [
            DataTableColumn("Shop", width: .fraction(1), isSortable: true) {
                DataTableCell($0.shop.name, link: Self.mapSearch(for: $0.shop))
            },
            DataTableColumn("Category", isSortable: true, text: \.category),
            DataTableColumn("Rating", alignment: .trailing, isSortable: true) { row in
                DataTableCell(spans: [
                    .init(ShopRating.stars(row.shop.rating), style: Style(foreground: .yellow)),
                    .init(" " + ShopRating.number(row.shop.rating)),
                ])
            },
        ]
    }

    /// Where a shop's name links to (OSC 8, where the terminal makes links clickable): a map search for it.
    static func mapSearch(for shop: Shop) -> String {
        "https://www.openstreetmap.org/search?query=" + shop.name
    }

    /// The rows sorted as the state says, and the sort for the header.
    static func props(of state: TableAndCollectionState) -> Props {
        let rows = ShopRow.rows(of: state.categories)
        guard let sort = state.tableSort else { return Props(rows: rows, sort: nil) }
        return Props(
            rows: sort.sorted(rows),
            sort: DataTableSort(column: sort.column.rawValue, direction: sort.isDescending ? .descending : .ascending))
    }

    /// The store's sort for a sort the table asks for (nil for an unknown column).
    static func storeSort(for request: DataTableSort) -> ShopsTableSort? {
        ShopsTableSort.Column(rawValue: request.column).map {
            ShopsTableSort(column: $0, isDescending: request.direction == .descending)
        }
    }

    override func loadView() {
        table.emptyText = "no shops"
        table.searchColumnID = "Shop"
        let stack = VStack(spacing: 1)
        stack.add(ExamplePage.introduction("s or a click on a header sorts in the store; the cursor keeps its shop."))
        stack.add(table, sizing: .fill)
        view = Padding(stack, insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
    }

    override var preferredFocusedView: View? { table }

    override func viewDidLoad() {
        connection.bind(\.rows, to: table.rx.rows)
        connection.bind(\.sort, to: table.rx.sortDescriptor)
        if table.selectedID == nil { table.selectedID = props.rows.first?.id }
        table.sortRequested.sink { [weak self] request in
            guard let sort = Self.storeSort(for: request) else { return }
            self?.actions.sort(sort)
        }.store(in: &connection.cancellables)
        table.activated.sink { [weak self] row in self?.showDetails(of: row) }.store(in: &connection.cancellables)
    }

    private func showDetails(of row: ShopRow) {
        navigation?.alert(
            title: row.shop.name, message: "\(row.category) · rated \(ShopRating.text(row.shop.rating)) of 5")
    }
}
