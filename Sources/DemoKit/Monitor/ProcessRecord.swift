/// One process as read from `/proc`, at one moment: plain values, no UI.
struct ProcessRecord: Equatable, Encodable, Sendable, Identifiable {
    /// The process id.
    var pid: Int
    /// The parent's process id (0 for the roots).
    var parentPID: Int
    /// The real user id.
    var uid: Int
    /// The user's name (the uid in digits when `/etc/passwd` does not name it).
    var user: String
    /// The one-letter state (`R` running, `S` sleeping, `D` waiting on the disk, `Z` zombie, …).
    var state: String
    /// The executable's short name (up to 15 bytes; may hold spaces and parentheses).
    var name: String
    /// The command line, its arguments joined by spaces; `[name]` for kernel threads and zombies.
    var command: String
    /// CPU time used so far, user and system, in clock ticks.
    var cpuTicks: UInt64
    /// Resident memory, in KiB.
    var residentKiB: Int
    /// The number of threads.
    var threads: Int
    /// When it started, in clock ticks after boot.
    var startTicks: UInt64

    /// The process id identifies it.
    var id: Int { pid }
}
