import ReStore

/// Replaces the SimpleTextField example's text.
struct SetContent: Action, Codable, Equatable {
    /// The new text.
    let newContent: String
}
