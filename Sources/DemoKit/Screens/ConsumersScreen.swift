import ReCurses

/// The Consumers example (ReSwiftConsumer's idea): state consumers report each change of the part
/// of the state they select as old → new, and the screen keeps that log in a page store that lives
/// and dies with the screen, next to the global store whose values it watches.
final class ConsumersScreen: Screen, Connectable {
    /// What the screen shows of the global store.
    struct Props: Equatable {
        /// The counter.
        let counter: Int
        /// The nickname, or nil.
        let nickname: String?
        /// The tags.
        let tags: [String]
    }

    /// What the screen can ask the global store to do.
    struct Actions {
        /// Counter + 1.
        let increment: () -> Void
        /// Counter - 1.
        let decrement: () -> Void
        /// Sets (or, when blank, clears) the nickname.
        let setNickname: (String) -> Void
        /// Adds a tag (blank tags are refused).
        let addTag: (String) -> Void
        /// Removes every tag.
        let clearTags: () -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    /// This screen's own store: the change log. It goes away with the screen.
    let pageStore = PageStore<ConsumersPageState>(reducer: consumersPageReducer, state: .initial)
    /// Shows the counter.
    let counterLabel = Label()
    /// Counts down.
    let decrementButton = Button("-1")
    /// Counts up.
    let incrementButton = Button("+1")
    /// Edits the nickname (Enter applies it).
    let nicknameField = TextField(placeholder: "a nickname, Enter applies")
    /// Takes a new tag (Enter adds it).
    let tagField = TextField(placeholder: "a tag, Enter adds")
    /// Adds the tag in `tagField`.
    let addTagButton = Button("Add tag")
    /// Removes every tag.
    let clearTagsButton = Button("Clear tags")
    /// Shows the tags.
    let tagsLabel = Label()
    /// Says how many changes the page store recorded.
    let logTitle = Label()
    /// The change log.
    let logView = LogView(emptyText: "no changes yet")

    private weak var globalStore: Store<AppState>?

    /// A screen connected to `store`, with a fresh page store.
    init(store: Store<AppState>) {
        globalStore = store
        connection = Connection(
            store: store, mapStateToProps: Self.props(from:), mapDispatchToActions: Self.actions(dispatch:))
        super.init(title: DemoExample.consumers.title)
        keyBindings = [
            KeyBinding(.character("+"), .countUp, hint: "Count up"),
            KeyBinding(.character("-"), .countDown, hint: "Count down"),
            KeyBinding(.ctrl("l"), .clearLog, hint: "Clear log"),
        ]
        addCommand(.countUp) { [unowned self] in actions.increment() }
        addCommand(.countDown) { [unowned self] in actions.decrement() }
        addCommand(.clearLog) { [unowned self] in pageStore.dispatch(ConsumersPageClearLog()) }
    }

    private static func props(from state: AppState) -> Props {
        Props(counter: state.consumers.counter, nickname: state.consumers.nickname, tags: state.consumers.tags)
    }

    private static func actions(dispatch: @escaping DispatchFunction) -> Actions {
        Actions(
            increment: { dispatch(ConsumersIncrement()) },
            decrement: { dispatch(ConsumersDecrement()) },
            setNickname: { dispatch(ConsumersSetNickname(nickname: $0)) },
            addTag: { dispatch(ConsumersAddTag(tag: $0)) },
            clearTags: { dispatch(ConsumersClearTags()) }
        )
    }

    override func loadView() {
        let counterRow = HStack(spacing: 1)
        counterRow.add(decrementButton)
        counterRow.add(counterLabel)
        counterRow.add(incrementButton)
        let tagRow = HStack(spacing: 1)
        tagRow.add(tagField, sizing: .fill)
        tagRow.add(addTagButton)
        tagRow.add(clearTagsButton)
        view = ExamplePage.page(
            introduction: "State consumers call you only when the value they select changed, with the old and "
                + "the new value. The counter, nickname and tags live in the global store; the log below "
                + "lives in this screen's page store and is gone when you leave.",
            rows: [
                ExamplePage.gap(),
                Form(
                    labelWidth: ExamplePage.labelWidth,
                    rows: [
                        FormRow("Counter", counterRow, width: .intrinsic),
                        FormRow("Nickname", nicknameField),
                        FormRow("Tags", tagsLabel),
                        FormRow("New tag", tagRow),
                    ]),
                ExamplePage.gap(),
                logTitle,
                logView,
            ],
            spacing: 0,
            lastRowFills: true
        )
    }

    override var preferredFocusedView: View? { incrementButton }

    override func viewDidLoad() {
        bindProps()
        bindUserInput()
        observeChanges()
    }

    private func bindProps() {
        connection.bind(\.counter, to: counterLabel.rx.text) { " \($0) " }
        connection.bind(\.tags, to: tagsLabel.rx.text) { $0.isEmpty ? "none" : $0.joined(separator: ", ") }
        connection.subscribe(\.nickname) { [weak self] nickname in
            guard let field = self?.nicknameField, !field.isFocused else { return }
            field.text = nickname ?? ""
            field.setCursorIndex(field.text.count)
        }
    }

    private func bindUserInput() {
        decrementButton.tapped.sink { [weak self] in self?.actions.decrement() }.store(in: &connection.cancellables)
        incrementButton.tapped.sink { [weak self] in self?.actions.increment() }.store(in: &connection.cancellables)
        nicknameField.submitted.sink { [weak self] in self?.actions.setNickname($0) }
            .store(in: &connection.cancellables)
        tagField.submitted.sink { [weak self] _ in self?.addTag() }.store(in: &connection.cancellables)
        addTagButton.tapped.sink { [weak self] in self?.addTag() }.store(in: &connection.cancellables)
        clearTagsButton.tapped.sink { [weak self] in self?.actions.clearTags() }.store(in: &connection.cancellables)
    }

    private func addTag() {
        actions.addTag(tagField.text)
        tagField.text = ""
    }

    /// Global consumers write to the page store; the page store's own consumer shows the log.
    private func observeChanges() {
        let global = StateConsumer<AppState>()
        let page = pageStore
        global.add({ $0.consumers.counter }) { [weak page] (old: Int?, new: Int) in
            page?.dispatch(
                ConsumersPageRecord(entry: ChangeDescription.line("counter", old: old.map(String.init), new: "\(new)")))
        }
        global.add({ $0.consumers.nickname }) { [weak page] (old: String?, new: String?) in
            let first = old == new
            page?.dispatch(
                ConsumersPageRecord(
                    entry: ChangeDescription.line(
                        "nickname", old: first ? nil : ChangeDescription.text(old), new: ChangeDescription.text(new))))
        }
        global.add({ $0.consumers.tags }) { [weak page] (old: [String]?, new: [String]) in
            page?.dispatch(
                ConsumersPageRecord(
                    entry: ChangeDescription.line(
                        "tags", old: old.map(ChangeDescription.list), new: ChangeDescription.list(new))))
        }
        if let globalStore { pageStore.observe(globalStore, with: global) }
        pageStore.consumer.add({ $0.entries }) { [weak self] (entries: [String]) in self?.logView.lines = entries }
        pageStore.consumer.add({ $0.changeCount }) { [weak self] (count: Int) in
            self?.logTitle.text = "Changes seen by this screen's page store: \(count)"
        }
    }
}
