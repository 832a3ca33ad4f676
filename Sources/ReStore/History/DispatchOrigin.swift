/// Who is dispatching: a label the history notes with each action (a screen's name, "store task",
/// "timer"). It is a task-local value, so it holds for everything dispatched inside `withLabel`,
/// synchronously or from the async work started there.
///
/// ```swift
/// DispatchOrigin.withLabel("Settings") { store.dispatch(SetTheme(.dark)) }
/// ```
public enum DispatchOrigin {
    /// The label of the dispatch in progress, if any.
    @TaskLocal public static var current: String?
    /// Whether the dispatch in progress comes from work the app started by itself (a task, a timer)
    /// rather than from the user: a replay does not send such actions, since the replayed app
    /// starts that work again.
    @TaskLocal public static var isAutomatic = false

    /// Runs `body` with `label` as the origin of what it dispatches; `automatic` marks work the app
    /// started by itself.
    public static func withLabel<Result>(
        _ label: String, automatic: Bool = false, _ body: () throws -> Result
    ) rethrows -> Result {
        guard automatic else { return try $current.withValue(label, operation: body) }
        return try $isAutomatic.withValue(true) { try $current.withValue(label, operation: body) }
    }
}
