/// The async work one owner (a store, a screen) started: it runs each task on the main actor,
/// turns a thrown error into an action, keeps keyed tasks exclusive, and cancels them all at once.
///
/// ```swift
/// let scope = ActionTaskScope()
/// scope.start(key: "search", dispatch: { store.dispatch($0) }) { dispatch in
///     dispatch(SearchFinished(results: try await catalog.search("ap")))
/// }
/// scope.cancelAll()
/// ```
@MainActor
public final class ActionTaskScope {
    /// The tasks started and not finished yet, oldest first (cancelled ones stay until they notice).
    public private(set) var liveTasks: [ActionTask] = []
    private var tasksByKey: [String: ActionTask] = [:]
    /// Called when one of the scope's tasks is cancelled (the store notes it in its history).
    var onCancel: ((ActionTask) -> Void)?

    /// An empty scope.
    public init() {}

    isolated deinit {
        cancelAll()
    }

    /// Starts `operation` on the main actor and returns its handle.
    ///
    /// - parameter key: Makes the task exclusive: a running task with the same key is cancelled
    ///   first, so only the newest one's results arrive.
    /// - parameter dispatch: Where the task's actions go (dropped once the task is cancelled).
    /// - parameter onError: Turns an error the operation throws into an action to dispatch (nil
    ///   dispatches nothing); without it, `TaskFailed` is dispatched. Errors of a cancelled task are
    ///   dropped.
    /// - parameter operation: The work; it receives the dispatch function.
    @discardableResult
    public func start(
        key: String? = nil, dispatch: @escaping @MainActor (Action) -> Void,
        onError: (@MainActor (any Error) -> Action?)? = nil,
        _ operation: @escaping @MainActor (TaskDispatch) async throws -> Void
    ) -> ActionTask {
        if let key { tasksByKey[key]?.cancel() }
        let handle = ActionTask(key: key, scope: self)
        if let key { tasksByKey[key] = handle }
        liveTasks.append(handle)
        let taskDispatch = TaskDispatch(task: handle, deliver: dispatch)
        handle.task = Task { @MainActor [weak self] in
            do {
                try await operation(taskDispatch)
            } catch {
                let action: Action? = if let onError { onError(error) } else { TaskFailed(key: key, error: error) }
                if let action { taskDispatch(action) }
            }
            handle.isFinished = true
            self?.taskDidFinish(handle)
        }
        return handle
    }

    /// The running task with `key`, if any (a cancelled one no longer counts).
    public func task(forKey key: String) -> ActionTask? {
        tasksByKey[key]
    }

    /// Cancels the running task with `key`, if any.
    public func cancel(key: String) {
        tasksByKey[key]?.cancel()
    }

    /// Cancels every task of the scope.
    public func cancelAll() {
        for task in liveTasks { task.cancel() }
    }

    /// How many tasks are started and not finished.
    public var liveTaskCount: Int { liveTasks.count }

    func taskWasCancelled(_ task: ActionTask) {
        if let key = task.key, tasksByKey[key] === task { tasksByKey[key] = nil }
        onCancel?(task)
    }

    private func taskDidFinish(_ task: ActionTask) {
        liveTasks.removeAll { $0 === task }
        if let key = task.key, tasksByKey[key] === task { tasksByKey[key] = nil }
    }
}
