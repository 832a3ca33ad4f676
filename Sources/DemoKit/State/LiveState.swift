/// The Live example: a clock and a load gauge fed by timers, a slow request and a search that run
/// as tasks.
struct LiveState: Equatable, Encodable {
    /// Where the simulated report request stands.
    enum Request: Equatable, Encodable {
        /// None made yet.
        case idle
        /// Request `number` is under way.
        case running(number: Int)
        /// Request `number` brought a report of `rows` rows.
        case finished(number: Int, rows: Int)
        /// Request `number` failed with `message`.
        case failed(number: Int, message: String)
        /// Request `number` was cancelled.
        case cancelled(number: Int)
    }

    /// The clock's time of day, in seconds since midnight.
    var timeOfDay: Int
    /// The latest load sample, in [0, 1].
    var load: Double
    /// The recent load samples, oldest first, at most `sampleCount` of them.
    var loadSamples: [Double]
    /// The report request.
    var request: Request
    /// How many requests were started (the next one gets the next number).
    var requestCount: Int
    /// Whether the next request fails, to show how an error comes back as an action.
    var failsNextRequest: Bool
    /// The search field's text.
    var query: String
    /// Whether a lookup of `query` is under way.
    var isSearching: Bool
    /// What the last finished lookup found.
    var results: [String]

    /// How many load samples are kept.
    static let sampleCount = 40

    /// Midnight, no samples, nothing requested or searched.
    static let initial = LiveState(
        timeOfDay: 0, load: 0, loadSamples: [], request: .idle, requestCount: 0, failsNextRequest: false,
        query: "", isSearching: false, results: [])

    /// Whether a request is under way.
    var isRequestRunning: Bool {
        if case .running = request { return true }
        return false
    }

    /// The mean of the kept load samples (0 without any).
    var averageLoad: Double {
        loadSamples.isEmpty ? 0 : loadSamples.reduce(0, +) / Double(loadSamples.count)
    }
}
