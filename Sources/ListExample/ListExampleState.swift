import ReCurses

/// The state of the list example: 100 fruit rows and the selected row's identity.
struct ListExampleState: StateType, Equatable {
    /// Selects the row with identity `id`.
    struct Select: Action {
        let id: Int
    }

    /// One row: its identity and what it shows.
    struct Row: Identifiable, Equatable {
        let id: Int
        let text: String
    }

    var rows: [Row]
    var selectedID: Int?

    /// `count` rows with the first one selected.
    init(count: Int) {
        let kinds = ["apples", "pears", "plums", "cherries", "quinces"]
        rows = (0..<count).map { index in
            Row(id: index, text: "Row \(index + 1): \(kinds[index % kinds.count]), \(index * 7 % 100) in stock")
        }
        selectedID = rows.first?.id
    }

    /// The reducer: `Select` moves the selection.
    static func reduce(action: Action, state: ListExampleState?) -> ListExampleState {
        var state = state ?? ListExampleState(count: 0)
        if let select = action as? Select { state.selectedID = select.id }
        return state
    }
}
