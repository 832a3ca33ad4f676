import Foundation
import ReCurses
import ReCursesWeb
import TerminalIO

/// The web terminal: the bytes a page is sent for the pty benchmarks' steps (the same screen and
/// keys as `pty/ReCurses`, so the budget compares them with what ncurses writes), and 100 concurrent
/// sessions on loopback pressing keys, timed from a key sent to its frame received by a scripted
/// WebSocket client (`Scripts/web-load.py`, which `make bench` installs and names in
/// `RECURSES_WEB_LOAD`).
enum WebBenchmarks: BenchmarkSuite {
    static let name = "web"

    static func benchmarks() -> [Benchmark] {
        [
            Benchmark(suite: name, name: "ReCurses web", kind: .quantities { try bytesPerStep() }),
            Benchmark(suite: name, name: "100 sessions", kind: .quantities { try concurrentSessions(100) }),
        ]
    }

    /// The message bytes of each counted pty step on an 80×24 web terminal (WebSocket framing, 2 bytes
    /// a message below 126 bytes, is not counted, as a pty's kernel framing is not).
    @MainActor
    static func bytesPerStep() throws -> [Quantity] {
        var sent = 0
        let terminal = WebSessionTerminal(size: Size(width: 80, height: 24), clock: .virtual()) { message in
            sent += message.utf8.count
            return true
        }
        let screen = PtyBenchScreen()
        let stepper = ApplicationStepper(root: screen, terminal: terminal)
        var quantities: [Quantity] = []
        for step in PtyStep.allCases {
            let before = sent
            switch step {
            case .initialFrame: try stepper.start()
            case .noOpFrame: stepper.renderUnchanged()
            default: stepper.press(step.keys(on: screen))
            }
            if step == .scrollList, screen.list.scrollRow != 1 {
                throw PtyFailure("the list did not scroll by one row (first row \(screen.list.scrollRow))")
            }
            if let name = step.quantityName {
                quantities.append(Quantity(name: name, unit: "bytes", value: Double(sent - before)))
            }
        }
        stepper.stop()
        return quantities
    }

    /// `count` sessions of the pty benchmarks' screen on a loopback web server, driven by the load
    /// client: each connects, then presses keys (a letter, then Backspace) and waits for each key's
    /// frame. Figures: key-to-frame latency (µs) at the median and the 99th percentile.
    @MainActor
    static func concurrentSessions(_ count: Int) throws -> [Quantity] {
        guard let command = ProcessInfo.processInfo.environment["RECURSES_WEB_LOAD"], !command.isEmpty else {
            FileHandle.standardError.write(
                Data("recurses-bench: web/100 sessions skipped: RECURSES_WEB_LOAD names no load client\n".utf8))
            return []
        }
        let server = WebServer(port: 0, options: WebServerOptions(maximumSessions: count)) { session in
            Application(root: PtyBenchScreen(), terminal: session.terminal)
        }
        try server.start()
        defer { server.shutdown() }
        let output = Pipe()
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/bin/sh")
        client.arguments = ["-c", "\(command) --port \(server.boundPort ?? 0) --sessions \(count) --keys 40"]
        client.standardOutput = output
        // The main loop sleeps until the main queue has work: the client's end gives it some.
        client.terminationHandler = { _ in DispatchQueue.main.async {} }
        try client.run()
        MainThreadLoop().run { !client.isRunning }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        guard client.terminationStatus == 0,
            let figures = try JSONSerialization.jsonObject(with: data) as? [String: Double],
            let median = figures["p50_us"], let p99 = figures["p99_us"], let keys = figures["keys"]
        else {
            throw PtyFailure("the load client failed: \(String(decoding: data, as: UTF8.self))")
        }
        return [
            Quantity(name: "key-to-frame p50", unit: "µs", value: median),
            Quantity(name: "key-to-frame p99", unit: "µs", value: p99),
            Quantity(name: "keys timed", unit: "keys", value: keys),
        ]
    }
}
