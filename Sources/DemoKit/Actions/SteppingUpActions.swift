import ReStore

/// Adds one step to the SteppingUp value (stopping at 1).
struct SteppingUpIncrement: Action, Codable, Equatable {}

/// Takes one step off the SteppingUp value (stopping at 0).
struct SteppingUpDecrement: Action, Codable, Equatable {}

/// Sets the SteppingUp value; clamped to [0, 1].
struct SteppingUpSetValue: Action, Codable, Equatable {
    /// The requested value.
    let newValue: Double
}

/// Sets the SteppingUp value from what the user typed (left as it was unless the text is a number);
/// the text is kept as typed while it reads as the value or as no number yet.
struct SteppingUpSetValueText: Action, Codable, Equatable {
    /// The typed text.
    let text: String
}

/// Sets the SteppingUp value from what the user entered (Enter in the text field), then shows the
/// value the store kept, formatted, in the field.
struct SteppingUpCommitValueText: Action, Codable, Equatable {
    /// The entered text.
    let text: String
}

/// Sets the SteppingUp step size; refused (no change) unless it is in (0, 1).
struct SteppingUpSetStepSize: Action, Codable, Equatable {
    /// The requested step size.
    let newStepSize: Double
}
