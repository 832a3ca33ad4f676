import ReStore

/// Replaces the SimpleTextField example's text.
struct SetContent: Action, Equatable {
    /// The new text.
    let newContent: String
}
