import ReCurses

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
