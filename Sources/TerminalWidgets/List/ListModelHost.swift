/// A view that shows the rows of a `ListModel` with a selection kept by identity (`ListView`,
/// `DataTable`): what their controlled selection shares.
@MainActor
protocol ListModelHost: View {
    /// The kind of row.
    associatedtype Row: Identifiable
    /// The rows, the selection and the marks.
    var model: ListModel<Row> { get set }
    /// The selected row's identity; setting it searches the rows and redraws what changed.
    var selectedID: Row.ID? { get set }
    /// Scrolls so that the selected row is on screen.
    func scrollSelectionIntoView()
}

extension ListModelHost {
    /// Selects `bound` after a user selection; a refused one goes back to `previous` without
    /// searching the rows.
    func showBoundSelection(_ bound: Row.ID?, previous: (index: Int?, id: Row.ID?)) {
        guard bound != model.selectedID || (bound != nil && model.selectedIndex == nil) else { return }
        if let index = previous.index, bound == previous.id, index < model.itemCount,
            model.item(at: index).id == bound
        {
            model.select(index: index)
            scrollSelectionIntoView()
            setNeedsDisplay()
        } else {
            selectedID = bound
        }
    }
}

extension ListView: ListModelHost {}
extension DataTable: ListModelHost {}
