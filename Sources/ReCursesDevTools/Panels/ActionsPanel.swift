import ReCurses

/// The Actions panel: every history entry with its time, type, summary and origin, in a table that
/// grows at the bottom. Typing filters the rows by type (Backspace removes a letter, Esc clears the
/// filter); moving the row cursor travels to the state after that entry.
@MainActor
final class ActionsPanel: View {
    let filterLabel = Label()
    let table: DataTable<ActionRow>
    /// Called when the user moved the row cursor to an entry.
    var onSelect: ((Int) -> Void)?
    /// Every row known, oldest first (the initial state's row first).
    private(set) var allRows: [ActionRow] = []
    /// The type filter typed so far.
    private(set) var filter = "" {
        didSet { if filter != oldValue { filterDidChange() } }
    }
    private var cancellable: AnyCancellable?

    override init() {
        table = DataTable(columns: Self.columns)
        super.init()
        table.allowsTypeToSearch = false
        table.emptyText = "No actions match"
        addSubview(filterLabel)
        addSubview(table)
        filterLabel.themeStyle = \.hint
        updateFilterLabel()
        cancellable = table.selectionChanged.sink { [weak self] id in self?.onSelect?(id) }
        keyBindings = [KeyBinding(.escape, .clearFilter, hint: "")]
        addCommand(.clearFilter, isEnabled: { [unowned self] in !filter.isEmpty }) { [unowned self] in filter = "" }
    }

    private static var columns: [DataTableColumn<ActionRow>] {
        [
            DataTableColumn("#", width: .fixed(5), alignment: .trailing) { String($0.id) },
            DataTableColumn("Time", width: .fixed(9), alignment: .trailing) { $0.time },
            DataTableColumn("Type", width: .fit(max: 20)) { $0.type },
            DataTableColumn("Summary", width: .fraction(1)) { $0.summary },
            DataTableColumn("Origin", width: .fit(max: 20)) { $0.origin },
        ]
    }

    /// Brings the rows up to date with `history` (new entries are appended, dropped ones removed)
    /// and puts the row cursor on the entry the store shows.
    func update(from history: any AnyActionHistory) {
        let base = history.baseIndex
        if allRows.first?.id != base {
            allRows.removeAll { $0.id <= base }
            allRows.insert(ActionRow(baseIndex: base), at: 0)
        }
        var next = (allRows.last?.id ?? base) + 1
        while next < history.endIndex {
            if let entry = history[next] { allRows.append(ActionRow(entry: entry)) }
            next += 1
        }
        showRows()
        table.selectedID = history.position ?? history.endIndex - 1
    }

    private func showRows() {
        guard !filter.isEmpty else {
            table.rows = allRows
            return
        }
        let needle = filter.lowercased()
        table.rows = allRows.filter { $0.type.lowercased().contains(needle) }
    }

    private func filterDidChange() {
        updateFilterLabel()
        let selected = table.selectedID
        showRows()
        if let selected { table.selectedID = selected }
    }

    private func updateFilterLabel() {
        filterLabel.text = filter.isEmpty ? "Type to filter by action type" : "Filter: \(filter)▏ (Esc clears)"
        filterLabel.themeStyle = filter.isEmpty ? \.hint : \.accent
    }

    /// Printable characters extend the filter and Backspace shortens it; other keys go on.
    override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event, key.modifiers.isEmpty || key.modifiers == .shift {
            switch key.code {
            case .character(let character) where !character.isNewline && character != "\t":
                filter.append(character)
                return true
            case .backspace where !filter.isEmpty:
                filter.removeLast()
                return true
            default: break
            }
        }
        return super.handle(event)
    }

    /// Typed letters belong to the filter.
    override func capturesKey(_ key: Key) -> Bool {
        if case .character = key.code, key.modifiers.isEmpty { return true }
        return false
    }

    override func layoutSubviews() {
        let width = bounds.width
        let labelHeight = bounds.height >= 2 ? 1 : 0
        filterLabel.isHidden = labelHeight == 0
        filterLabel.frame = Rect(x: 0, y: 0, width: width, height: labelHeight)
        table.frame = Rect(x: 0, y: labelHeight, width: width, height: bounds.height - labelHeight)
    }
}

extension Command {
    /// Clears the Actions panel's type filter.
    static let clearFilter = Command("clearFilter")
}
