/// A card as one session lists it: its text and the names of the other users on it.
package struct BoardRow: Identifiable, Equatable, Sendable {
    /// The card's number.
    package let id: Int
    /// What the card says.
    package let title: String
    /// The other users whose cursor is on this card, by name.
    package let others: [String]

    /// The rows of every column as the session `session` sees them (its own cursor left out).
    static func columns(of state: BoardState, seenBy session: Int) -> [[BoardRow]] {
        var namesByCard: [Int: [String]] = [:]
        for (id, cursor) in state.cursors where id != session {
            if let card = cursor.cardID { namesByCard[card, default: []].append(cursor.name) }
        }
        return state.columns.indices.map { column in
            state.cards(in: column).map { card in
                BoardRow(id: card.id, title: card.title, others: (namesByCard[card.id] ?? []).sorted())
            }
        }
    }
}
