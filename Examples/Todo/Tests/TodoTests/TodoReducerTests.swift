import ReCurses
import Testing

@testable import Todo

/// The reducer alone: no screens, no terminal.
@Suite("Todo reducer")
struct TodoReducerTests {
    private func state(_ actions: TodoAction...) -> TodoState {
        actions.reduce(todoReducer(action: ReSwiftInit(), state: nil)) { todoReducer(action: $1, state: $0) }
    }

    @Test("adding takes the trimmed draft, empties it and selects the first todo")
    func adding() {
        let added = state(.setDraft("  Buy milk "), .addDraft, .setDraft("Call Ada"), .addDraft)
        #expect(added.todos.map(\.title) == ["Buy milk", "Call Ada"])
        #expect(added.todos.map(\.id) == [1, 2])
        #expect(added.draft == "")
        #expect(added.selectedID == 1)
    }

    @Test("a blank draft adds nothing and stays")
    func blankDraft() {
        let blank = state(.setDraft("   "), .addDraft)
        #expect(blank.todos.isEmpty)
        #expect(blank.draft == "   ")
    }

    @Test("toggling marks a todo done and not done again")
    func toggling() {
        #expect(state(.setDraft("A"), .addDraft, .toggle(1)).todos[0].isDone)
        #expect(!state(.setDraft("A"), .addDraft, .toggle(1), .toggle(1)).todos[0].isDone)
        #expect(state(.toggle(7)) == state())
    }

    @Test("deleting the selected todo selects its neighbour, or nothing when it was the last")
    func deleting() {
        let three = state(.setDraft("A"), .addDraft, .setDraft("B"), .addDraft, .setDraft("C"), .addDraft, .select(2))
        let deleted = todoReducer(action: TodoAction.delete(2), state: three)
        #expect(deleted.todos.map(\.title) == ["A", "C"])
        #expect(deleted.selectedID == 3)
        let lastGone = todoReducer(action: TodoAction.delete(3), state: deleted)
        #expect(lastGone.selectedID == 1)
        #expect(todoReducer(action: TodoAction.delete(1), state: lastGone).selectedID == nil)
    }

    @Test("renaming and priorities change one todo; priorities are clamped to 1…5; unknown ids change nothing")
    func editing() {
        let todo = state(.setDraft("A"), .addDraft, .rename(1, "Alpha"), .setPriority(1, 9))
        #expect(todo.todos[0].title == "Alpha")
        #expect(todo.todos[0].priority == 5)
        #expect(state(.setDraft("A"), .addDraft, .setPriority(1, -2)).todos[0].priority == 1)
        #expect(todoReducer(action: TodoAction.rename(5, "x"), state: todo) == todo)
        #expect(todoReducer(action: TodoAction.select(5), state: todo) == todo)
    }
}
