import ReCurses

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
