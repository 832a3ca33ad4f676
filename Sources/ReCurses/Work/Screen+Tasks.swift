import ReConnect
import ReStore

/// Async work that lives with the screen.
extension Screen {
    /// Starts `operation` on the main actor; what it dispatches goes to the screen's store (its
    /// connection's store when it is `Connectable`, else the application's) while the task is not
    /// cancelled. The task is cancelled when the screen leaves its navigation stack (popped,
    /// dismissed, the application quit); a screen that is only covered keeps its tasks running. The
    /// screen of a `TabScreen`'s tab also has its tasks cancelled when another tab is shown.
    ///
    /// ```swift
    /// task(key: "search", onError: { SearchFailed(message: "\($0)") }) { [clock] dispatch in
    ///     try await clock.sleep(for: .milliseconds(300))
    ///     dispatch(SearchFinished(results: try await catalog.search(query)))
    /// }
    /// ```
    ///
    /// - parameter key: Makes the task exclusive among the screen's tasks: a running one with the
    ///   same key is cancelled first, so an older search never shows its results.
    /// - parameter onError: Turns a thrown error into an action to dispatch (nil dispatches
    ///   nothing); without it, `TaskFailed` is dispatched. A cancelled task's error is dropped.
    /// - parameter operation: The work, on the main actor; it dispatches what it finds through its
    ///   argument, and reaches the screen's application as `Application.current`.
    @discardableResult
    public func task(
        key: String? = nil, onError: (@MainActor (any Error) -> Action?)? = nil,
        _ operation: @escaping @MainActor (TaskDispatch) async throws -> Void
    ) -> ActionTask {
        work.tasks.start(
            key: key,
            dispatch: { [weak self] action in
                guard let self else { return }
                DispatchOrigin.withLabel("task of \(type(of: self))", automatic: true) { self.dispatchToStore(action) }
            }, onError: onError
        ) { [application] dispatch in
            try await Application.$runningTaskApplication.withValue(application) { try await operation(dispatch) }
        }
    }

    /// Cancels the screen's running task with `key`, if any.
    public func cancelTask(key: String) {
        work.tasks.cancel(key: key)
    }

    /// Cancels every task of the screen.
    public func cancelTasks() {
        work.tasks.cancelAll()
    }

    /// The screen's tasks that have not finished yet.
    public var liveTasks: [ActionTask] { work.tasks.liveTasks }

    /// The screen's running task with `key`, if any.
    public func runningTask(key: String) -> ActionTask? {
        work.tasks.task(forKey: key)
    }

    /// Hands a task's action to the screen's store.
    private func dispatchToStore(_ action: Action) {
        if let connectable = self as? any Connectable {
            connectable.dispatchToConnectedStore(action)
        } else {
            navigation?.storeDispatch?(action)
        }
    }
}

extension Connectable {
    /// Dispatches to the store the connection follows.
    fileprivate func dispatchToConnectedStore(_ action: Action) {
        connection.store.dispatch(action)
    }
}
