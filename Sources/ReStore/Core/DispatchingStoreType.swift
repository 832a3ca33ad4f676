/// A store you can only send actions to. Use it where code must dispatch but never read the state.
public protocol DispatchingStoreType {
    /// Sends an action through the middleware to the reducer and then notifies subscribers.
    ///
    /// - parameter action: The action to dispatch.
    func dispatch(_ action: Action)
}
