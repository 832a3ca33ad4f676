import ReCurses

/// ReRxSwift's first example: a text field and an echo label bound to the same prop. Every edit
/// dispatches `SetContent`; the new state flows back into both.
final class SimpleTextFieldScreen: Screen, Connectable {
    /// What the screen shows.
    struct Props: Equatable {
        /// The text in the store.
        let content: String
    }

    /// What the screen can ask the store to do.
    struct Actions {
        /// Replaces the text.
        let setContent: (String) -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    /// Where the user types.
    let textField = TextField(placeholder: "type here")
    /// Echoes the text in the store.
    let echoLabel = Label()

    /// A screen connected to `store`.
    init(store: Store<AppState>) {
        connection = Connection(
            store: store,
            mapStateToProps: { Props(content: $0.simpleTextField.content) },
            mapDispatchToActions: { dispatch in Actions(setContent: { dispatch(SetContent(newContent: $0)) }) }
        )
        super.init(title: DemoExample.simpleTextField.title)
    }

    override func loadView() {
        view = ExamplePage.page(
            introduction: "Starting simple: the text field's text and its change events are bound to the store. "
                + "Each edit dispatches an action; the label shows the text the store now holds.",
            rows: [Label("Enter some text:"), textField, echoLabel],
            spacing: 1
        )
    }

    override func viewDidLoad() {
        connection.bind(\.content, to: textField.rx.text)
        connection.bind(\.content, to: echoLabel.rx.text) { "You typed: \($0)" }
        textField.textChanged
            .sink { [weak self] text in self?.actions.setContent(text) }
            .store(in: &connection.cancellables)
    }
}
