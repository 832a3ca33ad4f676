/// The Monitor example's state: the last two snapshots' figures, the processes shown (filtered and
/// sorted), the selection, the tree's collapsed processes, the filter and the last message.
struct MonitorState: Equatable, Encodable {
    /// How many samples the history sparklines keep.
    static let historyLength = 60

    /// The latest snapshot (without its processes, which are in `processes`).
    var snapshot: SystemSnapshot?
    /// Each processor's use since the previous snapshot, in percent.
    var cpuUsage: [Double] = []
    /// All processors' use, oldest first.
    var cpuHistory: [Double] = []
    /// Memory in use, in percent, oldest first.
    var memoryHistory: [Double] = []
    /// Swap in use, in percent, oldest first.
    var swapHistory: [Double] = []
    /// Every process of the latest snapshot, by PID.
    var processes: [ProcessRow] = []
    /// The processes the filter keeps, sorted: what the table shows.
    var rows: [ProcessRow] = []
    /// The table's sort.
    var sort = MonitorSort.byCPU
    /// The selected process.
    var selectedPID: Int?
    /// Whether the tree by parent replaces the table.
    var showsTree = false
    /// The processes whose children the tree hides (every other one is expanded).
    var collapsedPIDs: Set<Int> = []
    /// The filter's text as typed.
    var query = ""
    /// The filter's text the rows were filtered with.
    var appliedQuery = ""
    /// What the last action on a process came to.
    var message: String?
    /// How many snapshots arrived.
    var refreshCount = 0

    /// Nothing read yet.
    static let initial = MonitorState()

    /// The task counts by state: running, sleeping, waiting on the disk, stopped, zombie.
    var taskCounts: (total: Int, running: Int, sleeping: Int, waiting: Int, stopped: Int, zombie: Int) {
        var counts = (total: processes.count, running: 0, sleeping: 0, waiting: 0, stopped: 0, zombie: 0)
        for row in processes {
            switch row.process.state {
            case "R": counts.running += 1
            case "S", "I": counts.sleeping += 1
            case "D": counts.waiting += 1
            case "T", "t": counts.stopped += 1
            case "Z": counts.zombie += 1
            default: break
            }
        }
        return counts
    }
}
