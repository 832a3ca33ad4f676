import DemoKit
import ReCurses

/// The Monitor as the pty benchmark shows it: on a synthetic tree of 200 processes, read before the
/// session starts; the first snapshot, then a second whose only change is the work done (so the
/// CPU figures change and the rows keep their order).
@MainActor
struct MonitorPtyScreen {
    /// The store the screen is connected to.
    let store = DemoStore.make()
    /// The screen, reading a folder that does not exist (its own reads find nothing).
    let screen: MonitorScreen
    /// The refreshes: the baseline, the first frame's, the refresh step's.
    let refreshes: [MonitorRefreshed]

    /// Reads the synthetic tree three times.
    init() {
        screen = MonitorScreen(
            store: store,
            environment: MonitorEnvironment(
                reader: ProcessTableReader(root: "/nonexistent-monitor-bench"), sendSignal: { _, _ in 1 }, ownPID: 0))
        refreshes = Self.readRefreshes()
    }

    /// Dispatches the baseline and the first snapshot.
    func showFirstSnapshot() {
        store.dispatch(refreshes[0])
        store.dispatch(refreshes[1])
    }

    /// Dispatches the second snapshot.
    func refresh() {
        store.dispatch(refreshes[2])
    }

    private static func readRefreshes() -> [MonitorRefreshed] {
        do {
            let tree = try SyntheticProcTree(count: 200)
            defer { tree.delete() }
            let reader = ProcessTableReader(root: tree.root.path, fixedTime: (1_700_050_000, 0))
            return try [0, 7, 26].map { ticks in
                try tree.setBusyTicks(ticks)
                return MonitorRefreshed(snapshot: reader.readSnapshot())
            }
        } catch {
            fatalError("cannot write the synthetic /proc tree: \(error)")
        }
    }
}
