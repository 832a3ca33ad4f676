import ReStore

/// Chooses the Widgets example's colour.
struct WidgetsSetColour: Action, Codable, Equatable {
    /// The colour chosen.
    let colour: String
}

/// Replaces the Widgets example's name.
struct WidgetsSetName: Action, Codable, Equatable {
    /// The name typed.
    let name: String
}
