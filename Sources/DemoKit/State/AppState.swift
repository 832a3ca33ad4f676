import ReStore

/// The demo's whole global state: one part per example, as in ReRxSwift's Example app.
package struct AppState: StateType, Equatable, Encodable {
    /// The SimpleTextField example's text.
    var simpleTextField: SimpleTextFieldState
    /// The SteppingUp example's value and step size.
    var steppingUp: SteppingUpState
    /// The shops shown by the TableAndCollection examples.
    var tableAndCollection: TableAndCollectionState
    /// The values the Consumers example watches.
    var consumers: ConsumersState
    /// The Live example's clock, load, request and search.
    var live: LiveState
    /// The Explorer example's folders, expanded and selected nodes and sort.
    var explorer: ExplorerState
    /// The Notes example's data folder, notes and selection.
    var notes: NotesState
    /// The Monitor example's processes, figures, sort, selection and filter.
    var monitor: MonitorState
    /// The Widgets example's choices.
    var widgets: WidgetsState
    /// The Keyboard example's key log and what it tells of the keyboard protocol.
    var keyboard: KeyboardState

    /// The state the app starts with.
    package static let initial = AppState(
        simpleTextField: .initial,
        steppingUp: .initial,
        tableAndCollection: .initial,
        consumers: .initial,
        live: .initial,
        explorer: .initial,
        notes: .initial,
        monitor: .initial,
        widgets: .initial,
        keyboard: .initial
    )

    /// The initial state with the Explorer rooted at `path` and the notes kept in `notesDirectory`.
    package static func initial(explorerPath path: String, notesDirectory: String? = nil) -> AppState {
        var state = AppState.initial
        state.explorer = ExplorerState(rootPath: path)
        state.notes = NotesState(directory: notesDirectory)
        return state
    }
}
