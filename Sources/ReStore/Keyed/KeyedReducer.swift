/// A reducer that owns one part of a `KeyedState` (Suas style).
///
/// It starts the part from `initialState` when the part is missing, and leaves the part alone when
/// its reduce function returns `nil` or when the stored part has another type.
public struct KeyedReducer {
    /// The key of the part this reducer owns.
    public let stateKey: StateKey
    private let reducePart: (Action, Any?) -> Any?

    /// Creates a reducer for the part stored under `stateKey` (by default the part type's name).
    ///
    /// - parameter stateKey: The key; `nil` means `KeyedState.key(for: Part.self)`.
    /// - parameter initialState: The part's value before any action.
    /// - parameter reduce: Returns the new part, or `nil` when the action does not change it.
    public init<Part>(
        stateKey: StateKey? = nil,
        initialState: Part,
        reduce: @escaping (_ action: Action, _ state: Part) -> Part?
    ) {
        self.stateKey = stateKey ?? KeyedState.key(for: Part.self)
        self.reducePart = { action, stored in
            guard let stored else { return reduce(action, initialState) ?? initialState }
            guard let part = stored as? Part else { return nil }
            return reduce(action, part)
        }
    }

    /// Applies the action to this reducer's part of `state`.
    func reduce(_ action: Action, into state: inout KeyedState) {
        if let newPart = reducePart(action, state[stateKey]) {
            state[stateKey] = newPart
        }
    }
}

/// Combines keyed reducers into one reducer of the whole `KeyedState`; they run in order.
///
/// - parameter reducers: One reducer per key.
/// - returns: A reducer that starts from an empty state and lets each reducer update its part.
public func combineKeyedReducers(_ reducers: [KeyedReducer]) -> Reducer<KeyedState> {
    return { action, state in
        var state = state ?? KeyedState()
        for reducer in reducers {
            reducer.reduce(action, into: &state)
        }
        return state
    }
}
