/// The commands a `DataTable` handles besides the standard moves.
extension Command {
    /// Asks for the rows sorted: by the column whose index is the argument, or, without one, by the
    /// table's current column (ascending, or descending when already ascending).
    public static let sort = Command("sort")
    /// Moves to the first cell: the first row and the first column.
    public static let moveToFirstCell = Command("moveToFirstCell")
    /// Moves to the last cell: the last row and the last column.
    public static let moveToLastCell = Command("moveToLastCell")
}
