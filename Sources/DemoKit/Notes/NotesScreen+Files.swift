import ReCurses

extension Command {
    /// Imports a text file as a new note, picked in an open dialog.
    static let openNoteFile = Command("openNoteFile", help: "Open a text file as a note")
    /// Writes the selected note to a file picked in a save dialog.
    static let saveNoteAs = Command("saveNoteAs", help: "Save the note as a file")
}

/// Open… and Save As…: text files outside the notes folder, picked in the file dialogs. Reading and
/// writing run off the main actor; a file is written atomically (a temporary file renamed over it).
extension NotesScreen {
    /// The keys and commands of Open… (Ctrl-O) and Save As… (F4).
    func installFileCommands() {
        keyBindings += [
            KeyBinding(.ctrl("o"), .openNoteFile, hint: "Open…", isHintVisible: false),
            KeyBinding(.function(4), .saveNoteAs, hint: "Save As…", isHintVisible: false),
        ]
        addCommand(.openNoteFile) { [unowned self] in openFile() }
        addCommand(.saveNoteAs) { [unowned self] in saveNoteAs() }
    }

    /// Where the dialogs start: the notes folder, or the root.
    private var dialogFolder: String { state.directory ?? "/" }

    /// Asks for a text file and adds it as a new note titled by its name.
    func openFile() {
        guard case .loaded = state.folder, let navigation else { return }
        let source = fileSource
        Task { [weak self] in
            guard
                let path = await navigation.openFile(
                    title: "Open as a note", folder: self?.dialogFolder ?? "/", source: source)
            else { return }
            self?.importNote(from: path)
        }
    }

    /// Reads `path` off the main actor and makes a note of it (refused when it is not UTF-8 text or
    /// its title is taken).
    func importNote(from path: String) {
        guard let directory = state.directory else { return }
        let name = FilePath.lastComponent(of: path)
        let title = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        switch NoteTitleCheck.check(title.isEmpty ? name : title, in: state) {
        case .failure(let refusal):
            actions.dispatch(ShowNotesMessage(message: .error(refusal.message)))
        case .success(let accepted):
            let (writer, ticket) = (writer, writer.ticket())
            let destination = NoteFolder.path(of: accepted.fileName, in: directory)
            task(key: "import " + path) { dispatch in
                do throws(FileError) {
                    guard let text = String(validating: try await Self.readBytes(path), as: UTF8.self) else {
                        dispatch(ShowNotesMessage(message: .error("Not UTF-8 text: \(name)")))
                        return
                    }
                    try await writer.create(text, at: destination, ticket: ticket)
                    dispatch(NoteCreated(note: Note(fileName: accepted.fileName, title: accepted.title, text: text)))
                } catch {
                    dispatch(ShowNotesMessage(message: .error("Cannot open \(name): \(error)")))
                }
            }
        }
    }

    /// Asks where to save the selected note and writes its text there.
    func saveNoteAs() {
        guard let note = state.selectedNote, let navigation else {
            actions.dispatch(ShowNotesMessage(message: .error("No note is selected")))
            return
        }
        let source = fileSource
        Task { [weak self] in
            guard
                let path = await navigation.saveFile(
                    folder: self?.dialogFolder ?? "/", fileName: note.title + ".txt", source: source)
            else { return }
            self?.write(note.text, to: path)
        }
    }

    /// Writes `text` to `path` atomically, off the main actor.
    func write(_ text: String, to path: String) {
        let name = FilePath.lastComponent(of: path)
        task(key: "export " + path) { dispatch in
            do throws(FileError) {
                try await Self.writeText(text, to: path)
                dispatch(ShowNotesMessage(message: .info("Saved as \(name)")))
            } catch {
                dispatch(ShowNotesMessage(message: .error("Cannot save \(name): \(error)")))
            }
        }
    }

    @concurrent private static func readBytes(_ path: String) async throws(FileError) -> [UInt8] {
        try FileReader.bytes(at: path)
    }

    @concurrent private static func writeText(_ text: String, to path: String) async throws(FileError) {
        try AtomicFileWriter.write(text, to: path)
    }
}
