/// A pure function that computes the next state from an action and the current state.
///
/// The state is `nil` only the first time, when the store was created without a state.
/// A reducer must not dispatch: see `Store` for the rule.
public typealias Reducer<ReducerStateType> =
    (_ action: Action, _ state: ReducerStateType?) -> ReducerStateType

/// Chains reducers that work on the same state: each receives the state the previous one returned.
///
/// - parameter first: The reducer that runs first and sees the store's state.
/// - parameter remainingReducers: The reducers that run next, in order.
/// - returns: One reducer that runs them all.
public func combineReducers<State>(
    _ first: @escaping Reducer<State>,
    _ remainingReducers: Reducer<State>...
) -> Reducer<State> {
    let rest = remainingReducers
    return { action, state in
        rest.reduce(first(action, state)) { partial, reducer in reducer(action, partial) }
    }
}
