import ReStore

/// Chooses the Widgets example's colour.
struct WidgetsSetColour: Action, Codable, Equatable {
    /// The colour chosen.
    let colour: String
}
