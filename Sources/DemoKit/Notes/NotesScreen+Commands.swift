import ReCurses

/// New, rename, delete and save. The letters work in the list; while the editor takes them as text,
/// Ctrl-T, F2 and F8 stand in for them in the hints.
extension NotesScreen {
    /// Binds the keys and registers what the commands do.
    func installCommands() {
        keyBindings = [
            KeyBinding(.character("n"), .newNote, hint: "New"),
            KeyBinding(.ctrl("t"), .newNote, hint: "New", isHintVisible: false),
            KeyBinding(.character("r"), .renameNote, hint: "Rename"),
            KeyBinding(.function(2), .renameNote, hint: "Rename", isHintVisible: false),
            KeyBinding(.character("d"), .deleteNote, hint: "Delete"),
            KeyBinding(.function(8), .deleteNote, hint: "Delete", isHintVisible: false),
            KeyBinding(.delete, .deleteNote, hint: "Delete", isHintVisible: false),
            KeyBinding(.ctrl("s"), .saveNotes, hint: "Save now", isHintVisible: false),
            KeyBinding(.function(5), .previewNote, hint: "Preview", isHintVisible: false),
            KeyBinding(.function(6), .guidedNewNote, hint: "New (guided)", isHintVisible: false),
        ]
        addCommand(.newNote) { [unowned self] in askForNewNote() }
        addCommand(.renameNote) { [unowned self] in askToRename() }
        addCommand(.deleteNote) { [unowned self] in askToDelete() }
        addCommand(.saveNotes) { [unowned self] in saveEditedNotes(retryingFailures: true) }
        addCommand(.previewNote) { [unowned self] in togglePreview() }
        addCommand(.guidedNewNote) { [unowned self] in openNewNoteWizard() }
    }

    /// Whether the folder is read; when it is not, says why on the status line.
    private func folderIsReady() -> Bool {
        switch state.folder {
        case .loaded: return true
        case .loading: actions.dispatch(ShowNotesMessage(message: .info("The notes are still being read")))
        case .failed: break
        }
        return false
    }

    /// The selected note; when there is none, says so on the status line.
    private func selectedNote() -> Note? {
        guard folderIsReady() else { return nil }
        guard let note = state.selectedNote else {
            actions.dispatch(ShowNotesMessage(message: .error("No note is selected")))
            return nil
        }
        return note
    }

    /// Asks for a title and makes an empty note with it.
    func askForNewNote() {
        guard folderIsReady() else { return }
        navigation?.prompt(title: "New note", message: "The new note's title:", placeholder: "title") {
            [weak self] title in
            guard let self, let title else { return }
            createNote(titled: title)
        }
    }

    /// Opens the guided new-note wizard.
    func openNewNoteWizard() {
        guard folderIsReady() else { return }
        let wizard = NewNoteWizardScreen(
            check: { [weak self] title in
                guard let self else { return nil }
                if case .failure(let refusal) = NoteTitleCheck.check(title, in: state) { return refusal.message }
                return nil
            },
            create: { [weak self] title in self?.createNote(titled: title) })
        navigation?.present(wizard)
    }

    /// Makes an empty note titled `title` (refused with a message when the title is empty, too long
    /// or taken), then puts the focus in the editor.
    func createNote(titled title: String) {
        guard let directory = state.directory else { return }
        switch NoteTitleCheck.check(title, in: state) {
        case .failure(let refusal):
            actions.dispatch(ShowNotesMessage(message: .error(refusal.message)))
        case .success(let accepted):
            let writer = writer
            let ticket = writer.ticket()
            let path = NoteFolder.path(of: accepted.fileName, in: directory)
            task(key: "create " + accepted.fileName) { [weak self] dispatch in
                do throws(FileError) {
                    try await writer.create("", at: path, ticket: ticket)
                    dispatch(NoteCreated(note: Note(fileName: accepted.fileName, title: accepted.title, text: "")))
                    self?.editor.becomeFocused()
                } catch {
                    dispatch(ShowNotesMessage(message: .error(Self.refusal(of: error, title: accepted.title))))
                }
            }
        }
    }

    /// Asks for a new title for the selected note and renames it.
    func askToRename() {
        guard let note = selectedNote() else { return }
        guard note.isEditable else { return refuseReadOnly(note) }
        navigation?.prompt(title: "Rename note", message: "The new title of “\(note.title)”:", initial: note.title) {
            [weak self] title in
            guard let self, let title else { return }
            renameNote(id: note.id, to: title)
        }
    }

    /// Renames the note `id` to `title`, saving its latest text under the new name (refused with a
    /// message when the title is empty, too long or taken).
    func renameNote(id: String, to title: String) {
        guard let directory = state.directory, let note = state.notes.first(where: { $0.id == id }) else { return }
        switch NoteTitleCheck.check(title, in: state, renaming: id) {
        case .failure(let refusal):
            actions.dispatch(ShowNotesMessage(message: .error(refusal.message)))
        case .success(let accepted):
            guard accepted.fileName != id else { return }
            let (writer, ticket, text, revision) = (writer, writer.ticket(), note.text, note.revision)
            let source = NoteFolder.path(of: id, in: directory)
            let destination = NoteFolder.path(of: accepted.fileName, in: directory)
            cancelTask(key: "save " + id)
            task(key: "rename " + id) { dispatch in
                do throws(FileError) {
                    try await writer.rename(source, to: destination, text: text, ticket: ticket)
                    dispatch(
                        NoteRenamed(id: id, fileName: accepted.fileName, title: accepted.title, revision: revision))
                } catch {
                    dispatch(ShowNotesMessage(message: .error(Self.refusal(of: error, title: accepted.title))))
                }
            }
        }
    }

    /// Asks whether to delete the selected note (Enter keeps it) and deletes it.
    func askToDelete() {
        guard let note = selectedNote() else { return }
        guard note.isEditable else { return refuseReadOnly(note) }
        navigation?.confirm(
            title: "Delete note", message: "Delete “\(note.title)” and its file?", confirmTitle: "Delete",
            cancelTitle: "Keep", isDestructive: true
        ) { [weak self] confirmed in
            guard confirmed else { return }
            self?.deleteNote(id: note.id)
        }
    }

    /// Removes the note `id` and its file.
    func deleteNote(id: String) {
        guard let directory = state.directory else { return }
        let (writer, ticket) = (writer, writer.ticket())
        let path = NoteFolder.path(of: id, in: directory)
        cancelTask(key: "save " + id)
        task(key: "delete " + id) { dispatch in
            do throws(FileError) {
                try await writer.remove(path, ticket: ticket)
                dispatch(NoteDeleted(id: id))
            } catch {
                dispatch(ShowNotesMessage(message: .error("Cannot delete: \(error)")))
            }
        }
    }

    private func refuseReadOnly(_ note: Note) {
        actions.dispatch(ShowNotesMessage(message: .error("“\(note.title)” is read-only and is left as it is")))
    }

    /// The message for a failed create or rename.
    static func refusal(of error: FileError, title: String) -> String {
        error.isExisting ? "A file for “\(title)” already exists in the folder" : "Cannot write “\(title)”: \(error)"
    }
}
