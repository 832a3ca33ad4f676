import ReStore

/// The Monitor example's reducer.
func monitorReducer(action: Action, state: MonitorState) -> MonitorState {
    var state = state
    switch action {
    case let action as MonitorRefreshed:
        state.refresh(with: action.snapshot)
    case let action as SortMonitor:
        state.sort = action.sort
        state.rows = action.sort.sorted(state.rows)
    case let action as SelectMonitorProcess:
        state.selectedPID = action.pid
    case is ToggleMonitorTree:
        state.showsTree.toggle()
    case let action as ExpandMonitorProcesses:
        let parents = Set(state.processes.map(\.process.parentPID))
        state.collapsedPIDs = parents.subtracting(action.expandedPIDs)
    case let action as ChangeMonitorQuery:
        state.query = action.query
    case let action as MonitorFilterApplied:
        guard action.query == state.query else { break }
        state.appliedQuery = action.query
        state.show(state.processes.filter { action.matchingPIDs.contains($0.id) })
    case let action as ShowMonitorMessage:
        state.message = action.message
    default:
        break
    }
    return state
}

extension MonitorState {
    /// Takes in a new snapshot: the usage since the previous one, the histories, the rows.
    fileprivate mutating func refresh(with new: SystemSnapshot) {
        let previous = snapshot
        let previousTicks = Dictionary(
            processes.map { ($0.id, (ticks: $0.process.cpuTicks, start: $0.process.startTicks)) },
            uniquingKeysWith: { first, _ in first })
        let elapsedTicks = previous.map { new.totalCPU.total &- $0.totalCPU.total } ?? 0
        let bootTime = Double(new.takenAt) - new.uptimeSeconds
        let ticksPerSecond = Double(max(1, new.ticksPerSecond))
        let cpuCount = Double(max(1, new.cpus.count))
        processes = new.processes.map { process in
            let cpuPercent: Double
            if let before = previousTicks[process.pid], before.start == process.startTicks, elapsedTicks > 0,
                new.totalCPU.total > previous?.totalCPU.total ?? 0
            {
                cpuPercent =
                    Double(process.cpuTicks &- min(before.ticks, process.cpuTicks)) * 100 / Double(elapsedTicks)
            } else {
                // First seen: its average over its life, as `ps` shows it.
                let lifeTicks = (new.uptimeSeconds - Double(process.startTicks) / ticksPerSecond) * ticksPerSecond
                cpuPercent = lifeTicks > 0 ? Double(process.cpuTicks) * 100 / (lifeTicks * cpuCount) : 0
            }
            let memoryPercent =
                new.memory.totalKiB > 0 ? Double(process.residentKiB) * 100 / Double(new.memory.totalKiB) : 0
            let start = Int(bootTime + Double(process.startTicks) / ticksPerSecond) + new.utcOffsetSeconds
            return ProcessRow(
                process: process, cpuPercent: min(100, max(0, cpuPercent)), memoryPercent: min(100, memoryPercent),
                localStartTime: start,
                startText: MonitorFormat.start(start, now: new.takenAt + new.utcOffsetSeconds))
        }
        let zero = CPUTimes(busy: 0, total: 0)
        cpuUsage = new.cpus.indices.map { index in
            new.cpus[index].usage(since: previous?.cpus.indices.contains(index) == true ? previous!.cpus[index] : zero)
        }
        Self.append(new.totalCPU.usage(since: previous?.totalCPU ?? zero), to: &cpuHistory)
        Self.append(new.memory.usedPercent, to: &memoryHistory)
        Self.append(new.memory.swapUsedPercent, to: &swapHistory)
        var kept = new
        kept.processes = []
        snapshot = kept
        refreshCount += 1
        collapsedPIDs.formIntersection(processes.map(\.id))
        show(processes.filter { MonitorFilter.matches($0, appliedQuery) })
    }

    /// Shows `newRows`, sorted; the selection stays on its process, or moves to its neighbour in
    /// the previous order (the next one still shown, else the one before) when it is gone.
    fileprivate mutating func show(_ newRows: [ProcessRow]) {
        let previousRows = rows
        rows = sort.sorted(newRows)
        let shown = Set(rows.map(\.id))
        guard let selected = selectedPID, !shown.contains(selected) else {
            if selectedPID == nil { selectedPID = rows.first?.id }
            return
        }
        guard let index = previousRows.firstIndex(where: { $0.id == selected }) else {
            selectedPID = rows.first?.id
            return
        }
        selectedPID =
            previousRows[(index + 1)...].first { shown.contains($0.id) }?.id
            ?? previousRows[..<index].last { shown.contains($0.id) }?.id
            ?? rows.first?.id
    }

    private static func append(_ value: Double, to history: inout [Double]) {
        history.append(value)
        if history.count > historyLength { history.removeFirst(history.count - historyLength) }
    }
}
