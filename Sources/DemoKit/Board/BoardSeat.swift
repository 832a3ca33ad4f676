import ReCurses

/// Where one user sits at a board: the board's store, the session's number on it and the name the
/// others see. `recurses-demo serve` gives every session a seat at one shared board; the local demo
/// has a board of its own (`alone`).
@MainActor
package struct BoardSeat {
    /// The board's store.
    package let store: Store<BoardState>
    /// The session's number on the board (its cursor's key).
    package let session: Int
    /// The name the other users see.
    package let name: String

    /// The seat of session `session`, named `name`, at the board in `store`.
    package init(store: Store<BoardState>, session: Int, name: String) {
        self.store = store
        self.session = session
        self.name = name
    }

    /// A board of one's own, with the starting cards: one user, nobody else to see.
    package static func alone() -> BoardSeat {
        BoardSeat(store: makeBoardStore(), session: 1, name: "you")
    }
}
