import DemoKit
import Foundation
import ReCurses
import ReCursesTesting

/// `recurses-demo serve` under 100 concurrent SSH sessions, driven by a scripted client
/// (`Scripts/ssh-bench-client`, Python and asyncssh, which `make bench` installs into a virtual
/// environment under .build): key-to-frame latency, the server's memory per session and CPU per key,
/// and the bytes a Down and an Up key send, beside what a local terminal gets for the same keys on
/// the same screen (the launcher at 80×24 on a fake terminal with 256 colours, as the sessions'
/// `xterm-256color`: the same frame encoder draws both).
enum SSHServeBenchmarks: BenchmarkSuite {
    static let name = "ssh"

    static func benchmarks() -> [Benchmark] {
        [served(), local()]
    }

    /// The figures of one run of the scripted client against the release `recurses-demo`; skipped with
    /// a note when the client or its Python is not there (`make bench` provides both).
    static func served() -> Benchmark {
        Benchmark(
            suite: name, name: "100 sessions in the launcher",
            kind: .quantities {
                guard let client = SSHBenchClient.fromEnvironment() else {
                    FileHandle.standardError.write(
                        Data(
                            ("recurses-bench: ssh/ skipped: RECURSES_SSH_BENCH_PYTHON and RECURSES_SSH_BENCH_CLIENT "
                                + "name no client (make bench installs asyncssh and sets them)\n").utf8))
                    return []
                }
                let figures = try client.run(demo: SSHBenchClient.demoPath, sessions: 100)
                func figure(_ key: String) throws -> Double {
                    guard let value = figures[key] else { throw PtyFailure("the client reported no '\(key)'") }
                    return value
                }
                return [
                    Quantity(name: "key to frame p50", unit: "ms", value: try figure("latency p50 ms")),
                    Quantity(name: "key to frame p99", unit: "ms", value: try figure("latency p99 ms")),
                    Quantity(
                        name: "key to frame p99, slowest of 3 rounds", unit: "ms",
                        value: try figure("latency p99 ms, slowest round")),
                    Quantity(name: "key to frame, slowest", unit: "ms", value: try figure("latency max ms")),
                    Quantity(name: "keys pressed", unit: "keys", value: try figure("keys")),
                    Quantity(name: "keys without a frame", unit: "keys", value: try figure("keys without a frame")),
                    Quantity(
                        name: "server memory per session", unit: "KB", value: try figure("resident KB per session")),
                    Quantity(name: "server CPU per key", unit: "µs", value: try figure("server CPU per key us")),
                    Quantity(name: "bytes per Down key", unit: "bytes", value: try figure("bytes per down key")),
                    Quantity(name: "bytes per Up key", unit: "bytes", value: try figure("bytes per up key")),
                    Quantity(
                        name: "keys with another byte count", unit: "keys",
                        value: try figure("down keys with another byte count")
                            + figure("up keys with another byte count")),
                ]
            })
    }

    /// The bytes a local terminal gets for Down then Up in the launcher at 80×24, 256 colours, after a
    /// first Down and Up, as the client counts them.
    static func local() -> Benchmark {
        Benchmark(
            suite: name, name: "local terminal, the launcher",
            kind: .quantities {
                let store = DemoStore.make()
                let driver = AppDriver(size: Size(width: 80, height: 24), capabilities: .standard) { terminal in
                    Application(store: store, root: LauncherScreen(store: store), terminal: terminal)
                }
                // As the client does: a first Down and Up (the first frames after the full one), then counted.
                driver.press(.down)
                driver.press(.up)
                driver.press(.down)
                let down = driver.terminal.lastFrameBytes.count
                driver.press(.up)
                let up = driver.terminal.lastFrameBytes.count
                return [
                    Quantity(name: "bytes per Down key", unit: "bytes", value: Double(down)),
                    Quantity(name: "bytes per Up key", unit: "bytes", value: Double(up)),
                ]
            })
    }
}
