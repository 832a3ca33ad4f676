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
    /// Opens the example with the index given as the argument (in `DemoExample.allCases`).
    static let openExample = Command("openExample")
    /// Shows or hides the status bar of key hints.
    static let toggleStatusBar = Command("toggleStatusBar")
    /// Shows or hides the header line of screen titles.
    static let toggleHeader = Command("toggleHeader")
    /// Tells what the demo is.
    static let about = Command("about")
    /// Makes a new note.
    static let newNote = Command("newNote")
    /// Renames the selected note.
    static let renameNote = Command("renameNote")
    /// Deletes the selected note.
    static let deleteNote = Command("deleteNote")
    /// Saves the notes' edits now.
    static let saveNotes = Command("saveNotes")
    /// Shows the Monitor's processes as a tree by parent, or as a table again.
    static let toggleProcessTree = Command("toggleProcessTree")
    /// Moves to the Monitor's filter field.
    static let filterProcesses = Command("filterProcesses")
    /// Leaves the Monitor's filter field for the processes.
    static let showProcesses = Command("showProcesses")
    /// Asks to stop the Monitor's selected process.
    static let stopProcess = Command("stopProcess")
}
