import ReCurses

/// The shared board: columns of cards, and where each connected user's cursor is. One store holds
/// it for every session of `recurses-demo serve --board`.
package struct BoardState: StateType, Equatable {
    /// The columns' titles, left to right.
    package var columns = ["To do", "Doing", "Done"]
    /// Every card, in the order they are listed in their columns.
    package var cards: [BoardCard] = []
    /// Each session's cursor, by session number.
    package var cursors: [Int: BoardCursor] = [:]
    /// The number the next card gets.
    package var nextCardID = 1

    /// An empty board.
    package init() {}

    /// The cards of column `column`, in order.
    package func cards(in column: Int) -> [BoardCard] {
        cards.filter { $0.column == column }
    }
}

/// One card on the board.
package struct BoardCard: Identifiable, Equatable, Sendable {
    /// The card's number.
    package let id: Int
    /// What the card says.
    package var title: String
    /// The column it is in.
    package var column: Int
}

/// Where one user is on the board.
package struct BoardCursor: Equatable, Sendable {
    /// The name shown to the others.
    package var name: String
    /// The column the user is in.
    package var column: Int
    /// The card the user has selected, if any.
    package var cardID: Int?
}
