import ReCurses

/// Everyday widgets in a form: a select whose value lives in the store.
final class WidgetsScreen: Screen, Connectable {
    /// What the screen shows.
    struct Props: Equatable {
        /// The chosen colour.
        let colour: String
    }

    /// What the screen can ask the store to do.
    struct Actions {
        /// Chooses a colour.
        let setColour: (String) -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    /// The colour, chosen from a drop-down.
    let colour = Select(options: WidgetsState.colours.map { SelectOption($0) })
    /// Echoes the colour in the store.
    let echoLabel = Label()

    /// A screen connected to `store`.
    init(store: Store<AppState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Props(colour: $0.widgets.colour) },
            mapDispatchToActions: { dispatch in Actions(setColour: { dispatch(WidgetsSetColour(colour: $0)) }) }
        )
        super.init(title: DemoExample.widgets.title)
    }

    override func loadView() {
        let form = Form(rows: [FormRow("Colour", colour, width: .fixed(12))])
        view = ExamplePage.page(
            introduction: "Everyday widgets. Enter opens the select; type a letter, move, Enter chooses. "
                + "The choice is dispatched, and the select shows what the store holds.",
            rows: [form, echoLabel],
            spacing: 1
        )
    }

    override var preferredFocusedView: View? { colour }

    override func viewDidLoad() {
        connection.bind(\.colour, to: colour.rx.value)
        connection.bind(\.colour, to: echoLabel.rx.text) { "The store holds: \($0)" }
        colour.valueChanged
            .sink { [weak self] colour in self?.actions.setColour(colour) }
            .store(in: &connection.cancellables)
    }
}
