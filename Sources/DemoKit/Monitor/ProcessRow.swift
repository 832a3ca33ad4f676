/// One row of the monitor's table: a process and the figures worked out from two snapshots.
struct ProcessRow: Equatable, Encodable, Sendable, Identifiable {
    /// The process as read.
    var process: ProcessRecord
    /// Its share of all processors' time since the previous snapshot, in percent.
    var cpuPercent: Double
    /// Its resident memory as a share of all memory, in percent.
    var memoryPercent: Double
    /// When it started, in seconds since 1970 (local time: shifted by the UTC offset).
    var localStartTime: Int
    /// The start time as the table shows it: `HH:MM` today, `Mon DD` before.
    var startText: String

    /// The process id identifies the row.
    var id: Int { process.pid }
}
