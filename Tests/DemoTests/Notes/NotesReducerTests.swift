import Testing

@testable import DemoKit

@Suite("Notes reducer")
struct NotesReducerTests {
    private func loaded(_ notes: [Note]) -> NotesState {
        notesReducer(action: NotesLoaded(notes: notes), state: NotesState(directory: "/notes"))
    }

    private let plans = Note(fileName: "Plans.md", title: "Plans", text: "trip")
    private let apples = Note(fileName: "apples.md", title: "apples", text: "red")
    private let locked = Note(fileName: "old.md", title: "old", text: "?", readOnlyReason: "Not UTF-8 text")

    @Test func loadingOrdersByTitleIgnoringCaseAndSelectsTheFirst() {
        let state = loaded([plans, locked, apples])
        #expect(state.folder == .loaded)
        #expect(state.notes.map(\.title) == ["apples", "old", "Plans"])
        #expect(state.selectedID == "apples.md")
    }

    @Test func anEditCountsARevisionUntilItIsSaved() {
        var state = loaded([plans])
        state = notesReducer(action: EditNote(id: "Plans.md", text: "trip!"), state: state)
        state = notesReducer(action: EditNote(id: "Plans.md", text: "trip!!"), state: state)
        #expect(state.notes[0].text == "trip!!")
        #expect(state.notes[0].revision == 2)
        #expect(state.notes[0].hasUnsavedChanges)
        state = notesReducer(action: NoteSaved(id: "Plans.md", revision: 2), state: state)
        state = notesReducer(action: NoteSaved(id: "Plans.md", revision: 1), state: state)
        #expect(state.notes[0].savedRevision == 2, "an older save never lowers the saved revision")
        #expect(!state.notes[0].hasUnsavedChanges)
    }

    @Test func aReadOnlyNoteRefusesEdits() {
        let state = notesReducer(action: EditNote(id: "old.md", text: "new"), state: loaded([locked]))
        #expect(state.notes[0].text == "?")
        #expect(state.notes[0].revision == 0)
    }

    @Test func aFailedSaveKeepsTheTextAndTheReasonUntilASaveSucceeds() {
        var state = notesReducer(action: EditNote(id: "Plans.md", text: "kept"), state: loaded([plans]))
        state = notesReducer(action: NoteSaveFailed(id: "Plans.md", reason: "No space left on device"), state: state)
        #expect(state.notes[0].text == "kept")
        #expect(state.notes[0].saveError == "No space left on device")
        state = notesReducer(action: NoteSaved(id: "Plans.md", revision: 1), state: state)
        #expect(state.notes[0].saveError == nil)
    }

    @Test func newRenameAndDeleteKeepTheOrderAndTheSelection() {
        var state = loaded([plans, apples])
        let zebra = Note(fileName: "Zebra.md", title: "Zebra", text: "")
        state = notesReducer(action: NoteCreated(note: zebra), state: state)
        #expect(state.notes.map(\.title) == ["apples", "Plans", "Zebra"])
        #expect(state.selectedID == "Zebra.md")
        state = notesReducer(
            action: NoteRenamed(id: "Zebra.md", fileName: "Aardvark.md", title: "Aardvark", revision: 0), state: state)
        #expect(state.notes.map(\.title) == ["Aardvark", "apples", "Plans"])
        #expect(state.selectedID == "Aardvark.md")
        #expect(state.message == .info("Renamed “Zebra” to “Aardvark”"))
        state = notesReducer(action: SelectNote(id: "Plans.md"), state: state)
        state = notesReducer(action: NoteDeleted(id: "Plans.md"), state: state)
        #expect(state.selectedID == "apples.md", "the selection moves to the note before the last one")
        state = notesReducer(action: NoteDeleted(id: "apples.md"), state: state)
        state = notesReducer(action: NoteDeleted(id: "Aardvark.md"), state: state)
        #expect(state.notes.isEmpty)
        #expect(state.selectedID == nil)
    }

    @Test func titlesCollideIgnoringCase() {
        let state = loaded([plans, apples])
        #expect(state.note(titled: "PLANS")?.id == "Plans.md")
        #expect(state.note(titled: "plans", except: "Plans.md") == nil)
        #expect(state.note(titled: "pears") == nil)
    }

    @Test func selectingAnUnknownNoteChangesNothing() {
        let state = notesReducer(action: SelectNote(id: "gone.md"), state: loaded([plans]))
        #expect(state.selectedID == "Plans.md")
    }

    @Test func readingTheFolderAgainKeepsTextThatIsNotSavedYet() {
        var state = notesReducer(action: EditNote(id: "Plans.md", text: "unsaved"), state: loaded([plans, apples]))
        state = notesReducer(action: NoteSaveFailed(id: "Plans.md", reason: "No space left on device"), state: state)
        let onDisk = [Note(fileName: "Plans.md", title: "Plans", text: "trip"), apples]
        state = notesReducer(action: NotesLoaded(notes: onDisk), state: state)
        #expect(state.notes.map(\.text) == ["red", "unsaved"])
        #expect(state.selectedNote?.id == "apples.md")
    }

    @Test func titlesAreCheckedBeforeAnyFileIsTouched() {
        let state = loaded([plans, apples])
        #expect(
            NoteTitleCheck.check(" Trip / 旅 ", in: state)
                == .success(NoteTitleCheck.Accepted(title: "Trip / 旅", fileName: "Trip %2F 旅.md")))
        #expect(NoteTitleCheck.check("  ", in: state) == .failure(NotesRefusal("A note needs a title")))
        #expect(
            NoteTitleCheck.check("APPLES", in: state) == .failure(NotesRefusal("A note named “apples” already exists")))
        #expect(
            NoteTitleCheck.check("Apples", in: state, renaming: "apples.md").map(\.fileName) == .success("Apples.md"))
        #expect((try? NoteTitleCheck.check(String(repeating: "x", count: 300), in: state).get()) == nil)
    }

    @Test func theStatusLineTellsFailuresFirst() {
        var state = notesReducer(action: SelectNote(id: "Plans.md"), state: loaded([plans, locked]))
        #expect(NotesStatus.line(of: state) == .info("2 notes · all saved"))
        state = notesReducer(action: EditNote(id: "Plans.md", text: "x"), state: state)
        #expect(NotesStatus.line(of: state) == .info("2 notes · saving…"))
        state = notesReducer(action: NoteSaveFailed(id: "Plans.md", reason: "write Plans.md: No space"), state: state)
        #expect(NotesStatus.line(of: state).isError)
        state = notesReducer(action: SelectNote(id: "old.md"), state: state)
        #expect(NotesStatus.line(of: state) == .error("⚠ “old” is read-only: Not UTF-8 text"))
        state = notesReducer(action: NotesLoadFailed(reason: "Permission denied"), state: state)
        #expect(NotesStatus.line(of: state) == .error("⚠ Cannot use the notes folder: Permission denied"))
    }
}
