import ReStore

/// The demo's root reducer: hands each part of the state to the reducer of its example.
func appReducer(action: Action, state: AppState?) -> AppState {
    let state = state ?? .initial
    return AppState(
        simpleTextField: simpleTextFieldReducer(action: action, state: state.simpleTextField),
        steppingUp: steppingUpReducer(action: action, state: state.steppingUp),
        tableAndCollection: tableAndCollectionReducer(action: action, state: state.tableAndCollection),
        consumers: consumersReducer(action: action, state: state.consumers),
        live: liveReducer(action: action, state: state.live),
        explorer: explorerReducer(action: action, state: state.explorer),
        notes: notesReducer(action: action, state: state.notes),
        monitor: monitorReducer(action: action, state: state.monitor),
        widgets: widgetsReducer(action: action, state: state.widgets),
        keyboard: keyboardReducer(action: action, state: state.keyboard)
    )
}
