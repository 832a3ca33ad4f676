/// What the store tells its history, without the state type: the store core holds it.
protocol HistoryRecording: AnyObject {
    /// Whether the store shows a past state (dispatches are refused meanwhile).
    var isTravelling: Bool { get }
    /// The reducer ran `action`; the store's state is the one after it.
    func didReduce(_ action: Action)
    /// A store task started or was cancelled.
    func noteTask(_ kind: HistoryEntry.Kind)
    /// `action` was dispatched while travelling and not run.
    func refuse(_ action: Action)
}
