/// The store's memory of what happened: every action the reducer ran, with its time, type name,
/// summary, origin and the state after it, and the store tasks that started or were cancelled.
/// It travels in time: `travel(to:)` shows the state after any entry kept, and the store's
/// subscribers (screens' connections) follow as they follow any new state.
///
/// ## Memory
/// At most `options.limit` entries are kept in a ring; older ones are dropped from the front. States
/// are not kept for every entry: a snapshot is kept every `options.snapshotInterval` entries, and the
/// state after any other entry is computed by running the reducer from the nearest snapshot before
/// it (fewer than `snapshotInterval` calls). This relies on the reducer being pure, as a reducer
/// must be. A state replaced outside the reducer (`resetFullState`) is noted as an entry with its
/// own snapshot.
///
/// ## Travelling
/// Only the reducer runs while travelling: middleware and tasks are not run again, and nothing is
/// recorded. While the store shows a past state it refuses every dispatch: the action is dropped
/// before the middleware, `onRefusedDispatch` is called with the reason and `refusals` counts it.
/// The future is never lost; `returnToPresent()` brings back the state the store had when travelling
/// began, and dispatches are taken again.
///
/// Use it on the main thread, like its store. Enable it with `store.enableHistory(_:)`.
public final class ActionHistory<State> {
    /// A state kept for the entry with `index` (the state after it).
    struct Snapshot {
        let index: Int
        let state: State
    }

    /// The bounds and clock the history was made with.
    public let options: HistoryOptions
    /// Bumped on every change (a new entry, dropped entries, travelling): a reader redraws when it
    /// differs from the one it last saw.
    public var version: Int { log.version }
    /// The entry whose state the store shows while travelling; nil at the present.
    public var position: Int? { log.position }
    /// How many dispatches were refused while travelling.
    public var refusals: Int { log.refusals }
    /// Called for every dispatch refused while travelling.
    public var onRefusedDispatch: ((DispatchRefusal) -> Void)? {
        get { log.onRefusedDispatch }
        set { log.onRefusedDispatch = newValue }
    }

    /// The entries and their numbering; the store core holds it too.
    let log: HistoryLog
    private var snapshots: [Snapshot] = []
    /// The state before the oldest entry kept.
    private var base: State
    private var presentState: State?
    private weak var store: Store<State>?
    private let reducer: Reducer<State>
    private var nextObserverID = 0

    init(store: Store<State>, options: HistoryOptions) {
        self.options = options
        self.store = store
        reducer = store.reducer
        base = store.currentState
        log = HistoryLog(options: options)
        log.takeSnapshot = { [unowned self] index in
            if let store = self.store { snapshots.append(Snapshot(index: index, state: store.currentState)) }
        }
        log.makeRoom = { [unowned self] in dropOldest() }
    }

    // MARK: Reading

    /// How many entries are kept.
    public var count: Int { log.entries.count }

    /// The index of the oldest entry kept (equal to `endIndex` when none is).
    public var startIndex: Int { log.startIndex }

    /// One past the index of the newest entry.
    public var endIndex: Int { log.nextIndex }

    /// The index `travel(to:)` takes for the state before the oldest entry kept (`startIndex - 1`).
    public var baseIndex: Int { startIndex - 1 }

    /// The entry with `index`, or nil when it is not kept.
    public subscript(index: Int) -> HistoryEntry? {
        guard index >= startIndex, index < endIndex else { return nil }
        return log.entries[index - startIndex]
    }

    /// The entries kept, oldest first.
    public var allEntries: [HistoryEntry] {
        (0..<log.entries.count).map { log.entries[$0] }
    }

    /// Whether the store shows a past state.
    public var isTravelling: Bool { log.isTravelling }

    /// The state after the entry with `index` (`baseIndex` gives the state before the oldest entry),
    /// or nil when that entry is not kept. The state is computed from the nearest snapshot.
    public func state(after index: Int) -> State? {
        guard index >= baseIndex, index < endIndex else { return nil }
        var state = base
        var from = baseIndex
        if let offset = lastSnapshotOffset(atOrBefore: index) {
            state = snapshots[offset].state
            from = snapshots[offset].index
        }
        var entryIndex = from + 1
        while entryIndex <= index {
            if case .action(let action) = log.entries[entryIndex - startIndex].kind {
                state = reducer(action, state)
            }
            entryIndex += 1
        }
        return state
    }

    /// Calls `observer` after every change of the history (see `version`); returns the handle that
    /// stops it.
    public func observe(_ observer: @escaping () -> Void) -> HistoryObservation {
        nextObserverID += 1
        let id = nextObserverID
        log.observers[id] = observer
        return HistoryObservation { [weak log] in log?.observers[id] = nil }
    }

    // MARK: Recording

    /// Notes a state replaced outside the reducer (the store's state is already the new one).
    func didReplaceState() {
        log.append(.stateReplaced, snapshot: true)
    }

    /// Drops the oldest entries up to and including the oldest snapshot, which becomes the base. A
    /// snapshot falls within every `snapshotInterval` entries, so at most that many are dropped.
    private func dropOldest() {
        guard let oldest = snapshots.first else {
            log.entries.removeFirst(1)
            return
        }
        log.entries.removeFirst(oldest.index - startIndex + 1)
        base = oldest.state
        snapshots.removeFirst()
    }

    private func lastSnapshotOffset(atOrBefore index: Int) -> Int? {
        var low = 0
        var high = snapshots.count
        while low < high {
            let middle = (low + high) / 2
            if snapshots[middle].index <= index { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    // MARK: Travelling

    /// Shows the state after the entry with `index`: the store's state becomes that state and its
    /// subscribers are notified; only the reducer runs. `index` is clamped to
    /// `baseIndex...endIndex - 1`; the newest entry is the present (`returnToPresent()`).
    ///
    /// - returns: False when nothing could be shown (the store is gone or reducing).
    @discardableResult
    public func travel(to index: Int) -> Bool {
        guard let store, !store.core.isReducing else { return false }
        let target = min(max(index, baseIndex), endIndex - 1)
        if target == endIndex - 1 {
            returnToPresent()
            return true
        }
        guard let state = state(after: target) else { return false }
        if log.position == nil { presentState = store.currentState }
        log.position = target
        store.replaceState(notingInHistory: false) { $0 = state }
        log.changed()
        return true
    }

    /// Shows the state one entry earlier (from the present: the state before the newest entry).
    @discardableResult
    public func stepBack() -> Bool {
        let current = position ?? endIndex - 1
        guard current > baseIndex else { return false }
        return travel(to: current - 1)
    }

    /// Shows the state one entry later; reaching the newest entry returns to the present.
    @discardableResult
    public func stepForward() -> Bool {
        guard let position else { return false }
        return travel(to: position + 1)
    }

    /// Brings back the state the store had when travelling began; dispatches are taken again.
    public func returnToPresent() {
        guard log.position != nil else { return }
        log.position = nil
        if let store, let presentState {
            self.presentState = nil
            store.replaceState(notingInHistory: false) { $0 = presentState }
        }
        log.changed()
    }
}
