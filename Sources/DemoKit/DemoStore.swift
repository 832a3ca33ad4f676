import ReStore

/// Builds the demo's global store.
package enum DemoStore {
    /// A store with the demo's reducer and initial state, logging to `logFile` when one is given.
    package static func make(state: AppState = .initial, logFile: LogFile? = nil) -> Store<AppState> {
        let middleware: [Middleware<AppState>] = logFile.map { [ActionLogger.middleware(writingTo: $0)] } ?? []
        if let logFile {
            ActionLogger.logInitialState(state, to: logFile)
        }
        return Store<AppState>(reducer: appReducer, state: state, middleware: middleware)
    }
}
