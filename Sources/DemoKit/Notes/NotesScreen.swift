import ReCurses

/// A list of notes on the left and the selected note in a text area on the right. The text lives in
/// the store: the text area is bound to it and reports each edit as an action. Edits are saved to
/// the note's file off the main actor half a second after the last keystroke (at the latest three
/// seconds after the first unsaved one), and at once when the screen goes; every write is atomic.
/// A note whose file cannot be read or is not UTF-8 is shown read-only and never written; a save
/// that fails keeps the text and is tried again on the next edit.
final class NotesScreen: Screen, Connectable {
    /// What the screen shows.
    struct Props: Equatable {
        /// The list's rows.
        let rows: [NoteRow]
        /// The selected note's file name.
        let selectedID: String?
        /// The selected note's title, on the editor's border.
        let title: String
        /// The selected note's text.
        let text: String
        /// Whether the text may be edited.
        let isEditable: Bool
        /// What the editor shows when the text is empty.
        let placeholder: String
        /// The status line.
        let status: NotesMessage
        /// What the list shows when there are no notes.
        let emptyText: String
    }

    /// What the screen can ask the store to do.
    struct Actions {
        /// Hands an action to the store.
        let dispatch: (Action) -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    /// The notes.
    let noteList = ListView<NoteRow> { row, _ in row.cell }
    /// The selected note's text.
    let editor = TextArea()
    /// The selected note rendered as Markdown, shown in place of the editor on F5.
    let preview = MarkdownView()
    /// The border around the preview, hidden until F5.
    private(set) var previewPanel: Panel?
    /// The line under the panes.
    let statusLine = Label()
    /// The border around the editor, titled with the note's title.
    private(set) var editorPanel: Panel?
    /// Changes the files, one at a time, newest last.
    let writer: NoteWriter
    /// Where Open… and Save As… read folders from (the real file system; a fake one in tests).
    var fileSource: any FileSystemSource = DirectoryReader()
    /// The revision of each note last handed to a save, so a failed save is tried again only after
    /// the next edit.
    var triedRevisions: [String: Int] = [:]
    /// Fires `saveDelay` after the last edit.
    var saveTimer: ScreenTimer?
    /// Fires `longestDelay` after the first edit not saved yet, so steady typing is saved too.
    var deadlineTimer: ScreenTimer?

    /// How long after the last keystroke the edits are saved.
    static let saveDelay = Duration.milliseconds(500)
    /// How long an edit waits at most while typing goes on.
    static let longestDelay = Duration.seconds(3)

    /// A screen connected to `store`, writing through `writer`.
    init(store: Store<AppState>, writer: NoteWriter = .shared) {
        self.writer = writer
        connection = Connection(
            store: store,
            mapStateToProps: { Self.props(of: $0.notes) },
            mapDispatchToActions: { dispatch in Actions(dispatch: dispatch) }
        )
        super.init(title: DemoExample.notes.title)
        installCommands()
        installFileCommands()
    }

    /// The props of `state`.
    static func props(of state: NotesState) -> Props {
        let note = state.selectedNote
        let placeholder: String =
            switch (state.folder, note) {
            case (.loading, _): "Reading the notes…"
            case (.failed, _): "No notes folder"
            case (.loaded, nil): "No note selected: Ctrl-T makes one"
            case (.loaded, _?): "An empty note: type here"
            }
        return Props(
            rows: state.notes.map(NoteRow.init), selectedID: state.selectedID, title: note?.title ?? "",
            text: note?.text ?? "", isEditable: note?.isEditable ?? false, placeholder: placeholder,
            status: NotesStatus.line(of: state),
            emptyText: state.folder == .loaded ? "no notes yet" : "")
    }

    override func loadView() {
        noteList.allowsTypeToSearch = false
        noteList.preferredWidth = 24
        let listPanel = Panel(title: "Notes", noteList)
        let editorPanel = Panel(editor)
        self.editorPanel = editorPanel
        let panes = HStack(spacing: 0)
        panes.add(listPanel, sizing: .flexible(min: 12, max: 30, weight: 1))
        panes.add(editorPanel, sizing: .fill(weight: 3))
        let previewPanel = Panel(title: "Preview", preview)
        previewPanel.isHidden = true
        self.previewPanel = previewPanel
        panes.add(previewPanel, sizing: .fill(weight: 3))
        let stack = VStack(spacing: 0)
        stack.add(panes, sizing: .fill)
        stack.add(statusLine)
        view = Padding(stack, insets: EdgeInsets(top: 1, left: 1, bottom: 0, right: 1))
    }

    override var preferredFocusedView: View? { noteList }

    override func viewDidLoad() {
        connection.bind(\.rows, to: noteList.rx.items)
        connection.bind(\.selectedID, to: noteList.rx.selection)
        connection.bind(\.emptyText, to: noteList.rx.emptyText)
        connection.bind(\.text, to: editor.rx.text)
        connection.bind(\.isEditable, to: editor.rx.isEditable)
        connection.bind(\.placeholder, to: editor.rx.placeholder)
        if let editorPanel { connection.bind(\.title, to: Binder(editorPanel) { panel, title in panel.title = title }) }
        // Another note starts at its top.
        connection.subscribe(\.selectedID) { [weak self] _ in _ = self?.editor.perform(.moveToStart) }
        connection.bind(
            \.status,
            to: Binder(statusLine) { label, status in
                label.text = status.text
                label.themeStyle = status.isError ? \.error : \.normal
            })
        noteList.selectionChanged.sink { [weak self] id in self?.actions.dispatch(SelectNote(id: id)) }
            .store(in: &connection.cancellables)
        noteList.activated.sink { [weak self] _ in self?.editor.becomeFocused() }.store(in: &connection.cancellables)
        editor.textChanged.sink { [weak self] text in self?.edit(text) }.store(in: &connection.cancellables)
        bindPreview()
        loadNotes()
    }

    override func viewWillDisappear() {
        saveEditedNotesNow()
    }

    /// The store's notes state now (the props catch up after the current dispatch).
    var state: NotesState { connection.store.state.notes }

    /// Reads the data folder off the main actor (making it when missing); the notes or the failure
    /// come back as actions.
    func loadNotes() {
        guard let directory = state.directory else {
            actions.dispatch(NotesLoadFailed(reason: "no folder was given (start the demo with --data-dir DIR)"))
            return
        }
        actions.dispatch(NotesLoading())
        let writer = writer
        task(key: "load") { dispatch in
            do throws(FileError) {
                dispatch(NotesLoaded(notes: try await writer.loadNotes(in: directory)))
            } catch {
                dispatch(NotesLoadFailed(reason: error.description))
            }
        }
    }

    private func edit(_ text: String) {
        guard let id = state.selectedID else { return }
        actions.dispatch(EditNote(id: id, text: text))
        scheduleSave()
    }
}
