import Foundation

/// A made-up `/proc` tree in a temporary folder: `count` processes under init, two processors,
/// memory and load, written as the kernel writes them, so the real reader reads it.
struct SyntheticProcTree {
    /// The folder holding `proc/` and `etc/passwd`.
    let root: URL

    /// Writes a tree of `count` processes; `busyTicks` is added to every process's user time and to
    /// the processors' busy time (write again with another value for a second snapshot).
    init(count: Int) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("monitor-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("etc"), withIntermediateDirectories: true)
        try write("root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534::/:/bin/false\n", to: "etc/passwd")
        try write(
            "MemTotal: 16000000 kB\nMemAvailable: 9000000 kB\nSwapTotal: 0 kB\nSwapFree: 0 kB\n", to: "proc/meminfo")
        try write("0.52 0.40 0.33 2/\(count) 4242\n", to: "proc/loadavg")
        try write("50000.00 90000.00\n", to: "proc/uptime")
        for pid in 1...count {
            try write(
                "Name:\tworker\nState:\tS (sleeping)\nUid:\t\(pid % 3 == 0 ? 65534 : 0)\t0\t0\t0\nVmRSS:\t  \(pid * 37 % 90_000) kB\n"
                    + "Threads:\t\(pid % 7 + 1)\n",
                to: "proc/\(pid)/status")
            try write("worker\u{0}--id\u{0}\(pid)\u{0}", to: "proc/\(pid)/cmdline")
        }
        try setBusyTicks(0)
    }

    /// Rewrites the processes' and processors' times with `ticks` more work (process `pid` did
    /// `ticks * (pid % 5)`, the processors idled `ticks²`, so shares change from one to the next).
    func setBusyTicks(_ ticks: Int) throws {
        let count = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("proc").path)
            .compactMap(Int.init).count
        for pid in 1...count {
            let utime = 1_000 + ticks * (pid % 5)
            try write(
                "\(pid) (worker) S \(pid == 1 ? 0 : 1) \(pid) \(pid) 0 -1 4194304 0 0 0 0 \(utime) 10 0 0 20 0 "
                    + "\(pid % 7 + 1) 0 \(100 + pid) 0 0\n",
                to: "proc/\(pid)/stat")
        }
        try write(
            "cpu  \(400_000 + ticks * 20) 0 1000 \(900_000 + ticks * ticks) 0 0 0 0 0 0\n"
                + "cpu0 \(200_000 + ticks * 10) 0 500 \(450_000 + ticks * ticks / 2) 0 0 0 0 0 0\n"
                + "cpu1 \(200_000 + ticks * 10) 0 500 \(450_000 + ticks * ticks / 2) 0 0 0 0 0 0\nbtime 1700000000\n",
            to: "proc/stat")
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Removes the tree.
    func delete() {
        try? FileManager.default.removeItem(at: root)
    }
}
