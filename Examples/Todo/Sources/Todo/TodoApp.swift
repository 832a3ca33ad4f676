import ReCurses

/// Starts the app: one store, the list screen at the root.
@main
struct TodoApp {
    @MainActor
    static func main() throws {
        let store = Store<TodoState>(reducer: todoReducer, state: nil)
        let app = Application(store: store, root: TodoListScreen(store: store))
        try app.run()
    }
}
