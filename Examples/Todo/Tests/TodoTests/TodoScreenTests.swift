import ReCurses
import ReCursesTesting
import Testing

@testable import Todo

/// The screens, driven headlessly through the real store and reducer, pinned as golden screens
/// (`RECORD_SCREENS=1 swift test` records them into `__Screens__`).
@MainActor
@Suite("Todo screens")
struct TodoScreenTests {
    private func makeDriver(size: Size = Size(width: 60, height: 14)) -> (AppDriver, Store<TodoState>) {
        let store = Store<TodoState>(reducer: todoReducer, state: nil)
        let driver = AppDriver(store: store, screen: TodoListScreen(store: store), size: size)
        return (driver, store)
    }

    /// Types `titles` into the "New" field, each followed by Enter.
    private func add(_ titles: [String], with driver: AppDriver) {
        for title in titles { driver.type(title + "\n") }
    }

    @Test("typing and Enter add todos; the field empties and the count follows")
    func addingTodos() {
        let (driver, store) = makeDriver()
        driver.expectScreen(named: "list-empty")
        add(["Buy milk", "Call Ada", "Write 日本語 docs"], with: driver)
        #expect(store.state.todos.map(\.title) == ["Buy milk", "Call Ada", "Write 日本語 docs"])
        #expect(store.state.draft == "")
        #expect(driver.text.contains("3 todos, 0 done"))
        driver.expectScreen(named: "list-three")
    }

    @Test("in the list, Space marks the selected todo done and ↓ moves the selection in the store")
    func toggling() {
        let (driver, store) = makeDriver()
        add(["Buy milk", "Call Ada"], with: driver)
        driver.press(.tab)
        #expect(driver.lines.last?.contains("Space Done") == true)
        driver.press(.down)
        #expect(store.state.selectedID == 2)
        driver.press(.character(" "))
        #expect(store.state.todos.map(\.isDone) == [false, true])
        #expect(driver.text.contains("2 todos, 1 done"))
        driver.expectScreen(named: "list-one-done")
    }

    @Test("d asks before deleting; Enter answers No, y deletes")
    func deleting() async {
        let (driver, store) = makeDriver()
        add(["Buy milk", "Call Ada"], with: driver)
        driver.press(.tab)
        driver.press(.character("d"))
        await driver.settle()
        driver.expectScreen(named: "delete-confirm")
        driver.press(.enter)
        await driver.settle()
        #expect(store.state.todos.count == 2)
        driver.press(.character("d"))
        await driver.settle()
        driver.press(.character("y"))
        await driver.settle()
        #expect(store.state.todos.map(\.title) == ["Call Ada"])
        #expect(store.state.selectedID == 2)
        #expect(driver.text.contains("1 todo, 0 done"))
    }

    @Test("with the field focused, d and Space are typed, not run")
    func typingIsNotACommand() {
        let (driver, store) = makeDriver()
        add(["Buy milk"], with: driver)
        driver.type("d ")
        #expect(store.state.draft == "d ")
        #expect(store.state.todos.count == 1)
    }

    @Test("Enter opens the edit screen; its text field and stepper change the todo; Esc comes back")
    func editing() {
        let (driver, store) = makeDriver()
        add(["Buy milk"], with: driver)
        let baseline = driver.liveSubscriptions
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.navigation.visibleScreen.title == "Edit")
        driver.expectScreen(named: "edit")
        driver.type(" and eggs")
        driver.press(.tab)
        driver.press(.up)
        driver.press(.up)
        #expect(store.state.todos[0].title == "Buy milk and eggs")
        #expect(store.state.todos[0].priority == 5)
        driver.expectScreen(named: "edit-changed")
        driver.press(.escape)
        #expect(driver.navigation.visibleScreen.title == "Todos")
        #expect(driver.text.contains("[ ] Buy milk and eggs  !!!!!"))
        #expect(driver.liveSubscriptions == baseline)
    }

    @Test("at 40×12 the list and the edit screen still fit")
    func small() {
        let (driver, _) = makeDriver(size: Size(width: 40, height: 12))
        add(["Buy milk", "Call Ada about the 日本語 docs"], with: driver)
        driver.press(.tab)
        driver.press(.character(" "))
        driver.expectScreen(named: "list-40x12")
        driver.press(.enter)
        driver.expectScreen(named: "edit-40x12")
    }

    @Test("every key works without crashing down to 0×0, and the app comes back at full size", arguments: [0, 1, 2])
    func tinySizes(size: Int) async {
        let (driver, store) = makeDriver(size: Size(width: size, height: size))
        for title in ["Buy milk", "Call Ada"] {
            driver.dispatch(TodoAction.setDraft(title))
            driver.dispatch(TodoAction.addDraft)
        }
        for key in [Key.tab, .down, .character(" "), .enter, .up, .escape, .character("d")] { driver.press(key) }
        await driver.settle()
        driver.press(.character("y"))
        await driver.settle()
        #expect(store.state.todos.count == 1)
        driver.resize(Size(width: 60, height: 14))
        #expect(driver.text.contains("1 todo, "))
    }
}
