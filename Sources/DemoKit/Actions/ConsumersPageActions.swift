import ReStore

/// Appends one line to the Consumers screen's change log (its page store).
struct ConsumersPageRecord: Action, Codable, Equatable {
    /// The line, e.g. `counter: 1 → 2`.
    let entry: String
}

/// Empties the Consumers screen's change log.
struct ConsumersPageClearLog: Action, Codable, Equatable {}
