/// The line under the Notes example's panes: a failure first, then the selected note's state or the
/// last message, else how many notes the folder holds.
enum NotesStatus {
    /// The status line of `state`.
    static func line(of state: NotesState) -> NotesMessage {
        if case .failed(let reason) = state.folder { return .error("⚠ Cannot use the notes folder: " + reason) }
        if let note = state.selectedNote {
            if let error = note.saveError {
                return .error("⚠ Not saved (\(error)); the text is kept and saved again on the next edit")
            }
            if let reason = note.readOnlyReason { return .error("⚠ “\(note.title)” is read-only: " + reason) }
        }
        if let message = state.message { return message }
        switch state.folder {
        case .loading: return .info("Reading the notes…")
        case .loaded, .failed: break
        }
        let count = state.notes.count == 1 ? "1 note" : "\(state.notes.count) notes"
        let isSaving = state.notes.contains { $0.hasUnsavedChanges && $0.isEditable }
        return .info(count + (state.notes.isEmpty ? "" : isSaving ? " · saving…" : " · all saved"))
    }
}
