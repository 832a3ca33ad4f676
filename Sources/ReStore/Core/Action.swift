/// Something that happened, described as a value. Reducers turn actions into new states.
///
/// Any type can be an action: structs, enums and classes all work.
public protocol Action {}

/// The action a store dispatches once while it is created without an initial state,
/// so that the reducer can build the first state from `nil`.
public struct ReSwiftInit: Action {
    /// Creates the initial action.
    public init() {}
}
