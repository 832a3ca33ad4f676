/// A subscriber whose state type is not known. The store holds subscribers weakly.
public protocol AnyStoreSubscriber: AnyObject {
    /// Receives a new state of unknown type: the store delivers every state through it, as ReSwift
    /// does. The default implementation forwards it to `newState(state:)` when the type matches; a
    /// subscriber may implement it itself to see the states untyped.
    func _newState(state: Any)  // swiftlint:disable:this identifier_name
}

/// An object that wants to hear about new states of a store (or of a part of it).
public protocol StoreSubscriber: AnyStoreSubscriber {
    /// The type of state this subscriber receives: the store's state or the selected part.
    associatedtype StoreSubscriberStateType

    /// Called with the current state when subscribing, then with every state the subscription lets through.
    func newState(state: StoreSubscriberStateType)
}

extension StoreSubscriber {
    /// Forwards a state of matching type to `newState(state:)`; other values are ignored.
    public func _newState(state: Any) {  // swiftlint:disable:this identifier_name
        if NewStateRoute.isAskingDefaultImplementation(of: self) { return }
        if let typedState = state as? StoreSubscriberStateType {
            newState(state: typedState)
        }
    }
}
