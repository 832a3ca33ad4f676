import ReCurses

/// The screen the table's pty benchmark draws: a focused `DataTable` of stock rows, whose rows the
/// app replaces with an array in which one visible row changed (as a store would send them).
final class TablePtyScreen: Screen {
    /// One row of stock.
    struct Row: Identifiable {
        /// Its number.
        let id: Int
        /// The fruit.
        let fruit: String
        /// How many are in stock.
        var stock: Int
    }

    /// The table, focused.
    let table = DataTable<Row>(columns: [
        DataTableColumn("#", width: .fixed(6), alignment: .trailing) { "\($0.id + 1)" },
        DataTableColumn("Fruit", width: .fit(max: 16), text: \.fruit),
        DataTableColumn("Stock", width: .fixed(8), alignment: .trailing) { "\($0.stock)" },
        DataTableColumn("Note", width: .fraction(1)) { "\($0.fruit), \($0.stock) in stock" },
    ])
    /// The rows last given to the table.
    private(set) var rows: [Row]

    /// A screen whose table holds `rowCount` rows, the first selected.
    init(rowCount: Int = 1_000) {
        let fruits = ["apples", "pears", "plums", "cherries", "quinces"]
        rows = (0..<rowCount).map { Row(id: $0, fruit: fruits[$0 % fruits.count], stock: $0 * 7 % 100) }
        super.init(title: "Stock")
    }

    override func loadView() {
        table.allowsTypeToSearch = false
        table.rows = rows
        table.selectedID = 0
        view = Padding(table, insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
    }

    override var preferredFocusedView: View? { table }

    /// Replaces the rows with a new array in which the third row (on screen, not selected) has one
    /// more in stock.
    func replaceOneVisibleRow() {
        rows[2].stock += 1
        table.rows = rows
    }
}
