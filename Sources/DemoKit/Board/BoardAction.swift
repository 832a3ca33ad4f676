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

/// The board's reducer: titles are trimmed and kept short; nothing empty is added.
package func boardReducer(action: Action, state: BoardState?) -> BoardState {
    var state = state ?? BoardState()
    guard let action = action as? BoardAction else { return state }
    let columns = state.columns.indices
    switch action {
    case .add(let title, let column):
        let title = BoardTitle.cleaned(title)
        guard !title.isEmpty, columns.contains(column) else { break }
        state.cards.append(BoardCard(id: state.nextCardID, title: title, column: column))
        state.nextCardID += 1
    case .edit(let id, let title):
        let title = BoardTitle.cleaned(title)
        guard !title.isEmpty, let index = state.cards.firstIndex(where: { $0.id == id }) else { break }
        state.cards[index].title = title
    case .move(let id, let offset):
        guard let index = state.cards.firstIndex(where: { $0.id == id }) else { break }
        let target = state.cards[index].column + offset
        guard columns.contains(target) else { break }
        var card = state.cards.remove(at: index)
        card.column = target
        state.cards.append(card)
    case .remove(let id):
        state.cards.removeAll { $0.id == id }
    case .point(let session, let name, let column, let cardID):
        state.cursors[session] = BoardCursor(name: name, column: column, cardID: cardID)
    case .leave(let session):
        state.cursors[session] = nil
    }
    return state
}

/// How a card's title is kept tidy.
enum BoardTitle {
    /// The most characters a title keeps.
    static let maximumLength = 60

    /// `text` on one line, trimmed, at most `maximumLength` characters.
    static func cleaned(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let trimmed = line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return String(String(trimmed).prefix(maximumLength))
    }
}

/// The board's store, with a few cards to start from.
@MainActor
package func makeBoardStore() -> Store<BoardState> {
    let store = Store(reducer: boardReducer, state: BoardState())
    for (title, column) in [("Try the board", 0), ("Open a second ssh", 0), ("Serve over SSH", 1), ("Shared store", 2)]
    {
        store.dispatch(BoardAction.add(title: title, column: column))
    }
    return store
}
