import ReStore

/// The Consumers screen's own state, kept in a page store that lives exactly as long as the
/// screen: the log of changes its state consumers saw. Leaving the screen forgets it.
struct ConsumersPageState: StateType, Equatable, Encodable {
    /// The most recent changes, oldest first, e.g. `counter: 1 → 2`.
    var entries: [String]
    /// How many changes were seen in all (the log keeps only the last `capacity`).
    var changeCount: Int

    /// How many entries the log keeps.
    static let capacity = 200

    /// An empty log.
    static let initial = ConsumersPageState(entries: [], changeCount: 0)
}
