import ReCurses

/// The main screen: a field that adds todos, a count, and the list. In the list, Space marks the
/// selected todo done, `d` deletes it after asking, and Enter opens it for editing.
final class TodoListScreen: Screen, Connectable {
    /// What the screen shows.
    struct Props: Equatable {
        let todos: [TodoItem]
        let selectedID: TodoItem.ID?
        let draft: String
        let count: String
    }

    /// What the screen can ask the store to do.
    struct Actions {
        let setDraft: (String) -> Void
        let addDraft: () -> Void
        let select: (TodoItem.ID) -> Void
        let toggle: (TodoItem.ID) -> Void
        let delete: (TodoItem.ID) -> Void
    }

    let connection: Connection<TodoState, Props, Actions>
    /// Where the next todo is typed; Enter adds it.
    let newField = TextField(placeholder: "what needs doing? Enter adds it")
    /// "2 todos, 1 done".
    let countLabel = Label()
    /// The todos.
    let list = ListView<TodoItem> { todo, _ in TodoListScreen.cell(for: todo) }
    private let store: Store<TodoState>

    init(store: Store<TodoState>) {
        self.store = store
        connection = Connection(
            store: store, mapStateToProps: Self.props(from:), mapDispatchToActions: Self.actions(dispatch:))
        super.init(title: "Todos")
        keyBindings = [
            KeyBinding(.character(" "), .toggleTodo, hint: "Done"),
            KeyBinding(.character("d"), .deleteTodo, hint: "Delete"),
        ]
        let hasSelection: @MainActor () -> Bool = { [unowned self] in props.selectedID != nil }
        addCommand(.toggleTodo, isEnabled: hasSelection) { [unowned self] in
            if let id = props.selectedID { actions.toggle(id) }
        }
        addCommand(.deleteTodo, isEnabled: hasSelection) { [unowned self] in confirmDelete() }
    }

    private static func props(from state: TodoState) -> Props {
        let done = state.todos.filter(\.isDone).count
        let count =
            state.todos.isEmpty
            ? "Nothing to do yet."
            : "\(state.todos.count) \(state.todos.count == 1 ? "todo" : "todos"), \(done) done"
        return Props(todos: state.todos, selectedID: state.selectedID, draft: state.draft, count: count)
    }

    private static func actions(dispatch: @escaping DispatchFunction) -> Actions {
        Actions(
            setDraft: { dispatch(TodoAction.setDraft($0)) },
            addDraft: { dispatch(TodoAction.addDraft) },
            select: { dispatch(TodoAction.select($0)) },
            toggle: { dispatch(TodoAction.toggle($0)) },
            delete: { dispatch(TodoAction.delete($0)) }
        )
    }

    /// `[x] Buy milk  !!!`: done or not, the title, and the priority as that many `!`.
    static func cell(for todo: TodoItem) -> ListCell {
        let title = todo.title.isEmpty ? "(untitled)" : todo.title
        return ListCell(spans: [
            .init(todo.isDone ? "[x] " : "[ ] "),
            .init(title, style: todo.isDone ? .dim : nil),
            .init("  " + String(repeating: "!", count: todo.priority), style: .foreground(.yellow)),
        ])
    }

    override func viewDidLoad() {
        list.emptyText = "Type a todo above and press Enter."
        view.addSubview(Form(rows: [FormRow("New", newField)]))
        view.addSubview(countLabel)
        view.addSubview(list)
        rootStack?.setSizing(.fill, for: list)
        rootStack?.spacing = 1

        connection.bind(\.draft, to: newField.rx.text)
        connection.bind(\.count, to: countLabel.rx.text)
        connection.bind(\.todos, to: list.rx.items)
        connection.bind(\.selectedID, to: list.rx.selection)

        newField.textChanged.sink { [unowned self] in actions.setDraft($0) }.store(in: &connection.cancellables)
        newField.submitted.sink { [unowned self] _ in actions.addDraft() }.store(in: &connection.cancellables)
        list.selectionChanged.sink { [unowned self] in actions.select($0) }.store(in: &connection.cancellables)
        list.activated.sink { [unowned self] todo in
            navigation?.push(TodoEditScreen(store: store, id: todo.id))
        }.store(in: &connection.cancellables)
    }

    /// Asks before deleting; Enter answers No.
    private func confirmDelete() {
        guard let id = props.selectedID, let todo = props.todos.first(where: { $0.id == id }) else { return }
        Task {
            let message = "Delete “\(todo.title)”?"
            guard await navigation?.confirm(title: "Delete", message: message, isDestructive: true) == true else {
                return
            }
            actions.delete(id)
        }
    }
}
