/// The dispatch function a task receives: it dispatches to the store on the main actor while its
/// task is not cancelled, and drops the action once it is, so a cancelled search never shows its
/// results.
///
/// ```swift
/// screen.task(key: "search") { dispatch in
///     let results = try await catalog.search(query)
///     dispatch(SearchFinished(query: query, results: results))   // dropped if a newer search began
/// }
/// ```
@MainActor
public struct TaskDispatch {
    private let task: ActionTask
    private let deliver: @MainActor (Action) -> Void

    /// A dispatch for `task` that hands actions to `deliver`.
    init(task: ActionTask, deliver: @escaping @MainActor (Action) -> Void) {
        self.task = task
        self.deliver = deliver
    }

    /// Dispatches `action` unless the task was cancelled.
    public func callAsFunction(_ action: Action) {
        guard !task.isCancelled else { return }
        deliver(action)
    }

    /// Whether the task was cancelled (what it dispatches is dropped).
    public var isCancelled: Bool { task.isCancelled }
}
