import DemoKit
import ReCurses
import ReCursesTesting

/// The Monitor example: one refresh of 500 processes, from the `MonitorRefreshed` action to the
/// presented frame (reducer, props, table, tree of views, diff, fake terminal), on the main actor.
/// The two snapshots alternate, so every refresh changes the CPU % column.
enum MonitorBenchmarks: BenchmarkSuite {
    static let name = "monitor"

    static func benchmarks() -> [Benchmark] {
        [
            refresh(processes: 500),
            PtyBenchmarks.session(
                name: "ReCurses monitor", kind: "recurses-monitor", countsUpdates: false, steps: MonitorPtyStep.self,
                suite: name),
            PtyBenchmarks.session(
                name: "plain ncurses monitor", kind: "plain-monitor", countsUpdates: false, steps: MonitorPtyStep.self,
                suite: name),
        ]
    }

    /// Refreshes of `processes` processes at 100×30.
    static func refresh(processes: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "refresh of \(processes) processes",
            kind: .latency(samples: 300, warmUp: 20) {
                let snapshots: [MonitorRefreshed]
                do {
                    let tree = try SyntheticProcTree(count: processes)
                    defer { tree.delete() }
                    let reader = ProcessTableReader(root: tree.root.path, fixedTime: (1_700_050_000, 0))
                    var read: [MonitorRefreshed] = []
                    for ticks in [0, 7, 19] {
                        try tree.setBusyTicks(ticks)
                        read.append(MonitorRefreshed(snapshot: reader.readSnapshot()))
                    }
                    snapshots = read
                } catch {
                    fatalError("cannot write the synthetic /proc tree: \(error)")
                }
                let store = DemoStore.make()
                let environment = MonitorEnvironment(
                    reader: ProcessTableReader(root: "/nonexistent-monitor-bench"), sendSignal: { _, _ in 1 },
                    ownPID: 0)
                let driver = AppDriver(
                    store: store, screen: MonitorScreen(store: store, environment: environment),
                    size: Size(width: 100, height: 30))
                store.dispatch(snapshots[0])
                driver.runUntilIdle()
                var index = 0
                return {
                    index += 1
                    store.dispatch(snapshots[1 + index % 2])
                    driver.runUntilIdle()
                }
            })
    }
}
