import ReCurses

/// Edits one todo: its title in a text field and its priority with a stepper. Every change goes to
/// the store at once; Esc (or Enter in the title) goes back to the list.
final class TodoEditScreen: Screen, Connectable {
    /// What the screen shows: the todo, or nil once it is gone.
    struct Props: Equatable {
        let todo: TodoItem?
    }

    /// What the screen can ask the store to do.
    struct Actions {
        let rename: (String) -> Void
        let setPriority: (Int) -> Void
    }

    let connection: Connection<TodoState, Props, Actions>
    /// The todo's title.
    let titleField = TextField(placeholder: "what needs doing?")
    /// The todo's priority, 1 to 5.
    let priorityStepper = Stepper(
        value: 3, minimumValue: Double(TodoState.priorities.lowerBound),
        maximumValue: Double(TodoState.priorities.upperBound))

    init(store: Store<TodoState>, id: TodoItem.ID) {
        connection = Connection(
            store: store, mapStateToProps: { Props(todo: $0.todo(withID: id)) },
            mapDispatchToActions: { dispatch in
                Actions(
                    rename: { dispatch(TodoAction.rename(id, $0)) },
                    setPriority: { dispatch(TodoAction.setPriority(id, $0)) })
            })
        super.init(title: "Edit")
    }

    override func viewDidLoad() {
        priorityStepper.formatter = { String(Int($0)) }
        view.addSubview(
            Form(
                spacing: 1,
                rows: [
                    FormRow("Title", titleField),
                    FormRow("Priority", priorityStepper, width: .intrinsic),
                ]))

        connection.bind(\.todo, to: titleField.rx.text) { $0?.title ?? "" }
        connection.bind(\.todo, to: priorityStepper.rx.value) { Double($0?.priority ?? 3) }

        titleField.textChanged.sink { [unowned self] in actions.rename($0) }.store(in: &connection.cancellables)
        titleField.submitted.sink { [unowned self] _ in navigation?.pop() }.store(in: &connection.cancellables)
        priorityStepper.valueChanged.sink { [unowned self] in actions.setPriority(Int($0)) }
            .store(in: &connection.cancellables)
    }
}
