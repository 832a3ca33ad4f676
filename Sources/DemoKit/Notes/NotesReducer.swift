import ReStore

/// The Notes example's reducer.
func notesReducer(action: Action, state: NotesState) -> NotesState {
    var state = state
    switch action {
    case is NotesLoading:
        state.folder = .loading
    case let action as NotesLoaded:
        state.folder = .loaded
        // Notes with edits not yet saved (a full disk, say) keep their text over what the file holds.
        let unsaved = state.notes.filter { $0.isEditable && $0.hasUnsavedChanges }
        let unsavedIDs = Set(unsaved.map(\.id))
        state.notes = action.notes.filter { !unsavedIDs.contains($0.id) } + unsaved
        state.sortNotes()
        if state.selectedNote == nil { state.selectedID = state.notes.first?.id }
    case let action as NotesLoadFailed:
        state.folder = .failed(action.reason)
        state.message = .error("Cannot open the notes folder: " + action.reason)
    case let action as SelectNote:
        if state.index(of: action.id) != nil { state.selectedID = action.id }
    case let action as EditNote:
        guard let index = state.index(of: action.id), state.notes[index].isEditable,
            state.notes[index].text != action.text
        else { break }
        state.notes[index].text = action.text
        state.notes[index].revision += 1
        state.message = nil
    case let action as NoteSaved:
        guard let index = state.index(of: action.id) else { break }
        state.notes[index].savedRevision = max(state.notes[index].savedRevision, action.revision)
        state.notes[index].saveError = nil
    case let action as NoteSaveFailed:
        guard let index = state.index(of: action.id) else { break }
        state.notes[index].saveError = action.reason
    case let action as NoteCreated:
        state.notes.append(action.note)
        state.sortNotes()
        state.selectedID = action.note.id
        state.message = .info("New note “\(action.note.title)”")
    case let action as NoteRenamed:
        guard let index = state.index(of: action.id) else { break }
        let oldTitle = state.notes[index].title
        state.notes[index].fileName = action.fileName
        state.notes[index].title = action.title
        state.notes[index].savedRevision = max(state.notes[index].savedRevision, action.revision)
        state.notes[index].saveError = nil
        state.sortNotes()
        if state.selectedID == action.id { state.selectedID = action.fileName }
        state.message = .info("Renamed “\(oldTitle)” to “\(action.title)”")
    case let action as NoteDeleted:
        guard let index = state.index(of: action.id) else { break }
        let note = state.notes.remove(at: index)
        if state.selectedID == action.id {
            state.selectedID = state.notes.isEmpty ? nil : state.notes[min(index, state.notes.count - 1)].id
        }
        state.message = .info("Deleted “\(note.title)”")
    case let action as ShowNotesMessage:
        state.message = action.message
    default:
        break
    }
    return state
}
