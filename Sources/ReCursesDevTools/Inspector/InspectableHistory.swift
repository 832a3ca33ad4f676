import ReStore

/// A history whose states the inspector can reflect on, without knowing the state type.
public protocol InspectableHistory: AnyActionHistory {
    /// The state after the entry with `index` (`baseIndex` for the state before the oldest entry).
    func stateValue(after index: Int) -> Any?
    /// Called for every dispatch refused while travelling (`ActionHistory.onRefusedDispatch`).
    var refusalHandler: ((DispatchRefusal) -> Void)? { get set }
}

extension ActionHistory: InspectableHistory {
    /// The state after the entry with `index`, as `Any`.
    public func stateValue(after index: Int) -> Any? {
        state(after: index)
    }

    /// `onRefusedDispatch`.
    public var refusalHandler: ((DispatchRefusal) -> Void)? {
        get { onRefusedDispatch }
        set { onRefusedDispatch = newValue }
    }
}
