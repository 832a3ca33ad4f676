/// Parses the text of `/proc` files (and `/etc/passwd`) into plain values. Every parser tolerates
/// lines and fields it does not know, and missing ones; what it cannot read is left out, never a crash.
enum ProcFileParser {
    /// What `/proc/[pid]/stat` says about a process.
    struct Stat: Equatable, Sendable {
        /// The process id.
        var pid: Int
        /// The executable's short name, between the first `(` and the last `)`.
        var name: String
        /// The one-letter state.
        var state: String
        /// The parent's process id.
        var parentPID: Int
        /// User and system CPU time, in clock ticks.
        var cpuTicks: UInt64
        /// The number of threads.
        var threads: Int
        /// The start time, in clock ticks after boot.
        var startTicks: UInt64
    }

    /// What `/proc/[pid]/status` adds: the real uid, the threads and the resident memory.
    struct Status: Equatable, Sendable {
        /// The real user id.
        var uid: Int?
        /// The number of threads.
        var threads: Int?
        /// Resident memory, in KiB (absent for kernel threads and zombies).
        var residentKiB: Int?
    }

    /// Parses `/proc/[pid]/stat`. The name may hold spaces and parentheses: it runs from the first
    /// `(` to the last `)`. Nil when the line is cut short before the state.
    static func stat(_ bytes: [UInt8]) -> Stat? {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")),
            let close = bytes.lastIndex(of: UInt8(ascii: ")")), open < close,
            let pid = Int(text(bytes[..<open]).trimmed)
        else { return nil }
        let name = text(bytes[(open + 1)..<close])
        let fields = text(bytes[(close + 1)...]).split(separator: " ", omittingEmptySubsequences: true)
        guard let state = fields.first else { return nil }
        func number(_ index: Int) -> UInt64 { index < fields.count ? UInt64(fields[index].trimmed) ?? 0 : 0 }
        return Stat(
            pid: pid, name: name, state: String(state), parentPID: Int(number(1)),
            cpuTicks: number(11) &+ number(12), threads: Int(number(17)), startTicks: number(19))
    }

    /// Parses `/proc/[pid]/status`.
    static func status(_ bytes: [UInt8]) -> Status {
        var status = Status()
        for (key, value) in keyedLines(text(bytes[...])) {
            switch key {
            case "Uid": status.uid = value.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
            case "Threads": status.threads = Int(value.trimmed)
            case "VmRSS": status.residentKiB = kibibytes(value)
            default: break
            }
        }
        return status
    }

    /// Parses `/proc/[pid]/cmdline`: the arguments, NUL-separated, joined by spaces; bytes that are
    /// not UTF-8 become U+FFFD. Empty for kernel threads and zombies.
    static func commandLine(_ bytes: [UInt8]) -> String {
        bytes.split(separator: 0, omittingEmptySubsequences: false)
            .reversed().drop { $0.isEmpty }.reversed()
            .map { String(decoding: $0, as: UTF8.self) }
            .joined(separator: " ")
    }

    /// Parses `/proc/stat`: all processors together, then each one (`cpuN` lines, in order).
    static func cpuTimes(_ bytes: [UInt8]) -> (total: CPUTimes, cpus: [CPUTimes]) {
        var total = CPUTimes(busy: 0, total: 0)
        var cpus: [(index: Int, times: CPUTimes)] = []
        for line in text(bytes[...]).split(separator: "\n") where line.hasPrefix("cpu") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let label = fields.first else { continue }
            // user nice system idle iowait irq softirq steal (guest time is already in user).
            let ticks = fields.dropFirst().prefix(8).map { UInt64($0) ?? 0 }
            let idle = (ticks.count > 3 ? ticks[3] : 0) &+ (ticks.count > 4 ? ticks[4] : 0)
            let sum = ticks.reduce(0, &+)
            let times = CPUTimes(busy: sum >= idle ? sum - idle : 0, total: sum)
            if label == "cpu" {
                total = times
            } else if let index = Int(label.dropFirst(3)) {
                cpus.append((index, times))
            }
        }
        return (total, cpus.sorted { $0.index < $1.index }.map(\.times))
    }

    /// Parses `/proc/meminfo`; without `MemAvailable` (old kernels) free + buffers + cached counts.
    static func memory(_ bytes: [UInt8]) -> MemoryFigures {
        var values: [Substring: Int] = [:]
        for (key, value) in keyedLines(text(bytes[...])) { values[key] = kibibytes(value) }
        let available =
            values["MemAvailable"]
            ?? (values["MemFree", default: 0] + values["Buffers", default: 0] + values["Cached", default: 0])
        return MemoryFigures(
            totalKiB: values["MemTotal", default: 0], availableKiB: available,
            swapTotalKiB: values["SwapTotal", default: 0], swapFreeKiB: values["SwapFree", default: 0])
    }

    /// Parses `/proc/loadavg`: the averages over 1, 5 and 15 minutes (zeros where missing).
    static func loadAverage(_ bytes: [UInt8]) -> [Double] {
        let fields = text(bytes[...]).split(whereSeparator: \.isWhitespace).prefix(3).map { Double($0) ?? 0 }
        return fields + Array(repeating: 0, count: 3 - fields.count)
    }

    /// Parses `/proc/uptime`: the seconds since boot.
    static func uptime(_ bytes: [UInt8]) -> Double {
        text(bytes[...]).split(whereSeparator: \.isWhitespace).first.flatMap { Double($0) } ?? 0
    }

    /// Parses `/etc/passwd`: user names by uid (the first name of a uid wins).
    static func userNames(_ bytes: [UInt8]) -> [Int: String] {
        var names: [Int: String] = [:]
        for line in text(bytes[...]).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count > 2, let uid = Int(fields[2]), names[uid] == nil, !fields[0].isEmpty else { continue }
            names[uid] = String(fields[0])
        }
        return names
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The `Key: value` lines of a file.
    private static func keyedLines(_ text: String) -> [(Substring, Substring)] {
        text.split(separator: "\n").compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon], line[line.index(after: colon)...])
        }
    }

    /// `  1234 kB` as 1234.
    private static func kibibytes(_ value: Substring) -> Int? {
        value.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and newlines.
    fileprivate var trimmed: Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = text.lastIndex(where: { !$0.isWhitespace }) ?? first
        return text[first...last]
    }
}
