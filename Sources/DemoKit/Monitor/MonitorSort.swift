/// How the monitor's processes are sorted: by which column, in which direction; ties go by PID.
struct MonitorSort: Equatable, Encodable, Sendable {
    /// The columns the table sorts by (their raw values are the table's column ids).
    enum Column: String, Equatable, Encodable, CaseIterable, Sendable {
        case pid = "PID"
        case user = "User"
        case state = "S"
        case cpu = "CPU%"
        case memory = "MEM%"
        case resident = "RSS"
        case threads = "Thr"
        case start = "Start"
        case command = "Command"
    }

    /// The column.
    var column: Column
    /// Largest first when true.
    var isDescending: Bool

    /// The busiest first.
    static let byCPU = MonitorSort(column: .cpu, isDescending: true)

    /// `rows` in this order.
    func sorted(_ rows: [ProcessRow]) -> [ProcessRow] {
        rows.sorted { lhs, rhs in
            let (first, second) = isDescending ? (rhs, lhs) : (lhs, rhs)
            switch column {
            case .pid: break
            case .user where first.process.user != second.process.user: return first.process.user < second.process.user
            case .state where first.process.state != second.process.state:
                return first.process.state < second.process.state
            case .cpu where first.cpuPercent != second.cpuPercent: return first.cpuPercent < second.cpuPercent
            case .memory where first.memoryPercent != second.memoryPercent:
                return first.memoryPercent < second.memoryPercent
            case .resident where first.process.residentKiB != second.process.residentKiB:
                return first.process.residentKiB < second.process.residentKiB
            case .threads where first.process.threads != second.process.threads:
                return first.process.threads < second.process.threads
            case .start where first.process.startTicks != second.process.startTicks:
                return first.process.startTicks < second.process.startTicks
            case .command where first.process.command != second.process.command:
                return first.process.command < second.process.command
            default: return lhs.process.pid < rhs.process.pid
            }
            return first.process.pid < second.process.pid
        }
    }
}
