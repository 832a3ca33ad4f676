import ReCurses

/// The shared board of `recurses-demo serve --board`: columns of cards that every connected user
/// edits at once, each user's cursor shown to the others by name. The board lives in one store; what
/// this session has selected, and what it is typing, live in this screen alone.
package final class BoardScreen: Screen, Connectable {
    /// What the screen shows.
    package struct Props: Equatable {
        /// The columns' titles.
        let titles: [String]
        /// The rows of each column, with the other users' cursors.
        let columns: [[BoardRow]]
        /// Who else is here.
        let others: [String]
    }

    /// What the screen can ask the store to do.
    package struct Actions {
        /// Adds a card with this text to this column.
        let add: (String, Int) -> Void
        /// Gives a card new text.
        let edit: (Int, String) -> Void
        /// Moves a card by a number of columns.
        let move: (Int, Int) -> Void
        /// Removes a card.
        let remove: (Int) -> Void
        /// Tells the others where this user is: a column and a card.
        let point: (Int, Int?) -> Void
        /// Takes this user's cursor off the board.
        let leave: () -> Void
    }

    package let connection: Connection<BoardState, Props, Actions>
    /// One list a column.
    let lists: [ListView<BoardRow>]
    /// Where a new card's text, or a card's new text, is typed.
    let field = TextField(placeholder: "a: add  e: edit")
    private let titleLabels: [Label]
    private let presence = Label()
    private var editing: Int?

    /// A board screen for the user at `seat`.
    package convenience init(seat: BoardSeat) {
        self.init(store: seat.store, session: seat.session, name: seat.name)
    }

    /// A board screen for session `session` of the user `name`, on `store`.
    package init(store: Store<BoardState>, session: Int, name: String) {
        let columnCount = store.state.columns.count
        connection = Connection(
            store: store,
            mapStateToProps: { state in
                Props(
                    titles: state.columns, columns: BoardRow.columns(of: state, seenBy: session),
                    others: state.cursors.filter { $0.key != session }.map(\.value.name).sorted())
            },
            mapDispatchToActions: { dispatch in
                Actions(
                    add: { dispatch(BoardAction.add(title: $0, column: $1)) },
                    edit: { dispatch(BoardAction.edit(id: $0, title: $1)) },
                    move: { dispatch(BoardAction.move(id: $0, by: $1)) },
                    remove: { dispatch(BoardAction.remove(id: $0)) },
                    point: { dispatch(BoardAction.point(session: session, name: name, column: $0, cardID: $1)) },
                    leave: { dispatch(BoardAction.leave(session: session)) })
            })
        lists = (0..<columnCount).map { _ in
            let list = ListView<BoardRow> { row, _ in
                var spans = [ListCell.Span(row.title)]
                if !row.others.isEmpty {
                    spans.append(ListCell.Span("  ◀ " + row.others.joined(separator: ", "), style: .bold))
                }
                return ListCell(spans: spans)
            }
            list.allowsTypeToSearch = false
            list.emptyText = "(empty)"
            return list
        }
        titleLabels = (0..<columnCount).map { _ in Label() }
        super.init(title: "Board")
        keyBindings = [
            KeyBinding(.left, .boardPreviousColumn, hint: "Column", keyLabel: "←→"),
            KeyBinding(.right, .boardNextColumn, isHintVisible: false),
            KeyBinding(.character("a"), .boardAdd, hint: "Add"),
            KeyBinding(.character("e"), .boardEdit, hint: "Edit"),
            KeyBinding(.character("<"), .boardMoveLeft, hint: "Move", keyLabel: "<>"),
            KeyBinding(.character(">"), .boardMoveRight, isHintVisible: false),
            KeyBinding(.character("x"), .boardRemove, hint: "Remove"),
        ]
        addCommand(.boardPreviousColumn) { [unowned self] in focusColumn(by: -1) }
        addCommand(.boardNextColumn) { [unowned self] in focusColumn(by: 1) }
        addCommand(.boardAdd) { [unowned self] in beginTyping(editing: nil) }
        addCommand(.boardEdit) { [unowned self] in if let card = selectedCard { beginTyping(editing: card) } }
        addCommand(.boardMoveLeft) { [unowned self] in moveSelected(by: -1) }
        addCommand(.boardMoveRight) { [unowned self] in moveSelected(by: 1) }
        addCommand(.boardRemove) { [unowned self] in if let card = selectedCard { actions.remove(card.id) } }
    }

    override package func loadView() {
        let columns = HStack(spacing: 2)
        for (label, list) in zip(titleLabels, lists) {
            label.themeStyle = \.header
            let column = VStack(spacing: 0)
            column.add(label)
            column.add(list, sizing: .fill)
            columns.add(column, sizing: .fill)
        }
        let stack = VStack(spacing: 1)
        stack.add(presence)
        stack.add(columns, sizing: .fill)
        stack.add(field)
        view = Padding(stack, insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
    }

    override package func viewDidLoad() {
        for (index, list) in lists.enumerated() {
            connection.bind(\.columns, to: list.rx.items) { $0.indices.contains(index) ? $0[index] : [] }
            list.selectionChanged.sink { [weak self] _ in self?.reportCursor() }.store(in: &connection.cancellables)
        }
        for (index, label) in titleLabels.enumerated() {
            connection.bind(\.titles, to: label.rx.text) { $0.indices.contains(index) ? $0[index] : "" }
        }
        connection.bind(\.others, to: presence.rx.text) { others in
            others.isEmpty ? "Only you on the board." : "Also here: " + others.joined(separator: ", ")
        }
        field.submitted.sink { [weak self] text in self?.finishTyping(text) }.store(in: &connection.cancellables)
    }

    override package func viewDidAppear() {
        if lists[currentColumn].selectedID == nil {
            lists[currentColumn].selectedID = lists[currentColumn].items.first?.id
        }
        reportCursor()
    }

    override package func viewWillDisappear() {
        actions.leave()
    }

    // MARK: Private

    /// The column whose list has the focus (the first when the field has it).
    private var currentColumn: Int {
        lists.firstIndex { $0.isFocused } ?? lastColumn
    }

    private var lastColumn = 0

    private var selectedCard: BoardRow? {
        lists[currentColumn].selectedItem
    }

    private func focusColumn(by offset: Int) {
        let target = min(max(currentColumn + offset, 0), lists.count - 1)
        lists[target].becomeFocused()
        lastColumn = target
        if lists[target].selectedID == nil { lists[target].selectedID = lists[target].items.first?.id }
        reportCursor()
    }

    private func moveSelected(by offset: Int) {
        guard let card = selectedCard else { return }
        actions.move(card.id, offset)
        focusColumn(by: offset)
        _ = lists[currentColumn].items.last.map { lists[currentColumn].selectedID = $0.id }
        reportCursor()
    }

    private func beginTyping(editing card: BoardRow?) {
        lastColumn = currentColumn
        editing = card?.id
        field.placeholder = card == nil ? "new card in \(props.titles[lastColumn]), Enter adds" : "Enter saves"
        field.text = card?.title ?? ""
        field.becomeFocused()
    }

    private func finishTyping(_ text: String) {
        if let editing { actions.edit(editing, text) } else { actions.add(text, lastColumn) }
        editing = nil
        field.text = ""
        field.placeholder = "a: add  e: edit"
        lists[lastColumn].becomeFocused()
        reportCursor()
    }

    private func reportCursor() {
        let column = currentColumn
        actions.point(column, lists[column].selectedID)
    }
}
