import Foundation

/// Bytes written to a real terminal, in a pseudo-terminal: the same screen changes made by a ReCurses
/// app on `CursesTerminal`, by the same app inline (`InlineTerminal`, its live area as tall as the
/// terminal) and by plain ncurses calls, the reference; then a `DataTable` whose rows are replaced,
/// by ReCurses and by plain ncurses. Each runs in a child process (`--pty-child`) whose terminal the
/// parent reads.
enum PtyBenchmarks: BenchmarkSuite {
    static let name = "pty"

    static func benchmarks() -> [Benchmark] {
        [
            session(name: "ReCurses", kind: "recurses", countsUpdates: true, steps: PtyStep.self),
            session(name: "ReCurses inline", kind: "inline", countsUpdates: false, steps: PtyStep.self),
            session(name: "plain ncurses", kind: "plain", countsUpdates: false, steps: PtyStep.self),
            session(name: "ReCurses table", kind: "recurses-table", countsUpdates: false, steps: TablePtyStep.self),
            session(name: "plain ncurses table", kind: "plain-table", countsUpdates: false, steps: TablePtyStep.self),
        ]
    }

    /// One pty session of the child `kind` through `steps`: the bytes of each counted step and, when
    /// `countsUpdates`, the doupdate calls of the no-op frame.
    static func session<Step: PtySessionStep>(
        name: String, kind: String, countsUpdates: Bool, steps: Step.Type, suite: String = Self.name
    ) -> Benchmark {
        Benchmark(
            suite: suite, name: name,
            kind: .quantities {
                let session = try PseudoTerminalSession(kind: kind)
                defer { session.close() }
                var quantities: [Quantity] = []
                var updateCount = 0
                for step in Step.allCases {
                    let measured = try session.awaitStep(step)
                    if let quantityName = step.quantityName {
                        quantities.append(Quantity(name: quantityName, unit: "bytes", value: Double(measured.bytes)))
                    }
                    if step == .noOpFrame, countsUpdates {
                        quantities.append(
                            Quantity(
                                name: "no-op frame doupdate calls", unit: "calls",
                                value: Double(measured.updateCount - updateCount)))
                    }
                    updateCount = measured.updateCount
                    if step != Step.allCases.last { try session.proceed() }
                }
                try session.finish()
                return quantities
            })
    }
}

/// The list example as a user runs it: its first frame, its memory and its CPU per key, over five
/// runs of the static release build (`make bench` builds it), and the same over five runs of the list
/// built exactly as the README says (`make scratch-app`; skipped with a note when it is not there).
/// The first frame is the best of the runs (the others' load on a shared machine only ever delays
/// it), as measured and less the time the app and the benchmark waited for a CPU meanwhile (what the
/// budget reads: a sleep or a slower start-up still counts, a busy machine does not); the CPU time
/// the app spent until then is printed beside it. The other figures are medians. The CPU per key is
/// measured twice: keys back to back, and keys after a pause of 50 ms (cursor moves and scrolls apart).
/// A paused key's figure is read twice too: the median of the runs, and the best run, which the budget
/// reads. Here too the others only ever add time: another guest of the host taking the CPU away, or
/// a core woken from deep idle at a low clock. On this virtual machine, with nothing else running,
/// the same build's median read 59 µs in one `make bench` and 184 µs in the next.
enum ListAppBenchmarks: BenchmarkSuite {
    static let name = "app"

    static func benchmarks() -> [Benchmark] {
        [
            app(name: "list of 100 rows") { ListAppSession.executablePath },
            app(name: "README-built list of 100 rows") { ListAppSession.readmeAppPath },
        ]
    }

    /// Five runs of the list app at `executable`; when it is nil (the README-built app was not built),
    /// a note on standard error and no figures, so that the rules reading them are skipped.
    static func app(name: String, executable: @escaping () -> String?) -> Benchmark {
        Benchmark(
            suite: Self.name, name: name,
            kind: .quantities {
                guard let executable = executable() else {
                    FileHandle.standardError.write(
                        Data(
                            ("recurses-bench: app/\(name) skipped: RECURSES_README_APP names no executable "
                                + "(make bench builds it first, with make scratch-app)\n").utf8))
                    return []
                }
                var runs: [ListAppSession.Figures] = []
                for _ in 0..<5 { runs.append(try ListAppSession(executable: executable).measure()) }
                func median(_ figure: (ListAppSession.Figures) -> Double) -> Double {
                    runs.map(figure).sorted()[runs.count / 2]
                }
                return [
                    Quantity(
                        name: "first frame", unit: "ms", value: runs.map(\.firstFrameMilliseconds).min() ?? .nan),
                    Quantity(name: "first frame CPU", unit: "ms", value: median(\.firstFrameCPUMilliseconds)),
                    Quantity(
                        name: "first frame, not waiting for a CPU", unit: "ms",
                        value: runs.map(\.firstFrameUnqueuedMilliseconds).min() ?? .nan),
                    Quantity(name: "resident memory", unit: "KB", value: median(\.residentKilobytes)),
                    Quantity(name: "CPU per Down key", unit: "µs", value: median(\.cpuPerKeyMicroseconds)),
                    Quantity(
                        name: "CPU per Down key after a pause, cursor moves", unit: "µs",
                        value: median(\.pausedCursorMoveMicroseconds)),
                    Quantity(
                        name: "CPU per Down key after a pause, scrolls", unit: "µs",
                        value: median(\.pausedScrollMicroseconds)),
                    Quantity(
                        name: "CPU per Down key after a pause, cursor moves, best run", unit: "µs",
                        value: runs.map(\.pausedCursorMoveMicroseconds).min() ?? .nan),
                    Quantity(
                        name: "CPU per Down key after a pause, scrolls, best run", unit: "µs",
                        value: runs.map(\.pausedScrollMicroseconds).min() ?? .nan),
                    Quantity(name: "threads", unit: "threads", value: median(\.threads)),
                ]
            })
    }
}
