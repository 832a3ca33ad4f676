import ReCurses

/// What can happen to the todos.
enum TodoAction: Action, Equatable {
    /// The "New" field's text changed.
    case setDraft(String)
    /// Adds the draft as a todo (a blank draft adds nothing) and empties the field.
    case addDraft
    /// Selects a todo.
    case select(TodoItem.ID)
    /// Marks a todo done, or not done again.
    case toggle(TodoItem.ID)
    /// Deletes a todo; the selection moves to its neighbour.
    case delete(TodoItem.ID)
    /// Renames a todo.
    case rename(TodoItem.ID, String)
    /// Sets a todo's priority (clamped to `TodoState.priorities`).
    case setPriority(TodoItem.ID, Int)
}
