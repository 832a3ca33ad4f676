import ReCurses

/// Saving: debounced on the screen's clock, off the main actor, through the one `NoteWriter`.
extension NotesScreen {
    /// Saves the edits `saveDelay` after this call, unless another edit comes first; while typing goes
    /// on, they are saved `longestDelay` after the first one anyway.
    func scheduleSave() {
        saveTimer?.cancel()
        saveTimer = after(Self.saveDelay) { [weak self] in self?.saveEditedNotes() }
        if deadlineTimer?.isActive != true {
            deadlineTimer = after(Self.longestDelay) { [weak self] in self?.saveEditedNotes() }
        }
    }

    /// Saves, each in a screen task off the main actor, every note with edits not handed to a save
    /// yet (all notes with edits when `retryingFailures`); the outcome comes back as an action.
    func saveEditedNotes(retryingFailures: Bool = false) {
        saveTimer?.cancel()
        deadlineTimer?.cancel()
        guard let directory = state.directory else { return }
        for note in state.notes where note.isEditable && note.hasUnsavedChanges {
            guard retryingFailures || triedRevisions[note.id] != note.revision else { continue }
            triedRevisions[note.id] = note.revision
            let (id, text, revision) = (note.id, note.text, note.revision)
            let path = NoteFolder.path(of: id, in: directory)
            let writer = writer
            let ticket = writer.ticket()
            task(key: "save " + id) { dispatch in
                do throws(FileError) {
                    try await writer.saveInBackground(text, to: path, ticket: ticket)
                    dispatch(NoteSaved(id: id, revision: revision))
                } catch {
                    dispatch(NoteSaveFailed(id: id, reason: error.description))
                }
            }
        }
    }

    /// Saves every note with edits on the calling thread: the screen is going (popped, covered, the
    /// app quitting) and the process may end right after.
    func saveEditedNotesNow() {
        saveTimer?.cancel()
        deadlineTimer?.cancel()
        guard let directory = state.directory else { return }
        for note in state.notes where note.isEditable && note.hasUnsavedChanges {
            triedRevisions[note.id] = note.revision
            do {
                try writer.save(note.text, to: NoteFolder.path(of: note.id, in: directory), ticket: writer.ticket())
                actions.dispatch(NoteSaved(id: note.id, revision: note.revision))
            } catch {
                actions.dispatch(NoteSaveFailed(id: note.id, reason: error.description))
            }
        }
    }
}
