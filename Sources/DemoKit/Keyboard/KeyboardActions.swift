import ReStore

/// Logs a key event in the Keyboard example.
struct KeyboardKeyLogged: Action, Codable, Equatable {
    /// The key's label.
    let name: String
    /// A press, a repeat or a release.
    let kind: KeyEventKind
    /// Whether the legacy encoding has no bytes of its own for the key (see `LegacyKeyEncoding`).
    let needsModifiedKeys: Bool
}

/// Notes the kitty keyboard protocol's flags the terminal runs with (nil: the legacy encoding).
struct KeyboardProtocolNoted: Action, Codable, Equatable {
    /// The flags in force, or nil.
    let kittyFlags: Int?
}
