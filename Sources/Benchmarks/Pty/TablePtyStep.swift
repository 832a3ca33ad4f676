/// The steps of the table's pseudo-terminal session, in order: both children (ReCurses and plain
/// ncurses) make the same changes to a screen holding a `DataTable`; the parent counts the bytes.
enum TablePtyStep: Int, PtySessionStep {
    /// The first frame (not counted).
    case initialFrame
    /// Down moves the row cursor one row, without scrolling.
    case moveSelection
    /// The rows are replaced by an array in which one visible row changed.
    case replaceRows
    /// A frame in which every view draws again and nothing changed.
    case noOpFrame

    /// The name of the quantity a counted step reports, nil for a step that is not counted.
    var quantityName: String? {
        switch self {
        case .moveSelection: "move table selection one row"
        case .replaceRows: "replace rows, one visible row changed"
        case .noOpFrame: "no-op frame"
        case .initialFrame: nil
        }
    }
}
