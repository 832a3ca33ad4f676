import ReCurses

/// Live data: a clock and a load gauge fed by screen timers, a slow report request and a fruit
/// search that run as screen tasks (each exclusive by its key), spinners while they run. The timers
/// pause while the screen is covered; leaving the screen stops the timers and cancels the tasks.
package final class LiveScreen: Screen, Connectable {
    /// What the screen shows.
    package struct Props: Equatable {
        /// The clock, `HH:MM:SS`.
        let time: String
        /// The latest load, in [0, 1].
        let load: Double
        /// The load in words: now and on average.
        let loadText: String
        /// The recent load samples, oldest first.
        let loadHistory: [Double]
        /// The load now, on average and at its peak over the kept samples.
        let loadBars: [BarChart.Bar]
        /// Whether a report request runs.
        let isRequestRunning: Bool
        /// Where the last request stands, in words.
        let requestText: String
        /// Whether the last request failed.
        let requestFailed: Bool
        /// Whether the next request fails.
        let failsNextRequest: Bool
        /// The search field's text.
        let query: String
        /// Whether a lookup runs.
        let isSearching: Bool
        /// What the last lookup found, in words.
        let resultsText: String
    }

    /// What the screen can ask the store to do.
    package struct Actions {
        /// Shows a time of day.
        let tick: (Int) -> Void
        /// Records a load sample.
        let sample: (Double) -> Void
        /// Marks a request as started.
        let startRequest: () -> Void
        /// Marks the running request as cancelled.
        let cancelRequest: () -> Void
        /// Sets whether the next request fails.
        let setFailsNextRequest: (Bool) -> Void
        /// Sets the search text (a lookup starts unless it is blank).
        let changeQuery: (String) -> Void
        /// Marks work the screen no longer runs as over.
        let interruptWork: () -> Void
    }

    package let connection: Connection<AppState, Props, Actions>
    /// The time of day.
    let timeLabel = Label()
    /// The latest load.
    let loadBar = ProgressBar(showsPercentage: true)
    /// The load in words.
    let loadLabel = Label()
    /// The recent load samples, newest on the right.
    let loadSparkline = Sparkline(minimumValue: 0, maximumValue: 1, preferredWidth: LiveState.sampleCount)
    /// The load now, on average and at its peak.
    let loadChart = BarChart(maximumValue: 100)
    /// Turns while a report request runs.
    let requestSpinner = ActivityIndicator()
    /// Starts a report request (restarting a running one).
    let fetchButton = Button("Fetch")
    /// Cancels the running report request.
    let cancelButton = Button("Cancel")
    /// Where the last request stands.
    let requestLabel = Label()
    /// Makes the next request fail.
    let failSwitch = Switch("Fail the next request")
    /// What to look for.
    let searchField = TextField(placeholder: "a fruit, e.g. ap")
    /// Turns while a lookup runs.
    let searchSpinner = ActivityIndicator()
    /// What the lookup found.
    let resultsLabel = Label()

    /// How often the load is sampled.
    package static let sampleInterval = Duration.milliseconds(500)
    /// How many load samples were taken; the next one follows from it.
    var sampleCount = 0

    /// A screen connected to `store`.
    package init(store: Store<AppState>) {
        connection = Connection(
            store: store, mapStateToProps: Self.props(from:), mapDispatchToActions: Self.actions(dispatch:))
        super.init(title: DemoExample.live.title)
    }

    package override func loadView() {
        let buttons = HStack(spacing: 2, [fetchButton, cancelButton])
        buttons.add(View(), sizing: .fill)
        let requestStatus = HStack(spacing: 1)
        requestStatus.add(requestSpinner)
        requestStatus.add(requestLabel, sizing: .fill)
        let history = HStack([loadSparkline])
        history.add(View(), sizing: .fill)
        let searchStatus = HStack(spacing: 1)
        searchStatus.add(searchSpinner)
        searchStatus.add(resultsLabel, sizing: .fill)
        view = ExamplePage.page(
            introduction: "Timers feed the clock and the load gauge while this screen is visible; the report "
                + "and the search run as tasks. Leave the screen and all of it stops.",
            rows: [
                Form(
                    spacing: 1, labelWidth: ExamplePage.labelWidth,
                    rows: [
                        FormRow("Clock", timeLabel),
                        FormRow("Load", VStack([loadBar, history, loadLabel])),
                        FormRow("Summary", loadChart),
                        FormRow("Report", VStack([buttons, requestStatus, failSwitch])),
                        FormRow("Search", VStack([searchField, searchStatus])),
                    ])
            ])
    }

    package override func viewDidLoad() {
        bindProps()
        bindUserInput()
        every(.seconds(1)) { [unowned self] in actions.tick(LiveTimeOfDay.now(on: clock)) }
        every(Self.sampleInterval) { [unowned self] in takeSample() }
    }

    /// The clock is right at once; work that was cut short while the screen was away is marked over.
    package override func viewWillAppear() {
        actions.tick(LiveTimeOfDay.now(on: clock))
        if sampleCount == 0 { takeSample() }
        let stale =
            (props.isRequestRunning && runningTask(key: Self.requestKey) == nil)
            || (props.isSearching && runningTask(key: Self.searchKey) == nil)
        if stale { actions.interruptWork() }
    }

    private func bindProps() {
        connection.bind(\.time, to: timeLabel.rx.text)
        connection.bind(\.load, to: loadBar.rx.progress)
        connection.bind(\.loadText, to: loadLabel.rx.text)
        connection.bind(\.loadHistory, to: loadSparkline.rx.values)
        connection.bind(\.loadBars, to: loadChart.rx.bars)
        connection.bind(\.isRequestRunning, to: requestSpinner.rx.isAnimating)
        connection.bind(\.isRequestRunning, to: cancelButton.rx.isEnabled)
        connection.bind(\.requestText, to: requestLabel.rx.text)
        connection.subscribe(\.requestFailed) { [weak self] failed in
            self?.requestLabel.themeStyle = failed ? \.error : \.normal
        }
        connection.bind(\.failsNextRequest, to: failSwitch.rx.isOn)
        connection.bind(\.query, to: searchField.rx.text)
        connection.bind(\.isSearching, to: searchSpinner.rx.isAnimating)
        connection.bind(\.resultsText, to: resultsLabel.rx.text)
    }

    private func bindUserInput() {
        fetchButton.tapped.sink { [weak self] in self?.fetchReport() }.store(in: &connection.cancellables)
        cancelButton.tapped.sink { [weak self] in self?.cancelReport() }.store(in: &connection.cancellables)
        failSwitch.toggled.sink { [weak self] in self?.actions.setFailsNextRequest($0) }
            .store(in: &connection.cancellables)
        searchField.textChanged.sink { [weak self] in self?.search($0) }.store(in: &connection.cancellables)
    }

    private static func props(from state: AppState) -> Props {
        let live = state.live
        return Props(
            time: LiveTimeOfDay.format(live.timeOfDay), load: live.load,
            loadText: "\(percent(live.load)) now, \(percent(live.averageLoad)) on average",
            loadHistory: live.loadSamples,
            loadBars: [
                BarChart.Bar("now", value: live.load * 100, valueText: percent(live.load)),
                BarChart.Bar("average", value: live.averageLoad * 100, valueText: percent(live.averageLoad)),
                BarChart.Bar(
                    "peak", value: (live.loadSamples.max() ?? 0) * 100, valueText: percent(live.loadSamples.max() ?? 0)),
            ],
            isRequestRunning: live.isRequestRunning, requestText: requestText(live.request),
            requestFailed: { if case .failed = live.request { true } else { false } }(),
            failsNextRequest: live.failsNextRequest, query: live.query, isSearching: live.isSearching,
            resultsText: resultsText(live))
    }

    private static func actions(dispatch: @escaping DispatchFunction) -> Actions {
        Actions(
            tick: { dispatch(LiveClockTicked(timeOfDay: $0)) },
            sample: { dispatch(LiveLoadSampled(load: $0)) },
            startRequest: { dispatch(LiveRequestStarted()) },
            cancelRequest: { dispatch(LiveRequestCancelled()) },
            setFailsNextRequest: { dispatch(LiveSetFailsNextRequest(fails: $0)) },
            changeQuery: { dispatch(LiveQueryChanged(query: $0)) },
            interruptWork: { dispatch(LiveWorkInterrupted()) })
    }

    private static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }

    private static func requestText(_ request: LiveState.Request) -> String {
        switch request {
        case .idle: "Fetch asks a slow server for a report."
        case .running(let number): "Fetching report #\(number)…"
        case .finished(let number, let rows): "Report #\(number): \(rows) rows."
        case .failed(let number, let message): "Request #\(number) failed: \(message)."
        case .cancelled(let number): "Request #\(number) was cancelled."
        }
    }

    private static func resultsText(_ live: LiveState) -> String {
        if live.isSearching { return "Looking up “\(live.query)”…" }
        if LiveCatalog.isBlank(live.query) { return "Type to search; each key cancels the last lookup." }
        if live.results.isEmpty { return "No fruit matches “\(live.query)”." }
        return live.results.joined(separator: ", ")
    }
}
