import ReCurses
import ReCursesTesting
import Testing

/// A screen whose text area is bound to the store's note.
@MainActor
private final class NoteScreen: Screen, Connectable {
    struct Props { let note: String }
    struct Actions { let setNote: (String) -> Void }

    let connection: Connection<CounterState, Props, Actions>
    let area = TextArea(placeholder: "Note")
    private var cancellables: [AnyCancellable] = []

    init(store: Store<CounterState>) {
        connection = Connection(
            store: store, mapStateToProps: { Props(note: $0.note) },
            mapDispatchToActions: { dispatch in Actions(setNote: { dispatch(CounterAction.setNote($0)) }) })
        super.init(title: "Note")
    }

    override func viewDidLoad() {
        view.addSubview(area)
        area.frame = Rect(origin: .zero, size: Size(width: 20, height: 4))
        connection.bind(\.note, to: area.rx.text)
        area.textChanged.sink { [weak self] in self?.actions.setNote($0) }.store(in: &cancellables)
    }
}

@MainActor @Suite("TextArea in an app")
struct TextAreaAppTests {
    @Test func typingReachesTheStoreAndCopyReachesTheSystemClipboardUnlessSwitchedOff() {
        let store = makeStore()
        let screen = NoteScreen(store: store)
        let driver = AppDriver(store: store, screen: screen, size: Size(width: 30, height: 8))
        driver.type("日本")
        driver.press(.enter)
        driver.paste("👍🏽\nend")
        #expect(store.state.note == "日本\n👍🏽\nend")
        #expect(driver.dispatchedActions.count == 4)
        driver.press(.alt("a"), .alt("w"))
        #expect(
            driver.terminal.systemClipboardBytes == [
                Array("\u{1B}]52;c;\(Base64.encode("日本\n👍🏽\nend"))\u{7}".utf8)
            ])
        #expect(driver.application.window.clipboard.text == "日本\n👍🏽\nend")
        driver.application.copiesToSystemClipboard = false
        driver.press(.alt("w"))
        #expect(driver.terminal.systemClipboardBytes.count == 1)
        store.dispatch(CounterAction.setNote("from the store"))
        driver.runUntilIdle()
        #expect(screen.area.text == "from the store")
        #expect(driver.contentLines.first == "from the store")
    }
}
