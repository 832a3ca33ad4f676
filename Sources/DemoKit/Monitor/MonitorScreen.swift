import ReCurses

/// A process monitor on `/proc`: per-processor bars, CPU, memory and swap histories, the load and the
/// task counts above a table of processes the store sorts and filters (or a tree by parent, `t`).
/// It reads `/proc` off the main actor every second while visible; `/` filters, `k` stops the
/// selected process (SIGTERM, then SIGKILL if it lingers).
package final class MonitorScreen: Screen, Connectable {
    /// What the screen shows.
    package struct Props: Equatable {
        /// One bar a processor (or a group of processors on large machines).
        let cpuBars: [BarChart.Bar]
        /// All processors' use, oldest first.
        let cpuHistory: [Double]
        /// Memory in use, oldest first.
        let memoryHistory: [Double]
        /// Swap in use, oldest first.
        let swapHistory: [Double]
        /// The load averages and the uptime.
        let loadText: String
        /// The task counts.
        let tasksText: String
        /// All processors' use now.
        let cpuText: String
        /// Memory used of all.
        let memoryText: String
        /// Swap used of all.
        let swapText: String
        /// The processes shown, sorted.
        let rows: [ProcessRow]
        /// The sort the table's header shows.
        let sort: DataTableSort
        /// The selected process.
        let selectedPID: Int?
        /// Whether the tree replaces the table.
        let showsTree: Bool
        /// The tree's top processes (those whose parent is not shown); empty while the table shows.
        let treeRoots: [ProcessRow]
        /// The shown processes by parent; empty while the table shows.
        let treeChildren: [Int: [ProcessRow]]
        /// The tree's expanded processes.
        let expandedPIDs: Set<Int>
        /// The filter's text.
        let query: String
        /// The last message, or the keys' summary.
        let message: String
        /// What the table shows with no rows.
        let emptyText: String
    }

    /// What the screen can ask the store to do.
    package struct Actions {
        /// Hands an action to the store.
        let dispatch: (Action) -> Void
    }

    /// How often `/proc` is read while the screen is visible.
    static let refreshInterval = Duration.seconds(1)
    /// How long after SIGTERM the screen looks whether the process is still running.
    static let stopCheckDelay = Duration.seconds(3)
    /// How long the filter waits for more typing before it runs.
    static let filterDelay = Duration.milliseconds(150)
    /// The most bars the processor chart shows; more processors are grouped.
    static let maximumCPUBars = 5

    package let connection: Connection<AppState, Props, Actions>
    /// Where snapshots come from and how signals are sent.
    let environment: MonitorEnvironment
    /// Each processor's use.
    let cpuChart = BarChart(maximumValue: 100)
    /// The load averages and uptime.
    let loadLabel = Label()
    /// The task counts.
    let tasksLabel = Label()
    /// All processors' use now.
    let cpuLabel = Label()
    /// All processors' recent use.
    let cpuSparkline = Sparkline(minimumValue: 0, maximumValue: 100, preferredWidth: MonitorState.historyLength)
    /// Memory used now.
    let memoryLabel = Label()
    /// Recent memory use.
    let memorySparkline = Sparkline(minimumValue: 0, maximumValue: 100, preferredWidth: MonitorState.historyLength)
    /// Swap used now.
    let swapLabel = Label()
    /// Recent swap use.
    let swapSparkline = Sparkline(minimumValue: 0, maximumValue: 100, preferredWidth: MonitorState.historyLength)
    /// The filter's text.
    let filterField = TextField(placeholder: "command or user (/)")
    /// The processes.
    let table = DataTable<ProcessRow>(columns: MonitorScreen.columns)
    /// The processes by parent.
    let tree = TreeView<ProcessRow>(children: { _ in [] }, hasChildren: { _ in false }) { row, _ in
        ListCell(MonitorScreen.treeText(row))
    }
    /// The last message.
    let messageLabel = Label()
    /// When `/proc` was last read, on the screen's clock.
    private var lastRefresh: Duration?

    /// A screen connected to `store`, reading and signalling through `environment`.
    package init(store: Store<AppState>, environment: MonitorEnvironment = .live) {
        self.environment = environment
        connection = Connection(
            store: store, mapStateToProps: { Self.props(of: $0.monitor) },
            mapDispatchToActions: { dispatch in Actions(dispatch: dispatch) })
        super.init(title: DemoExample.monitor.title)
        keyBindings += [
            KeyBinding(.character("/"), .filterProcesses, hint: "Filter"),
            KeyBinding(.character("t"), .toggleProcessTree, hint: "Tree"),
            KeyBinding(.character("k"), .stopProcess, hint: "Stop"),
        ]
        addCommand(.filterProcesses) { [weak self] in _ = self?.filterField.becomeFocused() }
        addCommand(.toggleProcessTree) { [weak self] in self?.toggleTree() }
        addCommand(.stopProcess) { [weak self] in self?.stopSelectedProcess() }
    }

    /// PID, User, S, CPU%, MEM%, RSS, Thr, Start and Command (the rest of the width); all sortable.
    static var columns: [DataTableColumn<ProcessRow>] {
        [
            DataTableColumn("PID", width: .fixed(7), alignment: .trailing, isSortable: true) { "\($0.id)" },
            DataTableColumn("User", width: .fit(min: 4, max: 10), isSortable: true) { $0.process.user },
            DataTableColumn("S", width: .fixed(1), isSortable: true) { $0.process.state },
            DataTableColumn("CPU%", width: .fixed(6), alignment: .trailing, isSortable: true) {
                MonitorFormat.percent($0.cpuPercent)
            },
            DataTableColumn("MEM%", width: .fixed(6), alignment: .trailing, isSortable: true) {
                MonitorFormat.percent($0.memoryPercent)
            },
            DataTableColumn("RSS", width: .fixed(6), alignment: .trailing, isSortable: true) {
                MonitorFormat.kibibytes($0.process.residentKiB)
            },
            DataTableColumn("Thr", width: .fixed(4), alignment: .trailing, isSortable: true) {
                "\($0.process.threads)"
            },
            DataTableColumn("Start", width: .fixed(5), isSortable: true) { $0.startText },
            DataTableColumn("Command", width: .fraction(1), isSortable: true) { $0.process.command },
        ]
    }

    /// A tree row: PID, CPU%, command.
    static func treeText(_ row: ProcessRow) -> String {
        "\(row.id)  \(MonitorFormat.percent(row.cpuPercent))%  \(row.process.command)"
    }

    package override func loadView() {
        table.allowsTypeToSearch = false
        tree.allowsTypeToSearch = false
        tree.emptyText = "no process matches"
        cpuChart.preferredBarWidth = 30
        let figures = VStack([
            loadLabel, tasksLabel,
            Self.row(cpuLabel, cpuSparkline), Self.row(memoryLabel, memorySparkline),
            Self.row(swapLabel, swapSparkline),
        ])
        let header = HStack(spacing: 2)
        header.add(cpuChart, sizing: .flexible(min: 10, max: 44, weight: 1))
        header.add(figures, sizing: .fill(weight: 1))
        let filter = HStack(spacing: 1)
        filter.add(Label("Filter"))
        filter.add(filterField, sizing: .fill)
        let page = VStack()
        page.add(header, sizing: .fixed(5))
        page.add(filter, sizing: .fixed(1))
        page.add(table, sizing: .fill)
        page.add(tree, sizing: .fill)
        page.add(messageLabel, sizing: .fixed(1))
        view = MonitorLayout(Padding(page, insets: EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)), header: header)
    }

    /// A label of 15 columns, then a sparkline in the rest.
    private static func row(_ label: Label, _ sparkline: Sparkline) -> HStack {
        let stack = HStack(spacing: 1)
        stack.add(label, sizing: .fixed(15))
        stack.add(sparkline, sizing: .fill)
        return stack
    }

    package override var preferredFocusedView: View? { props.showsTree ? tree : table }

    package override func viewDidLoad() {
        bindProps()
        table.selectionChanged.sink { [weak self] pid in self?.actions.dispatch(SelectMonitorProcess(pid: pid)) }
            .store(in: &connection.cancellables)
        tree.selectionChanged.sink { [weak self] pid in self?.actions.dispatch(SelectMonitorProcess(pid: pid)) }
            .store(in: &connection.cancellables)
        tree.expansionChanged.sink { [weak self] change in
            self?.actions.dispatch(ExpandMonitorProcesses(expandedPIDs: change.expandedIDs))
        }.store(in: &connection.cancellables)
        table.sortRequested.sink { [weak self] request in
            guard let column = MonitorSort.Column(rawValue: request.column) else { return }
            self?.actions.dispatch(
                SortMonitor(sort: MonitorSort(column: column, isDescending: request.direction == .descending)))
        }.store(in: &connection.cancellables)
        filterField.textChanged.sink { [weak self] in self?.filter($0) }.store(in: &connection.cancellables)
        filterField.submitted.sink { [weak self] _ in self?.focusProcesses() }.store(in: &connection.cancellables)
        every(Self.refreshInterval) { [unowned self] in refresh() }
    }

    /// Reads `/proc` at once when the screen appears (then every second), unless the last read is
    /// more recent than the refresh interval (back from a dialog).
    package override func viewWillAppear() {
        if let lastRefresh, clock.now - lastRefresh < Self.refreshInterval { return }
        refresh()
    }

    private func bindProps() {
        connection.bind(\.cpuBars, to: cpuChart.rx.bars)
        connection.bind(\.cpuHistory, to: cpuSparkline.rx.values)
        connection.bind(\.memoryHistory, to: memorySparkline.rx.values)
        connection.bind(\.swapHistory, to: swapSparkline.rx.values)
        connection.bind(\.loadText, to: loadLabel.rx.text)
        connection.bind(\.tasksText, to: tasksLabel.rx.text)
        connection.bind(\.cpuText, to: cpuLabel.rx.text)
        connection.bind(\.memoryText, to: memoryLabel.rx.text)
        connection.bind(\.swapText, to: swapLabel.rx.text)
        connection.bind(\.rows, to: table.rx.rows)
        connection.bind(\.sort, to: table.rx.sortDescriptor)
        connection.bind(\.selectedPID, to: table.rx.selection)
        connection.bind(\.emptyText, to: table.rx.emptyText)
        connection.subscribe(\.showsTree) { [weak self] showsTree in
            guard let self else { return }
            table.isHidden = showsTree
            tree.isHidden = !showsTree
        }
        connection.bind(
            \.treeChildren,
            to: Binder(tree) { tree, children in
                tree.hasChildren = { children[$0.id] != nil }
                tree.children = { children[$0.id] ?? [] }
            })
        connection.bind(\.treeRoots, to: tree.rx.roots)
        connection.bind(\.expandedPIDs, to: tree.rx.expandedIDs)
        connection.bind(\.selectedPID, to: tree.rx.selection)
        connection.bind(\.query, to: filterField.rx.text)
        connection.bind(\.message, to: messageLabel.rx.text)
    }

    /// The store's monitor state now.
    var state: MonitorState { connection.store.state.monitor }

    /// The selected process, if it is shown.
    var selectedRow: ProcessRow? {
        guard let pid = state.selectedPID else { return nil }
        return state.rows.first { $0.id == pid }
    }

    /// Reads `/proc` off the main actor; the snapshot comes back as one action. A read still running
    /// is cancelled first.
    func refresh() {
        lastRefresh = clock.now
        let reader = environment.reader
        task(key: "refresh") { dispatch in
            dispatch(MonitorRefreshed(snapshot: await reader.snapshot()))
        }
    }

    /// Filters by `query` after a pause, off the main actor; a newer query cancels this one, so
    /// an older filter never shows its rows.
    func filter(_ query: String) {
        actions.dispatch(ChangeMonitorQuery(query: query))
        let processes = state.processes
        task(key: "filter") { [clock] dispatch in
            try await clock.sleep(for: Self.filterDelay)
            let pids = await MonitorFilter.matchingPIDs(in: processes, query: query)
            try Task.checkCancellation()
            dispatch(MonitorFilterApplied(query: query, matchingPIDs: pids))
        }
    }

    private func toggleTree() {
        let hadFocus = table.isFocused || tree.isFocused
        actions.dispatch(ToggleMonitorTree())
        if hadFocus { focusProcesses() }
    }

    /// Moves the focus to the table or the tree, whichever shows.
    func focusProcesses() {
        _ = (props.showsTree ? tree : table).becomeFocused()
    }
}
