/// The part of a history that every dispatch touches, without the state type: the ring of
/// entries, their numbering and the travel position. The store core holds it, so that recording
/// an action is a direct call with no generic lookups; `ActionHistory` adds the states.
final class HistoryLog {
    /// The entries kept, oldest first.
    @exclusivity(unchecked) var entries: HistoryRing<HistoryEntry>
    /// The index the next entry gets.
    @exclusivity(unchecked) var nextIndex = 1
    /// Bumped on every change.
    @exclusivity(unchecked) var version = 0
    /// The entry whose state the store shows while travelling; nil at the present.
    @exclusivity(unchecked) var position: Int?
    /// How many dispatches were refused while travelling.
    var refusals = 0
    /// Called for every dispatch refused while travelling.
    var onRefusedDispatch: ((DispatchRefusal) -> Void)?
    /// Entries left until the next snapshot falls due.
    @exclusivity(unchecked) private var untilSnapshot: Int
    private let snapshotInterval: Int
    private let clock: () -> Duration
    @exclusivity(unchecked) var observers: [Int: () -> Void] = [:]
    /// Keeps the store's current state as the snapshot of the entry with the given index.
    var takeSnapshot: (Int) -> Void = { _ in }
    /// Drops the oldest entries when the ring is full.
    var makeRoom: () -> Void = {}

    init(options: HistoryOptions) {
        entries = HistoryRing(capacity: options.limit)
        snapshotInterval = options.snapshotInterval
        untilSnapshot = options.snapshotInterval
        clock = options.clock
    }

    /// Whether the store shows a past state (dispatches are refused meanwhile).
    var isTravelling: Bool { position != nil }

    /// The index of the oldest entry kept.
    var startIndex: Int { nextIndex - entries.count }

    /// Adds an entry, dropping the oldest ones first when the ring is full; a snapshot is taken when
    /// one falls due or `snapshot` is true.
    func append(_ kind: HistoryEntry.Kind, snapshot: Bool = false) {
        if entries.isFull { makeRoom() }
        let index = nextIndex
        nextIndex = index + 1
        entries.append(HistoryEntry(index: index, time: clock(), kind: kind, origin: DispatchOrigin.mainLabel))
        untilSnapshot -= 1
        if untilSnapshot == 0 || snapshot {
            if untilSnapshot == 0 { untilSnapshot = snapshotInterval }
            takeSnapshot(index)
        }
        changed()
    }

    /// Counts and reports a dispatch refused while travelling.
    func refuse(_ action: Action) {
        refusals += 1
        onRefusedDispatch?(DispatchRefusal(action: action, position: position ?? nextIndex - 1))
    }

    /// Bumps the version and tells the observers.
    func changed() {
        version &+= 1
        guard !observers.isEmpty else { return }
        for observer in observers.values { observer() }
    }
}
