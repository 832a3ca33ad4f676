import ReCurses

/// The demo's own commands, bound to keys by its screens.
extension Command {
    /// Counts the Consumers counter up.
    static let countUp = Command("countUp")
    /// Counts the Consumers counter down.
    static let countDown = Command("countDown")
    /// Clears the Consumers page store's log.
    static let clearLog = Command("clearLog")
    /// Reverses the shops.
    static let reverse = Command("reverse")
    /// Steps the SteppingUp value up.
    static let stepUp = Command("stepUp")
    /// Steps the SteppingUp value down.
    static let stepDown = Command("stepDown")
    /// Reads the Explorer's selected folder again.
    static let reloadFolder = Command("reloadFolder")
    /// Makes a new note.
    static let newNote = Command("newNote")
    /// Renames the selected note.
    static let renameNote = Command("renameNote")
    /// Deletes the selected note.
    static let deleteNote = Command("deleteNote")
    /// Saves the notes' edits now.
    static let saveNotes = Command("saveNotes")
}
