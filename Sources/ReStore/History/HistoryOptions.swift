#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How a store's history keeps its entries.
public struct HistoryOptions {
    /// The most entries kept (at least 1; default 10,000). When a new entry would exceed it, the
    /// oldest entries are dropped up to the oldest snapshot, so the count never exceeds the limit
    /// and stays above `limit - snapshotInterval`.
    public var limit: Int
    /// A snapshot of the state is kept every this many entries (at least 1, at most `limit`;
    /// default 64). Reading the state after an entry re-runs the reducer from the nearest snapshot
    /// before it: at most `snapshotInterval - 1` reducer calls, while memory holds
    /// `limit / snapshotInterval` states instead of `limit`.
    public var snapshotInterval: Int
    /// The time of an entry (default: the time since the history was made, on the system's coarse
    /// monotonic clock: a few milliseconds' resolution, and cheap enough to read on every dispatch).
    /// An application passes its `TerminalClock`, so that times are virtual in tests.
    public var clock: () -> Duration

    /// Options with the given bounds and clock.
    public init(limit: Int = 10_000, snapshotInterval: Int = 64, clock: (() -> Duration)? = nil) {
        self.limit = max(limit, 1)
        self.snapshotInterval = min(max(snapshotInterval, 1), self.limit)
        if let clock {
            self.clock = clock
        } else {
            let start = Self.coarseNow()
            self.clock = { Self.coarseNow() - start }
        }
    }

    /// The system's monotonic time at its coarse resolution (on Linux, `CLOCK_MONOTONIC_COARSE`).
    static func coarseNow() -> Duration {
        #if os(Linux)
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        #else
            return ContinuousClock.now - processStart
        #endif
    }

    /// Where `coarseNow()` counts from where the system has no coarse clock.
    private static let processStart = ContinuousClock.now
}
