import ReStore

/// The Live example's reducer: keeps the clock within a day, the load in [0, 1] with its last
/// `LiveState.sampleCount` samples, and the request and search in step with their tasks.
func liveReducer(action: Action, state: LiveState?) -> LiveState {
    var state = state ?? .initial
    switch action {
    case let action as LiveClockTicked:
        state.timeOfDay = ((action.timeOfDay % 86_400) + 86_400) % 86_400
    case let action as LiveLoadSampled:
        let load = action.load.isNaN ? 0 : min(max(action.load, 0), 1)
        state.load = load
        state.loadSamples = Array((state.loadSamples + [load]).suffix(LiveState.sampleCount))
    case is LiveRequestStarted:
        state.requestCount += 1
        state.request = .running(number: state.requestCount)
    case let action as LiveRequestFinished:
        if case .running(let number) = state.request { state.request = .finished(number: number, rows: action.rows) }
    case let action as LiveRequestFailed:
        if case .running(let number) = state.request {
            state.request = .failed(number: number, message: action.message)
            state.failsNextRequest = false
        }
    case is LiveRequestCancelled:
        if case .running(let number) = state.request { state.request = .cancelled(number: number) }
    case let action as LiveSetFailsNextRequest:
        state.failsNextRequest = action.fails
    case let action as LiveQueryChanged:
        state.query = action.query
        state.isSearching = !LiveCatalog.isBlank(action.query)
        if !state.isSearching { state.results = [] }
    case let action as LiveSearchFinished:
        state.isSearching = false
        state.results = action.results
    case is LiveWorkInterrupted:
        if case .running(let number) = state.request { state.request = .cancelled(number: number) }
        state.isSearching = false
    default:
        break
    }
    return state
}
