import ReCurses

/// The Monitor screen's props, worked out from the store's state.
extension MonitorScreen {
    /// The props of `state`.
    static func props(of state: MonitorState) -> Props {
        let snapshot = state.snapshot
        let memory = snapshot?.memory ?? MemoryFigures()
        let loadText =
            snapshot.map { snapshot in
                "Load " + snapshot.loadAverage.map(MonitorFormat.load(_:)).joined(separator: " ") + "   Up "
                    + MonitorFormat.uptime(snapshot.uptimeSeconds)
            } ?? "Reading /proc…"
        let (treeRoots, treeChildren) = state.showsTree ? tree(of: state.rows) : ([], [:])
        let expanded = Set(treeChildren.keys).subtracting(state.collapsedPIDs)
        return Props(
            cpuBars: cpuBars(state.cpuUsage),
            cpuHistory: state.cpuHistory, memoryHistory: state.memoryHistory, swapHistory: state.swapHistory,
            loadText: loadText, tasksText: tasksText(state),
            cpuText: "CPU  " + MonitorFormat.percent(state.cpuHistory.last ?? 0) + "%",
            memoryText: "Mem  "
                + usedOfTotal(
                    memory.totalKiB - min(memory.availableKiB, memory.totalKiB),
                    memory.totalKiB),
            swapText: "Swap "
                + usedOfTotal(
                    memory.swapTotalKiB - min(memory.swapFreeKiB, memory.swapTotalKiB),
                    memory.swapTotalKiB),
            rows: state.rows,
            sort: DataTableSort(
                column: state.sort.column.rawValue, direction: state.sort.isDescending ? .descending : .ascending),
            selectedPID: state.selectedPID, showsTree: state.showsTree, treeRoots: treeRoots,
            treeChildren: treeChildren, expandedPIDs: expanded, query: state.query,
            message: state.message ?? "/ filter · t tree · k stop · s sort",
            emptyText: state.refreshCount == 0 ? "reading /proc…" : "no process matches “\(state.appliedQuery)”")
    }

    /// One bar a processor; more than `maximumCPUBars` are grouped in ranges (`cpu0-3`) of their mean.
    static func cpuBars(_ usage: [Double]) -> [BarChart.Bar] {
        let groupSize = max(1, (usage.count + maximumCPUBars - 1) / maximumCPUBars)
        return stride(from: 0, to: usage.count, by: groupSize).map { start in
            let end = min(start + groupSize, usage.count)
            let mean = usage[start..<end].reduce(0, +) / Double(end - start)
            let label = end - start == 1 ? "cpu\(start)" : "cpu\(start)-\(end - 1)"
            return BarChart.Bar(label, value: mean, valueText: MonitorFormat.percent(mean) + "%")
        }
    }

    private static func usedOfTotal(_ used: Int, _ total: Int) -> String {
        MonitorFormat.kibibytes(used) + "/" + MonitorFormat.kibibytes(total)
    }

    /// `Tasks 199: 2 running, 190 sleeping, 1 zombie` (states with no task left out).
    private static func tasksText(_ state: MonitorState) -> String {
        let counts = state.taskCounts
        let parts = [
            (counts.running, "running"), (counts.sleeping, "sleeping"), (counts.waiting, "waiting"),
            (counts.stopped, "stopped"), (counts.zombie, "zombie"),
        ].filter { $0.0 > 0 || $0.1 == "running" }.map { "\($0.0) \($0.1)" }
        return "Tasks \(counts.total): " + parts.joined(separator: ", ")
    }

    /// The processes by parent: the roots (whose parent is not among `rows`) and each parent's
    /// children, in the rows' order.
    static func tree(of rows: [ProcessRow]) -> (roots: [ProcessRow], children: [Int: [ProcessRow]]) {
        let shown = Set(rows.map(\.id))
        var roots: [ProcessRow] = []
        var children: [Int: [ProcessRow]] = [:]
        for row in rows {
            if row.process.parentPID != row.id, shown.contains(row.process.parentPID) {
                children[row.process.parentPID, default: []].append(row)
            } else {
                roots.append(row)
            }
        }
        return (roots, children)
    }
}
