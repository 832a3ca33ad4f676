import ReCurses

/// The app's only reducer: a pure function of the action and the state.
func todoReducer(action: Action, state: TodoState?) -> TodoState {
    var state = state ?? TodoState()
    guard let action = action as? TodoAction else { return state }
    switch action {
    case .setDraft(let text):
        state.draft = text
    case .addDraft:
        let title = trimmed(state.draft)
        guard !title.isEmpty else { break }
        state.todos.append(TodoItem(id: state.nextID, title: title))
        if state.selectedID == nil { state.selectedID = state.nextID }
        state.nextID += 1
        state.draft = ""
    case .select(let id):
        if state.todo(withID: id) != nil { state.selectedID = id }
    case .toggle(let id):
        guard let index = state.todos.firstIndex(where: { $0.id == id }) else { break }
        state.todos[index].isDone.toggle()
    case .delete(let id):
        guard let index = state.todos.firstIndex(where: { $0.id == id }) else { break }
        state.todos.remove(at: index)
        if state.selectedID == id {
            let neighbour = index < state.todos.count ? index : state.todos.count - 1
            state.selectedID = state.todos.indices.contains(neighbour) ? state.todos[neighbour].id : nil
        }
    case .rename(let id, let title):
        guard let index = state.todos.firstIndex(where: { $0.id == id }) else { break }
        state.todos[index].title = title
    case .setPriority(let id, let priority):
        guard let index = state.todos.firstIndex(where: { $0.id == id }) else { break }
        state.todos[index].priority = min(
            max(priority, TodoState.priorities.lowerBound), TodoState.priorities.upperBound)
    }
    return state
}

/// `text` without the blanks at either end.
private func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
        let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
}
