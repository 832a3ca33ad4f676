/// Checks a title the user typed for a new or renamed note: it must not be empty, must fit in a file
/// name and must not collide with another note's title (ignoring case).
enum NoteTitleCheck {
    /// A title that passed, with its file name.
    struct Accepted: Equatable {
        /// The tidied title.
        let title: String
        /// Its file name.
        let fileName: String
    }

    /// The accepted title and file name for `proposed` in `state` (`renaming` the note with that id,
    /// which may keep its own title), or the message that refuses it.
    static func check(_ proposed: String, in state: NotesState, renaming id: String? = nil)
        -> Result<Accepted, NotesRefusal>
    {
        let title = NoteFileName.tidy(proposed)
        guard !title.isEmpty else { return .failure(NotesRefusal("A note needs a title")) }
        guard let fileName = NoteFileName.fileName(forTitle: title) else {
            return .failure(NotesRefusal("“\(title.prefix(40))…” is too long for a file name"))
        }
        if let other = state.note(titled: title, except: id) {
            return .failure(NotesRefusal("A note named “\(other.title)” already exists"))
        }
        return .success(Accepted(title: title, fileName: fileName))
    }
}

/// Why a title was refused, as the status line says it.
struct NotesRefusal: Error, Equatable {
    /// The message.
    let message: String

    /// A refusal saying `message`.
    init(_ message: String) {
        self.message = message
    }
}
