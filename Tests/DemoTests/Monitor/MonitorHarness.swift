import Glibc
import ReCurses
import ReCursesTesting

@testable import DemoKit

extension MonitorEnvironment {
    /// The captured `/proc` (read where it is committed, never changed), and a sender that signals
    /// nothing (every signal is refused).
    static let capturedReadingOnly = MonitorEnvironment(
        reader: ProcessTableReader(root: MonitorFixture.source.path, fixedTime: (MonitorFixture.takenAt, 0)),
        sendSignal: { _, _ in EPERM }, ownPID: Int(getpid()))
}

/// Signals the kill flow sends, answered with scripted results.
@MainActor
final class FakeSignalSender {
    /// Every signal sent, in order.
    private(set) var sent: [(pid: Int, signal: Int32)] = []
    /// The result for a signal (0, EPERM, ESRCH, …); 0 when not given.
    var results: [Int32: Int32] = [:]

    /// Records the signal and answers with its scripted result.
    func send(_ pid: Int, _ signal: Int32) -> Int32 {
        sent.append((pid, signal))
        return results[signal] ?? 0
    }

    /// The signals sent, without the process.
    var signals: [Int32] { sent.map(\.signal) }
}

/// The Monitor on a fixture copy of `/proc`, with a fake signal sender, driven headlessly.
@MainActor
struct MonitorHarness {
    let fixture: MonitorFixture
    let store: Store<AppState>
    let driver: AppDriver
    let screen: MonitorScreen
    let signals = FakeSignalSender()

    /// The Monitor with its first snapshot read.
    init(size: Size = Size(width: 100, height: 30), ownPID: Int = 4_000_000) async throws {
        fixture = try MonitorFixture()
        store = DemoStore.make(state: .initial)
        let signals = signals
        screen = MonitorScreen(
            store: store,
            environment: MonitorEnvironment(
                reader: fixture.reader, sendSignal: { signals.send($0, $1) }, ownPID: ownPID))
        driver = AppDriver(store: store, screen: screen, size: size)
        await settle()
    }

    /// The monitor's state.
    var state: MonitorState { store.state.monitor }

    /// Waits for the reads and filters running off the main actor, then for the app to rest.
    func settle() async {
        await driver.settle()
        _ = await driver.runUntil { screen.liveTasks.isEmpty }
        await driver.settle()
    }

    /// Lets started tasks reach their sleeps, moves the virtual clock on by one refresh interval and
    /// waits for the read.
    func refresh() async {
        await driver.settle()
        driver.advanceClock(by: MonitorScreen.refreshInterval)
        await settle()
    }

    /// Selects `pid` as the user would, through the store.
    func select(_ pid: Int) {
        store.dispatch(SelectMonitorProcess(pid: pid))
        driver.runUntilIdle()
    }

    /// The whole screen as one string.
    var text: String { driver.lines.joined(separator: "\n") }
}
