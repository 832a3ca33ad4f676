/// Time in real processes on a pseudo-terminal: how often an idle app wakes up (its real run loop,
/// counted by the kernel's context switches) and what one spinner tick writes through ncurses.
enum TimeBenchmarks: BenchmarkSuite {
    static let name = "time"

    /// How long the idle app is watched.
    static let idleSpan = Duration.seconds(5)
    /// How long the app with visible timers is watched.
    static let visibleSpan = Duration.seconds(2)
    /// How many spinner ticks are measured.
    static let ticks = 12

    static func benchmarks() -> [Benchmark] {
        [
            idleApp(),
            spinner(kind: "spinner", name: "spinner"),
            spinner(kind: "spinner-field", name: "spinner beside a focused text field"),
        ]
    }

    /// The demo with its Live screen covered: the wake-ups over `idleSpan` with no input; then,
    /// uncovered, the wake-ups its timers cause over `visibleSpan` (showing that the count sees them).
    static func idleApp() -> Benchmark {
        Benchmark(
            suite: name, name: "idle app",
            kind: .quantities {
                let session = try PseudoTerminalSession(kind: "idle")
                defer { session.close() }
                _ = try session.awaitReport(of: "the app to run")
                session.idle(for: .seconds(1))
                let idle = wakeUps(of: session, over: idleSpan)
                try session.proceed()
                _ = try session.awaitReport(of: "the Live screen to be uncovered")
                let visible = wakeUps(of: session, over: visibleSpan)
                try session.finish()
                return [
                    Quantity(name: "wake-ups in 5 s with no input", unit: "wake-ups", value: Double(idle)),
                    Quantity(
                        name: "wake-ups in 2 s with the Live screen's timers running", unit: "wake-ups",
                        value: Double(visible)),
                ]
            })
    }

    /// The bytes of each of `ticks` spinner ticks through real ncurses: the most and the mean.
    static func spinner(kind: String, name: String) -> Benchmark {
        Benchmark(
            suite: Self.name, name: name,
            kind: .quantities {
                let session = try PseudoTerminalSession(kind: kind)
                defer { session.close() }
                _ = try session.awaitReport(of: "the first frame")
                var bytes: [Int] = []
                for tick in 1...ticks {
                    try session.proceed()
                    bytes.append(try session.awaitReport(of: "tick \(tick)").bytes)
                }
                try session.finish()
                return [
                    Quantity(name: "bytes per tick (most)", unit: "bytes", value: Double(bytes.max() ?? 0)),
                    Quantity(
                        name: "bytes per tick (mean)", unit: "bytes",
                        value: Double(bytes.reduce(0, +)) / Double(max(bytes.count, 1))),
                ]
            })
    }

    /// The child's wake-ups while `span` passes.
    private static func wakeUps(of session: PseudoTerminalSession, over span: Duration) -> Int {
        let before = ProcessWakeUps.contextSwitches(of: session.childProcessID)
        session.idle(for: span)
        return ProcessWakeUps.wakeUps(from: before, to: ProcessWakeUps.contextSwitches(of: session.childProcessID))
    }
}
