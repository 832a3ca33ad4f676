import Synchronization

/// Who is dispatching: a label the history notes with each action (a screen's name, "store task",
/// "timer"). It holds for everything dispatched while `withLabel`'s body runs.
///
/// ```swift
/// DispatchOrigin.withLabel("Settings") { store.dispatch(SetTheme(.dark)) }
/// ```
public enum DispatchOrigin {
    /// The label of the dispatch in progress, if any.
    public static var current: String? {
        // Reading a task-local value costs more than the rest of a history entry; most dispatches
        // run outside any label, and this count tells so at the price of one load.
        labelsInProgress.load(ordering: .relaxed) == 0 ? nil : label
    }

    /// Whether the dispatch in progress comes from work the app started by itself (a task, a timer)
    /// rather than from the user: a replay does not send such actions, since the replayed app
    /// starts that work again.
    public static var isAutomatic: Bool {
        labelsInProgress.load(ordering: .relaxed) == 0 ? false : automatic
    }

    @TaskLocal private static var label: String?
    @TaskLocal private static var automatic = false
    /// How many `withLabel` bodies are running, on any thread.
    private static let labelsInProgress = Atomic<Int>(0)

    /// Runs `body` with `label` as the origin of what it dispatches; `automatic` marks work the app
    /// started by itself.
    public static func withLabel<Result>(
        _ label: String, automatic: Bool = false, _ body: () throws -> Result
    ) rethrows -> Result {
        labelsInProgress.add(1, ordering: .relaxed)
        defer { labelsInProgress.subtract(1, ordering: .relaxed) }
        guard automatic else { return try $label.withValue(label, operation: body) }
        return try $automatic.withValue(true) { try $label.withValue(label, operation: body) }
    }
}
