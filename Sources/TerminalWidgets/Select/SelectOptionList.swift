import OpenCombine

/// One row of a select's open list: the option's index among the select's options and its title.
struct SelectOptionRow: Identifiable, Sendable {
    /// The option's index.
    let id: Int
    /// The option's title.
    let title: String
}

/// The list inside an open `Select`: a `ListView` of the options (↑/↓, PgUp/PgDn, Home/End, type to
/// search, the wheel) in which Enter or a click on an option chooses it.
final class SelectOptionList: ListView<SelectOptionRow> {
    /// Called with the index of the option the user chose.
    var onChoose: (@MainActor (Int) -> Void)?
    /// The subscription through which Enter (the list's `activated`) chooses.
    private var choosing: AnyCancellable?

    init() {
        super.init(sections: []) { row, _ in ListCell(row.title) }
        emptyText = "No options"
        choosing = activated.sink { [unowned self] row in onChoose?(row.id) }
    }

    /// Puts the cursor on option `index` (nil: none) without firing anything, forgetting any typed
    /// search, in O(1) whatever the number of options.
    func showSelection(at index: Int?) {
        typeAhead.reset()
        pendingSelectionID = nil
        if model.select(index: index) {
            scrollSelectionIntoView()
            setNeedsDisplay()
        }
    }

    /// A press on an option selects and chooses it; everything else is the list's.
    override func handle(_ event: Event) -> Bool {
        if case .mouse(.press(.left, let point, _)) = event, isEnabledInHierarchy,
            let position = position(atColumn: point.x, row: point.y)
        {
            _ = super.handle(event)
            onChoose?(model.itemOffsets[position.section] + position.index)
            return true
        }
        return super.handle(event)
    }

    /// The heading of the list's keys in the help dialog.
    override var keyHelpTitle: String { "Options" }
}
