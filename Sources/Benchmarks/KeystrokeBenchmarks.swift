import DemoKit
import ReCurses
import ReCursesTesting

/// Keystroke → frame CPU time: the key goes through the input parser, the focused view, the
/// store, the connection and the widgets, and the frame is drawn, diffed and presented on a
/// `FakeTerminal` (the real terminal's share is measured in bytes by the `pty` suite).
enum KeystrokeBenchmarks: BenchmarkSuite {
    static let name = "keystroke"

    static func benchmarks() -> [Benchmark] {
        [
            steppingUp(),
            list(rows: 100),
            list(rows: 1_000_000),
            table(rows: 100),
            table(rows: 1_000_000),
            log(lines: 100),
            log(lines: 100_000),
        ]
    }

    /// The demo's SteppingUp screen: `+` and `-` in turn, each moving all four widgets.
    static func steppingUp() -> Benchmark {
        Benchmark(
            suite: name, name: "SteppingUp: + and - in turn",
            kind: .latency(samples: 2_000, warmUp: 100) {
                let store = DemoStore.make()
                let driver = AppDriver(store: store, screen: SteppingUpScreen(store: store))
                var presses = 0
                return {
                    presses += 1
                    driver.press(.character(presses.isMultiple(of: 2) ? "-" : "+"))
                }
            })
    }

    /// A connected list of `rows` rows whose selection lives in the store: Down and Up in turn.
    static func list(rows: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "list of \(BenchmarkReport.format(Double(rows))) rows: Down",
            kind: .latency(samples: 2_000, warmUp: 100) {
                let store = RowListState.store(count: rows)
                let driver = AppDriver(store: store, screen: RowListScreen(store: store))
                var presses = 0
                return {
                    presses += 1
                    driver.press(presses.isMultiple(of: 2) ? .up : .down)
                }
            })
    }

    /// A connected `DataTable` of `rows` rows whose selection lives in the store: Down and Up in turn.
    static func table(rows: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "table of \(BenchmarkReport.format(Double(rows))) rows: Down",
            kind: .latency(samples: 2_000, warmUp: 100) {
                let store = RowListState.store(count: rows)
                let driver = AppDriver(store: store, screen: RowTableScreen(store: store))
                var presses = 0
                return {
                    presses += 1
                    driver.press(presses.isMultiple(of: 2) ? .up : .down)
                }
            })
    }

    /// A focused `LogView` of `lines` lines filling 80×24: Up and Down in turn, so it stops and
    /// resumes following its tail, redrawing every row each time.
    static func log(lines: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "log of \(BenchmarkReport.format(Double(lines))) lines: Up and Down",
            kind: .latency(samples: 2_000, warmUp: 100) {
                let log = LogView(lines: (0..<lines).map { "12:00:00 request \($0) served in \($0 % 97) ms" })
                let driver = ViewDriver(log, size: Size(width: 80, height: 24))
                var presses = 0
                return {
                    presses += 1
                    driver.press(presses.isMultiple(of: 2) ? .down : .up)
                }
            })
    }
}
