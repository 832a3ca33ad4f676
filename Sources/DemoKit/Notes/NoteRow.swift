import ReCurses

/// A row of the notes list: what the list shows of a note (its text stays out, so typing in the
/// editor redraws the list only when a row's mark changes).
struct NoteRow: Identifiable, Equatable {
    /// How the note stands.
    enum Mark: Equatable {
        /// The file holds the text.
        case saved
        /// Edits wait to be saved.
        case unsaved
        /// The last save failed.
        case failed
        /// Shown read-only.
        case readOnly
    }

    /// The note's file name.
    let id: String
    /// The title.
    let title: String
    /// How it stands.
    let mark: Mark

    /// The row of `note`.
    init(_ note: Note) {
        id = note.id
        title = note.title
        mark =
            if !note.isEditable { .readOnly } else if note.saveError != nil { .failed } else if note.hasUnsavedChanges {
                .unsaved
            } else { .saved }
    }

    /// The list cell: the title after a mark (● unsaved, ⚠ failed, 🔒 read-only).
    var cell: ListCell {
        switch mark {
        case .saved: ListCell("  " + title)
        case .unsaved: ListCell(spans: [ListCell.Span("● ", style: Style(foreground: .yellow)), ListCell.Span(title)])
        case .failed: ListCell(spans: [ListCell.Span("⚠ ", style: Style(foreground: .red)), ListCell.Span(title)])
        case .readOnly: ListCell(spans: [ListCell.Span("– ", style: .dim), ListCell.Span(title, style: .dim)])
        }
    }
}
