import ReCurses

/// The board's commands.
extension Command {
    /// Focuses the column to the left.
    static let boardPreviousColumn = Command("boardPreviousColumn")
    /// Focuses the column to the right.
    static let boardNextColumn = Command("boardNextColumn")
    /// Starts typing a new card for the focused column.
    static let boardAdd = Command("boardAdd")
    /// Starts editing the selected card.
    static let boardEdit = Command("boardEdit")
    /// Moves the selected card one column left.
    static let boardMoveLeft = Command("boardMoveLeft")
    /// Moves the selected card one column right.
    static let boardMoveRight = Command("boardMoveRight")
    /// Removes the selected card.
    static let boardRemove = Command("boardRemove")
}
