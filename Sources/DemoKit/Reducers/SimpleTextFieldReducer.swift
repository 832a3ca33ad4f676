import ReStore

/// The SimpleTextField example's reducer: `SetContent` replaces the text.
func simpleTextFieldReducer(action: Action, state: SimpleTextFieldState?) -> SimpleTextFieldState {
    var state = state ?? .initial
    if let setContent = action as? SetContent {
        state.content = setContent.newContent
    }
    return state
}
