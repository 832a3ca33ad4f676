import ReCurses

// What "Connecting screens" assumes: an `AppState` with `content`, a `SetContent` action and a
// global `store` (README.md, the ReConnect steps and the Inbox example).

/// The state of the README's text field app.
struct AppState: StateType, Equatable {
    var content = ""
}

/// Replaces the text.
struct SetContent: Action {
    let newContent: String
}

/// Applies `SetContent`.
func appReducer(action: Action, state: AppState?) -> AppState {
    var state = state ?? AppState()
    if let set = action as? SetContent { state.content = set.newContent }
    return state
}

/// The app's global store.
@MainActor let store = Store<AppState>(reducer: appReducer, state: nil)
