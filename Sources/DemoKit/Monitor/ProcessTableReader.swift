#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the processes and the system's figures from `/proc` under a root folder (`/` for the
/// machine itself, a fixture tree in tests), off the main actor. Processes that exit while being
/// read are left out.
package struct ProcessTableReader: Sendable {
    /// The folder holding `proc/` and `etc/passwd`.
    var root: String
    /// The time of a snapshot (seconds since 1970) and the local offset from UTC then; nil uses the
    /// system clock and time zone.
    var fixedTime: (seconds: Int, utcOffset: Int)?

    /// A reader of the machine's own `/proc`.
    static let live = ProcessTableReader(root: "/")

    /// A reader of `root/proc` and `root/etc/passwd`.
    package init(root: String, fixedTime: (seconds: Int, utcOffset: Int)? = nil) {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        self.fixedTime = fixedTime
    }

    /// A snapshot of the system, read off the main actor.
    @concurrent func snapshot() async -> SystemSnapshot {
        readSnapshot()
    }

    /// The same, on the calling thread.
    package func readSnapshot() -> SystemSnapshot {
        var snapshot = SystemSnapshot()
        let proc = root + "/proc"
        (snapshot.totalCPU, snapshot.cpus) = ProcFileParser.cpuTimes(Self.contents(of: proc + "/stat") ?? [])
        snapshot.memory = ProcFileParser.memory(Self.contents(of: proc + "/meminfo") ?? [])
        snapshot.loadAverage = ProcFileParser.loadAverage(Self.contents(of: proc + "/loadavg") ?? [])
        snapshot.uptimeSeconds = ProcFileParser.uptime(Self.contents(of: proc + "/uptime") ?? [])
        (snapshot.takenAt, snapshot.utcOffsetSeconds) = fixedTime ?? Self.now()
        snapshot.ticksPerSecond = max(1, sysconf(Int32(_SC_CLK_TCK)))
        let users = ProcFileParser.userNames(Self.contents(of: root + "/etc/passwd") ?? [])
        snapshot.processes = Self.processIDs(in: proc).compactMap { process($0, in: proc, users: users) }
        return snapshot
    }

    /// The process `pid`, or nil when it is gone.
    private func process(_ pid: Int, in proc: String, users: [Int: String]) -> ProcessRecord? {
        let folder = proc + "/\(pid)"
        guard let statBytes = Self.contents(of: folder + "/stat"), let stat = ProcFileParser.stat(statBytes) else {
            return nil
        }
        let status = ProcFileParser.status(Self.contents(of: folder + "/status") ?? [])
        let commandLine = ProcFileParser.commandLine(Self.contents(of: folder + "/cmdline") ?? [])
        let uid = status.uid ?? -1
        return ProcessRecord(
            pid: pid, parentPID: stat.parentPID, uid: uid, user: users[uid] ?? (uid < 0 ? "?" : String(uid)),
            state: stat.state, name: stat.name, command: commandLine.isEmpty ? "[" + stat.name + "]" : commandLine,
            cpuTicks: stat.cpuTicks, residentKiB: status.residentKiB ?? 0, threads: status.threads ?? stat.threads,
            startTicks: stat.startTicks)
    }

    /// The numeric entries of `proc`, ascending.
    private static func processIDs(in proc: String) -> [Int] {
        guard let directory = opendir(proc) else { return [] }
        defer { closedir(directory) }
        var pids: [Int] = []
        while let record = readdir(directory) {
            let pid = withUnsafeBytes(of: record.pointee.d_name) { bytes -> Int? in
                let name = bytes.prefix { $0 != 0 }
                guard !name.isEmpty, name.count < 11, name.allSatisfy({ (48...57).contains($0) }) else { return nil }
                return name.reduce(0) { $0 * 10 + Int($1 - 48) }
            }
            if let pid { pids.append(pid) }
        }
        return pids.sorted()
    }

    /// The bytes of the file at `path`, or nil when it cannot be read (gone, no permission).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return bytes.isEmpty ? nil : bytes }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[..<count])
        }
    }

    /// The system time and the local offset from UTC.
    private static func now() -> (Int, Int) {
        var seconds = time(nil)
        var local = tm()
        localtime_r(&seconds, &local)
        return (Int(seconds), Int(local.tm_gmtoff))
    }
}
