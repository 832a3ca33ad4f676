/// A store's history without its state type: what an inspector needs to list the entries, follow
/// changes and travel. `ActionHistory` is the one implementation.
public protocol AnyActionHistory: AnyObject {
    /// How many entries are kept.
    var count: Int { get }
    /// The index of the oldest entry kept.
    var startIndex: Int { get }
    /// One past the index of the newest entry.
    var endIndex: Int { get }
    /// The index that stands for the state before the oldest entry kept (`startIndex - 1`).
    var baseIndex: Int { get }
    /// The entry with `index`, or nil when it is not kept.
    subscript(index: Int) -> HistoryEntry? { get }
    /// Bumped on every change of the history.
    var version: Int { get }
    /// The entry whose state the store shows while travelling; nil at the present.
    var position: Int? { get }
    /// Whether the store shows a past state.
    var isTravelling: Bool { get }
    /// How many dispatches were refused while travelling.
    var refusals: Int { get }
    /// The state after the entry with `index`, described (`String(describing:)`), or nil.
    func stateDescription(after index: Int) -> String?
    /// Calls `observer` after every change; returns the handle that stops it.
    func observe(_ observer: @escaping () -> Void) -> HistoryObservation
    /// Shows the state after the entry with `index` (clamped); false when nothing could be shown.
    @discardableResult func travel(to index: Int) -> Bool
    /// Shows the state one entry earlier.
    @discardableResult func stepBack() -> Bool
    /// Shows the state one entry later (the newest entry is the present).
    @discardableResult func stepForward() -> Bool
    /// Brings back the present state.
    func returnToPresent()
}

extension ActionHistory: AnyActionHistory {
    public func stateDescription(after index: Int) -> String? {
        state(after: index).map { String(describing: $0) }
    }
}
