/// The Notes example's state: the data folder, its notes (ordered by title), the selected one and
/// the line the status bar shows.
struct NotesState: Equatable, Encodable {
    /// Where the data folder stands.
    enum Folder: Equatable, Encodable {
        /// Not read yet, or being read.
        case loading
        /// Read: `notes` holds its notes.
        case loaded
        /// Could not be made or read: the reason.
        case failed(String)
    }

    /// The data folder, or nil when the app was given none (the notes can then not be kept).
    var directory: String?
    /// Where the folder stands.
    var folder = Folder.loading
    /// The notes, ordered by title.
    var notes: [Note] = []
    /// The selected note's file name.
    var selectedID: String?
    /// The last thing worth telling: a note made, renamed or deleted, a name refused, a failure.
    var message: NotesMessage?

    /// No data folder: what the demo's library starts with; the command line gives the real one.
    static let initial = NotesState(directory: nil)

    /// The selected note.
    var selectedNote: Note? {
        selectedID.flatMap { id in notes.first { $0.id == id } }
    }

    /// The index of the note with `id`.
    func index(of id: String) -> Int? {
        notes.firstIndex { $0.id == id }
    }

    /// Orders the notes by title (ignoring case), then by file name.
    mutating func sortNotes() {
        notes.sort { ($0.title.lowercased(), $0.fileName) < ($1.title.lowercased(), $1.fileName) }
    }

    /// The note whose title is `title` ignoring case (other than `exceptID`): titles that differ only
    /// in case would be one file on a case-insensitive file system, so they collide too.
    func note(titled title: String, except exceptID: String? = nil) -> Note? {
        let wanted = title.lowercased()
        return notes.first { $0.id != exceptID && $0.title.lowercased() == wanted }
    }
}

/// A line for the status bar, with how it should look.
struct NotesMessage: Equatable, Encodable, Sendable {
    /// The text.
    var text: String
    /// Whether it reports a failure (shown in the error colour).
    var isError: Bool

    /// A plain message.
    static func info(_ text: String) -> NotesMessage { NotesMessage(text: text, isError: false) }
    /// A failure.
    static func error(_ text: String) -> NotesMessage { NotesMessage(text: text, isError: true) }
}
