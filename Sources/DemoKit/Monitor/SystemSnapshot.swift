/// The CPU time of one processor (or all of them) since boot, in clock ticks.
struct CPUTimes: Equatable, Encodable, Sendable {
    /// Ticks spent working (everything but idle and waiting on I/O).
    var busy: UInt64
    /// All ticks.
    var total: UInt64

    /// The share of the time between `previous` and this sample spent working, in percent (0…100).
    func usage(since previous: CPUTimes) -> Double {
        guard total > previous.total, busy >= previous.busy else { return 0 }
        return min(100, Double(busy - previous.busy) * 100 / Double(total - previous.total))
    }
}

/// Memory and swap, in KiB, from `/proc/meminfo`.
struct MemoryFigures: Equatable, Encodable, Sendable {
    /// All memory.
    var totalKiB = 0
    /// Memory available to new work without swapping.
    var availableKiB = 0
    /// All swap.
    var swapTotalKiB = 0
    /// Unused swap.
    var swapFreeKiB = 0

    /// Memory in use, in percent.
    var usedPercent: Double {
        totalKiB > 0 ? Double(totalKiB - min(availableKiB, totalKiB)) * 100 / Double(totalKiB) : 0
    }
    /// Swap in use, in percent.
    var swapUsedPercent: Double {
        swapTotalKiB > 0 ? Double(swapTotalKiB - min(swapFreeKiB, swapTotalKiB)) * 100 / Double(swapTotalKiB) : 0
    }
}

/// Everything one read of `/proc` found: the processors' times, memory, load, uptime and processes.
package struct SystemSnapshot: Equatable, Encodable, Sendable {
    /// All processors together (the `cpu` line of `/proc/stat`).
    var totalCPU = CPUTimes(busy: 0, total: 0)
    /// Each processor (`cpu0`, `cpu1`, …), in order.
    var cpus: [CPUTimes] = []
    /// Memory and swap.
    var memory = MemoryFigures()
    /// The load averages over 1, 5 and 15 minutes.
    var loadAverage: [Double] = [0, 0, 0]
    /// Seconds since boot.
    var uptimeSeconds: Double = 0
    /// When the snapshot was taken, in seconds since 1970.
    var takenAt = 0
    /// The local time's offset from UTC at `takenAt`, in seconds.
    var utcOffsetSeconds = 0
    /// Clock ticks a second (the unit of CPU times and start times).
    var ticksPerSecond = 100
    /// The processes, by ascending PID.
    var processes: [ProcessRecord] = []
}
