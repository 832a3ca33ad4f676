#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one presented frame cost: the main thread's CPU time for the render pass (layout, drawing,
/// diffing, writing), the cells written and, on a terminal that counts them, the bytes written.
public struct FrameFigures: Sendable, Equatable, Identifiable {
    /// The frame's number: 1 for the first frame the application presented.
    public var index: Int
    /// The main thread's CPU time spent on the render pass.
    public var cpuTime: Duration
    /// How many cells the frame wrote.
    public var cellsWritten: Int
    /// How many bytes the frame wrote, when the terminal counts them (`WriteCountingTerminal`).
    public var bytesWritten: Int?

    /// The frame's number (`index`).
    public var id: Int { index }

    /// Figures with the given parts.
    public init(index: Int, cpuTime: Duration, cellsWritten: Int, bytesWritten: Int?) {
        self.index = index
        self.cpuTime = cpuTime
        self.cellsWritten = cellsWritten
        self.bytesWritten = bytesWritten
    }

    /// The CPU time the calling thread has used so far.
    public static func threadCPUTime() -> Duration {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return .zero }
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
