/// Async action creators with Swift concurrency.
extension Store {
    /// Runs an async action creator on the main actor: `operation` receives a dispatch function and
    /// a way to read the current state, and may `await` anything in between. Results (and, through
    /// `onError`, errors) come back as actions dispatched on the main actor.
    ///
    /// ```swift
    /// store.dispatch(key: "search", task: { dispatch, getState in
    ///     let query = getState().query
    ///     dispatch(SearchFinished(results: try await catalog.search(query)))
    /// })
    /// ```
    ///
    /// - parameter key: Makes the task exclusive: a running store task with the same key is
    ///   cancelled first, and nothing it dispatches afterwards reaches the store.
    /// - parameter onError: Turns a thrown error into an action (nil dispatches nothing); without
    ///   it, `TaskFailed` is dispatched.
    /// - parameter operation: The work, on the main actor: it dispatches through `dispatch` and reads
    ///   the current state with `getState`.
    /// - returns: The task's handle (cancel it, or wait for it).
    @MainActor @discardableResult
    public func dispatch(
        key: String? = nil, onError: (@MainActor (any Error) -> Action?)? = nil,
        task operation: @escaping @MainActor (_ dispatch: TaskDispatch, _ getState: () -> State) async throws -> Void
    ) -> ActionTask {
        let origin = key.map { "store task \"\($0)\"" } ?? "store task"
        let deliver: @MainActor (Action) -> Void = { [weak self] action in
            guard let self else { return }
            DispatchOrigin.withLabel(origin, automatic: true) { dispatch(action) }
        }
        let task = tasks.start(key: key, dispatch: deliver, onError: onError) { [weak self] dispatch in
            guard let self else { return }
            try await operation(dispatch) { self.currentState }
        }
        core.history?.append(.taskStarted(key: key))
        return task
    }

    /// The tasks started with `dispatch(task:)`: how many are running, cancelling them by key or all.
    @MainActor
    public var tasks: ActionTaskScope {
        if let scope = core.taskScope { return scope }
        let scope = ActionTaskScope()
        scope.onCancel = { [weak core] task in core?.history?.append(.taskCancelled(key: task.key)) }
        core.taskScope = scope
        return scope
    }
}
