import ReCurses

/// Everything the app shows: the todos, the text typed for the next one, and the selected todo.
struct TodoState: StateType, Equatable {
    /// The priorities a todo can have.
    static let priorities = 1...5

    /// The todos, oldest first.
    var todos: [TodoItem] = []
    /// The text in the "New" field, not added yet.
    var draft = ""
    /// The todo the list's selection is on.
    var selectedID: TodoItem.ID?
    /// The id the next todo gets.
    var nextID = 1

    /// The todo with `id`, if there is one.
    func todo(withID id: TodoItem.ID) -> TodoItem? {
        todos.first { $0.id == id }
    }
}
