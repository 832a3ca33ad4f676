import ReCurses

/// What users do to the shared board.
package enum BoardAction: Action, Equatable {
    /// Adds a card at the end of a column.
    case add(title: String, column: Int)
    /// Changes a card's text.
    case edit(id: Int, title: String)
    /// Moves a card `by` columns (−1 left, +1 right), to the end of that column.
    case move(id: Int, by: Int)
    /// Removes a card.
    case remove(id: Int)
    /// A session's user is at `column`, on card `cardID`.
    case point(session: Int, name: String, column: Int, cardID: Int?)
    /// A session ended: its cursor goes.
    case leave(session: Int)
}
