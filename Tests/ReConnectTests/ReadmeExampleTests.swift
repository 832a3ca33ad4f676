import ReConnect
import ReStore
import Testing

// The README's six steps, with a text field stand-in instead of TerminalUI's TextField.

struct ContentState: StateType, Equatable {
    var content = "hello"
}

struct SetContent: Action { let newContent: String }

func contentReducer(action: Action, state: ContentState?) -> ContentState {
    var state = state ?? ContentState()
    if let set = action as? SetContent { state.content = set.newContent }
    return state
}

let contentStore = Store<ContentState>(reducer: contentReducer, state: nil)

@MainActor final class FakeTextField: ReactiveCompatible {
    var text = ""
    let edits = PassthroughSubject<String, Never>()
    var textChanged: AnyPublisher<String, Never> { edits.eraseToAnyPublisher() }
}

extension Reactive where Base: FakeTextField {
    var text: Binder<String> { Binder(base) { field, text in field.text = text } }
}

extension ContentScreen: Connectable {
    struct Props: Equatable {
        let text: String
    }
    struct Actions {
        let updatedText: (String) -> Void
    }
}

private func mapStateToProps(appState: ContentState) -> ContentScreen.Props {
    ContentScreen.Props(text: appState.content)
}

private func mapDispatchToActions(dispatch: @escaping DispatchFunction) -> ContentScreen.Actions {
    ContentScreen.Actions(updatedText: { newText in dispatch(SetContent(newContent: newText)) })
}

@MainActor final class ContentScreen {
    let textField = FakeTextField()

    let connection = Connection(
        store: contentStore,
        mapStateToProps: mapStateToProps,
        mapDispatchToActions: mapDispatchToActions
    )

    func viewDidLoad() {
        connection.bind(\Props.text, to: textField.rx.text)
        textField.textChanged
            .sink { [weak self] text in self?.actions.updatedText(text) }
            .store(in: &connection.cancellables)
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func theSixStepsConnectATextFieldBothWays() {
        let screen = ContentScreen()
        screen.viewDidLoad()
        screen.anyConnection.connect()
        #expect(screen.textField.text == contentStore.state.content)
        screen.textField.edits.send("typed")
        #expect(contentStore.state.content == "typed")
        #expect(screen.textField.text == "typed")
        contentStore.dispatch(SetContent(newContent: "from the store"))
        #expect(screen.textField.text == "from the store")
        screen.anyConnection.disconnect()
        #expect(contentStore.subscriptionCount == 0)
    }
}
