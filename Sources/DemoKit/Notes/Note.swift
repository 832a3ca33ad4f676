/// One note: its file, its title and text, and how the text stands against the file.
struct Note: Equatable, Encodable, Identifiable, Sendable {
    /// The note's file name in the data folder; unique, so it identifies the note.
    var fileName: String
    /// The title (the file name without its extension and escapes).
    var title: String
    /// The text, as edited.
    var text: String
    /// Why the note is shown read-only and never written (an unreadable file, text that is not
    /// UTF-8), or nil for an editable note.
    var readOnlyReason: String?
    /// Counts the edits: each one adds one.
    var revision = 0
    /// The revision the file holds.
    var savedRevision = 0
    /// Why the last save failed, or nil after a successful one.
    var saveError: String?

    /// The file name.
    var id: String { fileName }
    /// Whether the text can be edited and saved.
    var isEditable: Bool { readOnlyReason == nil }
    /// Whether the text has edits the file does not hold yet.
    var hasUnsavedChanges: Bool { revision != savedRevision }
}
