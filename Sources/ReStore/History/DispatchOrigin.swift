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

    /// Runs `body` with `label` as the origin of what it dispatches.
    public static func withLabel<Result>(_ label: String, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(label, operation: body)
    }
}
