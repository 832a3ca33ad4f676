/// Who is dispatching: a label the history and the recorder note with each action (a screen's
/// name, "store task", "timer"). It holds for everything dispatched on the main thread while
/// `withLabel`'s body runs there (dispatches run on the main thread; elsewhere there is no label).
///
/// ```swift
/// DispatchOrigin.withLabel("Settings") { store.dispatch(SetTheme(.dark)) }
/// ```
public enum DispatchOrigin {
    /// The label of the dispatch in progress, if any.
    public static var current: String? {
        MainThread.isCurrent ? mainLabel : nil
    }

    /// Whether the dispatch in progress comes from work the app started by itself (a task, a timer)
    /// rather than from the user: a replay does not send such actions, since the replayed app
    /// starts that work again.
    public static var isAutomatic: Bool {
        MainThread.isCurrent ? mainIsAutomatic : false
    }

    /// The label set on the main thread (only read and written there): what the store reads while
    /// it reduces, which it does on the main thread, so it skips the check `current` makes.
    nonisolated(unsafe) private(set) static var mainLabel: String?
    /// Whether the label set on the main thread marks automatic work (only read and written there).
    nonisolated(unsafe) private static var mainIsAutomatic = false

    /// Runs `body` with `label` as the origin of what it dispatches; `automatic` marks work the app
    /// started by itself. Off the main thread it only runs `body`. Costs no allocation, so timers
    /// and tasks label every dispatch.
    public static func withLabel<Result>(
        _ label: String, automatic: Bool = false, _ body: () throws -> Result
    ) rethrows -> Result {
        guard MainThread.isCurrent else { return try body() }
        let saved = (mainLabel, mainIsAutomatic)
        mainLabel = label
        mainIsAutomatic = automatic
        defer { (mainLabel, mainIsAutomatic) = saved }
        return try body()
    }
}
