import ReCurses

/// The app's own commands, bound to keys by its screens.
extension Command {
    /// Deletes the selected todo, after asking.
    static let deleteTodo = Command("deleteTodo")
    /// Marks the selected todo done or not done.
    static let toggleTodo = Command("toggleTodo")
}
