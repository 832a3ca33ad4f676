import ReStore
import ReStoreRecording

/// Builds the demo's global store.
package enum DemoStore {
    /// A store with the demo's reducer and initial state, logging to `logFile` and recording to
    /// `recorder` when they are given (the recorder first, so that it sees actions as dispatched).
    package static func make(
        state: AppState = .initial, logFile: LogFile? = nil, recorder: ActionRecorder? = nil
    ) -> Store<AppState> {
        var middleware: [Middleware<AppState>] = recorder.map { [$0.middleware()] } ?? []
        if let logFile { middleware.append(ActionLogger.middleware(writingTo: logFile)) }
        if let logFile {
            ActionLogger.logInitialState(state, to: logFile)
        }
        return Store<AppState>(reducer: appReducer, state: state, middleware: middleware)
    }
}
