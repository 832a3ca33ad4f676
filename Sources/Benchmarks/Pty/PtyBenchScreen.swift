import ReCurses

/// The screen the pty benchmarks draw, like an app's: a focused text field above a list of rows.
final class PtyBenchScreen: Screen {
    /// One list row.
    struct Row: Identifiable {
        /// Its number.
        let id: Int
        /// What it shows.
        let text: String
    }

    /// The text field, focused first.
    let field = TextField(text: "ncurses", placeholder: "filter")
    /// The list.
    let list: ListView<Row>

    /// A screen whose list holds `rowCount` rows.
    init(rowCount: Int = 1_000) {
        let kinds = ["apples", "pears", "plums", "cherries", "quinces"]
        let rows = (0..<rowCount).map { index in
            Row(id: index, text: "Row \(index + 1): \(kinds[index % kinds.count]), \(index * 7 % 100) in stock")
        }
        list = ListView(sections: [ListSection(items: rows)]) { $0.text }
        super.init(title: "Byte count")
    }

    /// How many visible rows lie below the selected one (the Downs that reach the bottom edge);
    /// a row's id is its index.
    var rowsBelowSelection: Int {
        guard let selected = list.selectedID else { return 0 }
        return list.scrollRow + list.frame.height - 1 - selected
    }

    override func loadView() {
        list.allowsTypeToSearch = false
        list.selectedID = 0
        let stack = VStack(spacing: 1)
        stack.add(field)
        stack.add(list, sizing: .fill)
        view = Padding(stack, insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
    }

    override var preferredFocusedView: View? { field }
}
