#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the monitor reads and how it signals processes: the machine's own, or a fixture tree and a
/// fake sender in tests.
package struct MonitorEnvironment: Sendable {
    /// Reads the snapshots.
    var reader: ProcessTableReader
    /// Sends a signal to a process: 0 when it was sent, else the `errno` (`EPERM`, `ESRCH`, …).
    var sendSignal: @MainActor @Sendable (_ pid: Int, _ signal: Int32) -> Int32
    /// The monitor's own process id, never signalled.
    var ownPID: Int

    /// Reads with `reader`, signals with `sendSignal`, and never signals `ownPID`.
    package init(
        reader: ProcessTableReader, sendSignal: @escaping @MainActor @Sendable (_ pid: Int, _ signal: Int32) -> Int32,
        ownPID: Int
    ) {
        self.reader = reader
        self.sendSignal = sendSignal
        self.ownPID = ownPID
    }

    /// The machine's `/proc` and `kill(2)`.
    package static let live = MonitorEnvironment(
        reader: .live,
        sendSignal: { pid, signal in
            guard pid > 0, pid <= Int(Int32.max) else { return ESRCH }
            return kill(pid_t(pid), signal) == 0 ? 0 : errno
        },
        ownPID: Int(getpid()))
}
