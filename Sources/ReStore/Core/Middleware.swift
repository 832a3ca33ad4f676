/// A function that takes an action into the store (the start of the middleware chain).
public typealias DispatchFunction = (Action) -> Void

/// A function that sits between `dispatch` and the reducer.
///
/// It is called once, when the store is created, with a function that dispatches from the very
/// start of the chain and a function that reads the current state (`nil` once the store is gone).
/// It returns a function that, given the next dispatch function in the chain, returns its own.
/// Middleware runs in the order it is given to the store: the first element sees an action first.
public typealias Middleware<State> =
    (@escaping DispatchFunction, @escaping () -> State?) -> (@escaping DispatchFunction) -> DispatchFunction
