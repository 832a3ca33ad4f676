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
            table(rows: 100),
            table(rows: 10_000),
            tablePages(rows: 10_000),
            selectOpening(options: 10_000),
            selectClosing(options: 10_000),
            selectKeys(options: 10_000),
            scaled(
                "select", 10_000, against: 100, unit: "options", key: "open and close", press: openAndClose(selectOf:)),
            scaled("list", 1_000_000, against: 100, unit: "rows", key: "Down", press: downAndUp(inListOf:)),
            scaled("table", 1_000_000, against: 100, unit: "rows", key: "Down", press: downAndUp(inTableOf:)),
            scaled("log", 100_000, against: 100, unit: "lines", key: "Up and Down", press: upAndDown(inLogOf:)),
        ]
    }

    /// A keystroke at two scales, interleaved: e.g. "list of 1 000 000 rows against 100 rows: Down".
    static func scaled(
        _ what: String, _ count: Int, against reference: Int, unit: String, key: String,
        press: @escaping @MainActor (Int) -> @MainActor () -> Void
    ) -> Benchmark {
        let (subject, base) = (BenchmarkReport.format(Double(count)), BenchmarkReport.format(Double(reference)))
        return Benchmark(
            suite: name, name: "\(what) of \(subject) \(unit) against \(base) \(unit): \(key)",
            kind: .interleaved(
                .latency(subject: "\(subject) \(unit)", reference: "\(base) \(unit)") { isSubject in
                    press(isSubject ? count : reference)
                }))
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
            kind: .latency(samples: 2_000, warmUp: 100) { downAndUp(inListOf: rows) })
    }

    /// A connected `DataTable` of `rows` rows and four columns whose selection lives in the store:
    /// Down and Up in turn.
    static func table(rows: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "table of \(BenchmarkReport.format(Double(rows))) rows: Down",
            kind: .latency(samples: 2_000, warmUp: 100) { downAndUp(inTableOf: rows) })
    }

    /// A connected `DataTable` of `rows` rows and four columns whose selection lives in the store:
    /// Page Down and Page Up in turn, each showing a new page of rows.
    static func tablePages(rows: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "table of \(BenchmarkReport.format(Double(rows))) rows: Page Down",
            kind: .latency(samples: 2_000, warmUp: 100) {
                let store = RowListState.store(count: rows)
                return alternating(
                    .pageDown, .pageUp, on: AppDriver(store: store, screen: RowTableScreen(store: store)))
            })
    }

    /// A connected `Select` of `options` options whose value lives in the store: Enter opens its
    /// box, measured alone (Esc closes it again, unmeasured).
    static func selectOpening(options: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "select of \(BenchmarkReport.format(Double(options))) options: open",
            kind: .latencyWithReset(samples: 2_000, warmUp: 100) {
                let store = RowListState.store(count: options)
                let driver = AppDriver(store: store, screen: RowSelectScreen(store: store))
                return TimedAndReset(timed: { driver.press(.enter) }, reset: { driver.press(.escape) })
            })
    }

    /// A connected `Select` of `options` options whose value lives in the store, open: Esc closes
    /// its box, measured alone (Enter opens it again, unmeasured).
    static func selectClosing(options: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "select of \(BenchmarkReport.format(Double(options))) options: close",
            kind: .latencyWithReset(samples: 2_000, warmUp: 100) {
                let store = RowListState.store(count: options)
                let driver = AppDriver(store: store, screen: RowSelectScreen(store: store))
                driver.press(.enter)
                return TimedAndReset(timed: { driver.press(.escape) }, reset: { driver.press(.enter) })
            })
    }

    /// A connected `Select` of `options` options whose value lives in the store: Enter and Esc in turn.
    static func openAndClose(selectOf options: Int) -> @MainActor () -> Void {
        let store = RowListState.store(count: options)
        return alternating(.enter, .escape, on: AppDriver(store: store, screen: RowSelectScreen(store: store)))
    }

    /// A connected `Select` of `options` options, open: Down and Up in turn in its box.
    static func selectKeys(options: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "select of \(BenchmarkReport.format(Double(options))) options, open: Down",
            kind: .latency(samples: 2_000, warmUp: 100) {
                let store = RowListState.store(count: options)
                let driver = AppDriver(store: store, screen: RowSelectScreen(store: store))
                driver.press(.enter)
                return alternating(.down, .up, on: driver)
            })
    }

    /// A connected list of `rows` rows whose selection lives in the store; Down and Up in turn.
    static func downAndUp(inListOf rows: Int) -> @MainActor () -> Void {
        let store = RowListState.store(count: rows)
        return alternating(.down, .up, on: AppDriver(store: store, screen: RowListScreen(store: store)))
    }

    /// A connected `DataTable` of `rows` rows whose selection lives in the store: Down and Up in turn.
    static func downAndUp(inTableOf rows: Int) -> @MainActor () -> Void {
        let store = RowListState.store(count: rows)
        return alternating(.down, .up, on: AppDriver(store: store, screen: RowTableScreen(store: store)))
    }

    /// A focused `LogView` of `lines` lines filling 80×24: Up and Down in turn, so it stops and
    /// resumes following its tail, redrawing every row each time.
    static func upAndDown(inLogOf lines: Int) -> @MainActor () -> Void {
        let log = LogView(lines: (0..<lines).map { "12:00:00 request \($0) served in \($0 % 97) ms" })
        let driver = ViewDriver(log, size: Size(width: 80, height: 24))
        var presses = 0
        return {
            presses += 1
            driver.press(presses.isMultiple(of: 2) ? .down : .up)
        }
    }

    /// Presses `first` and `second` in turn.
    static func alternating(_ first: Key, _ second: Key, on driver: AppDriver) -> @MainActor () -> Void {
        var presses = 0
        return {
            presses += 1
            driver.press(presses.isMultiple(of: 2) ? second : first)
        }
    }
}
