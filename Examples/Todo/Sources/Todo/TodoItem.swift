/// One thing to do.
struct TodoItem: Identifiable, Equatable, Sendable {
    /// Stays the same for the item's whole life, so the list keeps its selection on it.
    let id: Int
    /// What to do.
    var title: String
    /// Whether it is done.
    var isDone = false
    /// How urgent it is, from 1 (whenever) to 5 (now).
    var priority = 3
}
