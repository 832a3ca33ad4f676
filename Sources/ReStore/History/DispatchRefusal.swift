/// A dispatch the store refused because it showed a past state of its history.
public struct DispatchRefusal {
    /// The refused action (not run by middleware or the reducer).
    public let action: Action
    /// The history entry the store was showing.
    public let position: Int

    /// Why the action was refused, fit to show.
    public var reason: String {
        "the store shows the state after history entry \(position); return to the present to dispatch"
    }
}
