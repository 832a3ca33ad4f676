import ReCurses

/// Everyday widgets in a form: a select whose value lives in the store, a name field whose error
/// the store works out, and a button that posts a notification.
final class WidgetsScreen: Screen, Connectable {
    /// What the screen shows.
    struct Props: Equatable {
        /// The chosen colour.
        let colour: String
        /// The name typed.
        let name: String
        /// Why the name cannot be used, or nil.
        let nameError: String?
    }

    /// What the screen can ask the store to do.
    struct Actions {
        /// Chooses a colour.
        let setColour: (String) -> Void
        /// Replaces the name.
        let setName: (String) -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    /// The colour, chosen from a drop-down.
    let colour = Select(options: WidgetsState.colours.map { SelectOption($0) })
    /// The name, which must not be blank.
    let name = TextField(placeholder: "your name")
    /// Posts a notification.
    let notifyButton = Button("Notify")
    /// The form holding the colour and the name.
    private(set) var form = Form()
    /// Echoes the colour in the store.
    let echoLabel = Label()

    /// A screen connected to `store`.
    init(store: Store<AppState>) {
        connection = Connection(
            store: store,
            mapStateToProps: {
                Props(colour: $0.widgets.colour, name: $0.widgets.name, nameError: $0.widgets.nameError)
            },
            mapDispatchToActions: { dispatch in
                Actions(
                    setColour: { dispatch(WidgetsSetColour(colour: $0)) },
                    setName: { dispatch(WidgetsSetName(name: $0)) })
            }
        )
        super.init(title: DemoExample.widgets.title)
    }

    override func loadView() {
        form = Form(rows: [
            FormRow("Colour", colour, width: .fixed(12)),
            FormRow("Name", name),
            FormRow("", notifyButton, width: .intrinsic),
        ])
        view = ExamplePage.page(
            introduction: "Everyday widgets. Enter opens the select; type a letter, move, Enter chooses. "
                + "A blank name shows the store's error under it; Notify posts a toast (Ctrl-G dismisses it).",
            rows: [form, echoLabel],
            spacing: 1
        )
    }

    override var preferredFocusedView: View? { colour }

    override func viewDidLoad() {
        colour.tooltip = "The colour kept in the store (Enter opens the list)"
        name.tooltip = "Any name but a blank one"
        notifyButton.tooltip = "Posts a notification in the corner"
        connection.bind(\.colour, to: colour.rx.value)
        connection.bind(\.colour, to: echoLabel.rx.text) { "The store holds: \($0)" }
        connection.bind(\.name, to: name.rx.text)
        connection.bind(\.nameError, to: form.rx.error(for: name))
        colour.valueChanged
            .sink { [weak self] colour in self?.actions.setColour(colour) }
            .store(in: &connection.cancellables)
        name.textChanged
            .sink { [weak self] name in self?.actions.setName(name) }
            .store(in: &connection.cancellables)
        notifyButton.tapped
            .sink { [weak self] in
                guard let self else { return }
                notify("\(props.colour) suits \(props.name)", severity: .success)
            }
            .store(in: &connection.cancellables)
    }
}
