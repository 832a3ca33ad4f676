import ReStore

/// The data folder is being read.
struct NotesLoading: Action, Encodable {}

/// The data folder was read: its notes, in any order.
struct NotesLoaded: Action, Encodable {
    /// The notes.
    let notes: [Note]
}

/// The data folder could not be made or read.
struct NotesLoadFailed: Action, Encodable {
    /// Why.
    let reason: String
}

/// The user selected a note.
struct SelectNote: Action, Encodable {
    /// The note's file name.
    let id: String
}

/// The user edited a note's text.
struct EditNote: Action, Encodable {
    /// The note's file name.
    let id: String
    /// The whole new text.
    let text: String
}

/// A revision of a note's text is in its file.
struct NoteSaved: Action, Encodable {
    /// The note's file name.
    let id: String
    /// The revision written.
    let revision: Int
}

/// A note could not be saved; its text stays in memory.
struct NoteSaveFailed: Action, Encodable {
    /// The note's file name.
    let id: String
    /// Why.
    let reason: String
}

/// A new, empty note was made on disk.
struct NoteCreated: Action, Encodable {
    /// The note.
    let note: Note
}

/// A note was renamed on disk (its text saved under the new name).
struct NoteRenamed: Action, Encodable {
    /// The old file name.
    let id: String
    /// The new file name.
    let fileName: String
    /// The new title.
    let title: String
    /// The revision written under the new name.
    let revision: Int
}

/// A note's file was removed.
struct NoteDeleted: Action, Encodable {
    /// The note's file name.
    let id: String
}

/// Something to tell the user on the status line (nil clears it).
struct ShowNotesMessage: Action, Encodable {
    /// The message.
    let message: NotesMessage?
}
