import ReStore

/// A new snapshot of `/proc` arrived: one action a refresh.
package struct MonitorRefreshed: Action, Encodable {
    /// What was read.
    let snapshot: SystemSnapshot

    /// The snapshot `snapshot` arrived.
    package init(snapshot: SystemSnapshot) {
        self.snapshot = snapshot
    }
}

/// Sorts the processes.
struct SortMonitor: Action, Encodable {
    /// The new sort.
    let sort: MonitorSort
}

/// The user selected a process.
struct SelectMonitorProcess: Action, Encodable {
    /// Its PID.
    let pid: Int
}

/// Shows the tree by parent instead of the table, or back.
struct ToggleMonitorTree: Action, Encodable {}

/// The user expanded or collapsed processes in the tree: the proposed expanded set.
struct ExpandMonitorProcesses: Action, Encodable {
    /// Every expanded process.
    let expandedPIDs: Set<Int>
}

/// The filter's text changed (the rows follow when its filtering is done).
struct ChangeMonitorQuery: Action, Encodable {
    /// The text.
    let query: String
}

/// The filtering of `query` is done.
struct MonitorFilterApplied: Action, Encodable {
    /// The text filtered with.
    let query: String
    /// The processes that match it.
    let matchingPIDs: Set<Int>
}

/// What an action on a process came to, shown under the table (nil clears it).
struct ShowMonitorMessage: Action, Encodable {
    /// The message.
    let message: String?
}
