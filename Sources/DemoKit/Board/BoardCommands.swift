import ReCurses

/// The board's commands.
extension Command {
    /// Focuses the column to the left.
    static let boardPreviousColumn = Command("boardPreviousColumn", help: "Column to the left")
    /// Focuses the column to the right.
    static let boardNextColumn = Command("boardNextColumn", help: "Column to the right")
    /// Starts typing a new card for the focused column.
    static let boardAdd = Command("boardAdd", help: "Add a card")
    /// Starts editing the selected card.
    static let boardEdit = Command("boardEdit", help: "Edit the card")
    /// Moves the selected card one column left.
    static let boardMoveLeft = Command("boardMoveLeft", help: "Move the card left")
    /// Moves the selected card one column right.
    static let boardMoveRight = Command("boardMoveRight", help: "Move the card right")
    /// Removes the selected card.
    static let boardRemove = Command("boardRemove", help: "Remove the card")
}
