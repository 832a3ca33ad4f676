import ReCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Live screen's timers' and tasks' work.
extension LiveScreen {
    /// The key of the report request task: a new request cancels the running one.
    static let requestKey = "report"
    /// The key of the lookup task: each new query cancels the previous lookup.
    static let searchKey = "search"

    /// Starts a report request on a slow, simulated server; a running one is cancelled first. The
    /// request fails when the switch says so, and the error comes back as an action.
    func fetchReport() {
        actions.startRequest()
        let fails = props.failsNextRequest
        let number = connection.store.state.live.requestCount
        task(key: Self.requestKey, onError: { LiveRequestFailed(message: "\($0)") }) { [clock] dispatch in
            try await clock.sleep(for: LiveCatalog.reportLatency)
            if fails { throw LiveCatalog.ReportError() }
            dispatch(LiveRequestFinished(rows: LiveCatalog.reportRows(number: number)))
        }
    }

    /// Cancels the running report request.
    func cancelReport() {
        guard runningTask(key: Self.requestKey) != nil else { return }
        cancelTask(key: Self.requestKey)
        actions.cancelRequest()
    }

    /// Looks `query` up after a pause; a newer query cancels this lookup, so an older one never
    /// shows its results. A blank query clears the results at once.
    func search(_ query: String) {
        actions.changeQuery(query)
        guard !LiveCatalog.isBlank(query) else {
            cancelTask(key: Self.searchKey)
            return
        }
        task(key: Self.searchKey) { [clock] dispatch in
            try await clock.sleep(for: LiveCatalog.searchLatency)
            dispatch(LiveSearchFinished(query: query, results: LiveCatalog.search(query)))
        }
    }

    /// The next load sample: two slow waves, always in [0, 1], the same on every run.
    func takeSample() {
        sampleCount += 1
        actions.sample(Self.load(atSample: sampleCount))
    }

    /// The load of sample `index`.
    static func load(atSample index: Int) -> Double {
        let x = Double(index)
        return min(max(0.5 + 0.3 * sin(x / 5) + 0.15 * sin(x * 1.3), 0), 1)
    }
}
