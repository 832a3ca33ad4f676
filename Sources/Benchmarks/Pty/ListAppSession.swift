import Foundation
import ReCursesTesting

/// One run of the list example (`recurses-list`, the static build, or the same list built as the
/// README says) as a user starts it: a new process on a fresh 80×24 pseudo-terminal, with
/// `TERM=xterm-256color`. It measures how long after the spawn the first frame is on the terminal,
/// the process's resident memory then, and the CPU time all its threads spend per Down key (from
/// `/proc/PID/task/*/schedstat`): keys back to back (each sent as soon as the previous frame is in,
/// caches warm), then keys as a person types them (each after at least 50 ms of quiet, when the
/// caches have gone cold), the cursor moves and the scrolling keys apart.
final class ListAppSession {
    /// What one run measured.
    struct Figures {
        /// From the spawn to the status bar's last hint arriving on the terminal, in milliseconds.
        var firstFrameMilliseconds: Double
        /// The CPU time the process (all threads) spent until the first frame arrived, in milliseconds.
        var firstFrameCPUMilliseconds: Double
        /// `firstFrameMilliseconds` less the time the app and this process waited for a CPU meanwhile
        /// (the run-queue waits of `/proc/…/schedstat`): what the others' load cannot lengthen.
        var firstFrameUnqueuedMilliseconds: Double
        /// VmRSS right after the first frame, in KB.
        var residentKilobytes: Double
        /// The process's CPU time (all threads) per Down key sent back to back, in microseconds.
        var cpuPerKeyMicroseconds: Double
        /// The same per Down key that moves the cursor down the page, each after a pause.
        var pausedCursorMoveMicroseconds: Double
        /// The same per Down key that scrolls the list, each after a pause.
        var pausedScrollMicroseconds: Double
        /// The process's threads while keys arrive.
        var threads: Double
    }

    /// The text the first frame ends with (the status bar's last hint).
    static let lastHint = Array("Quit".utf8)
    /// The Down keys pressed, one at a time, each waited for: from the first of the 100 rows to the
    /// last, the first 22 moving the selection down the page, the rest scrolling.
    static let keyCount = 99
    /// The Down keys that move the selection down the page from the first row, without scrolling.
    static let cursorMoveCount = 22
    /// The Down keys pressed after a pause, from the first row: the cursor moves, then as many scrolls.
    static let pausedKeyCount = 44
    /// The quiet before each paused key: at least this long without output (people type 100–300 ms apart).
    static let pauseMilliseconds: Int32 = 50

    /// The `recurses-list` to run: `RECURSES_LIST` (make bench points it at the static build), else
    /// the one beside this executable.
    static var executablePath: String {
        if let path = ProcessInfo.processInfo.environment["RECURSES_LIST"], !path.isEmpty { return path }
        return URL(fileURLWithPath: ChildSpawner.ownExecutable).deletingLastPathComponent()
            .appendingPathComponent("recurses-list").path
    }

    /// The list example built as the README says (`make scratch-app`), from `RECURSES_README_APP`;
    /// nil when the variable is not set or the executable is not there.
    static var readmeAppPath: String? {
        guard let path = ProcessInfo.processInfo.environment["RECURSES_README_APP"], !path.isEmpty,
            access(path, X_OK) == 0
        else { return nil }
        return path
    }

    private let pty: PseudoTerminalPair
    private let pid: pid_t
    private let started: ContinuousClock.Instant
    private let queuedAtStart: Int
    private var exited = false

    /// Starts the list example at `path` (the static `recurses-list` by default) on a new pseudo-terminal.
    init(executable path: String = ListAppSession.executablePath) throws(PtyFailure) {
        guard access(path, X_OK) == 0 else {
            throw PtyFailure("\(path) is missing: make bench builds it")
        }
        do {
            pty = try PseudoTerminalPair(rows: 24, columns: 80)
        } catch {
            throw PtyFailure(error.description)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, pty.slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        started = ContinuousClock.now
        queuedAtStart = Self.ownRunQueueNanoseconds()
        do {
            pid = try ChildSpawn.start(
                [path], environment: ChildSpawner.environment, actions: &actions, extraFlags: ChildSpawn.newSession)
        } catch {
            pty.close()
            throw PtyFailure(error.description)
        }
    }

    /// Measures the first frame, the memory and the keys, then quits the app (Ctrl-C).
    func measure() throws(PtyFailure) -> Figures {
        defer { finish() }
        var output: [UInt8] = []
        while !output.ends(containing: Self.lastHint) {
            guard readOutput(into: &output, waitingMilliseconds: 5_000) else {
                throw PtyFailure("no first frame within 5 s (\(output.count) bytes)")
            }
        }
        let firstFrame = ContinuousClock.now - started
        let firstFrameCPU = Self.cpuNanoseconds(of: pid)
        let queued = firstFrameCPU.queuedNanoseconds + Self.ownRunQueueNanoseconds() - queuedAtStart
        let firstFrameMilliseconds =
            Double(firstFrame.components.attoseconds) / 1e15 + Double(firstFrame.components.seconds) * 1e3
        let resident = Self.statusField("VmRSS", of: pid) ?? 0
        settle()
        let cpuBefore = Self.cpuNanoseconds(of: pid)
        for _ in 0..<Self.keyCount { try pressAndAwaitFrame(Self.down) }
        settle()
        let cpuAfter = Self.cpuNanoseconds(of: pid)
        try pressAndAwaitFrame(Self.home)
        var moves = 0
        var scrolls = 0
        for index in 0..<Self.pausedKeyCount {
            settle(quietMilliseconds: Self.pauseMilliseconds)
            let before = Self.cpuNanoseconds(of: pid).nanoseconds
            try pressAndAwaitFrame(Self.down)
            let spent = Self.cpuNanoseconds(of: pid).nanoseconds - before
            if index < Self.cursorMoveCount { moves += spent } else { scrolls += spent }
        }
        let scrollCount = Self.pausedKeyCount - Self.cursorMoveCount
        return Figures(
            firstFrameMilliseconds: firstFrameMilliseconds,
            firstFrameCPUMilliseconds: Double(firstFrameCPU.nanoseconds) / 1e6,
            firstFrameUnqueuedMilliseconds: max(
                Double(firstFrameCPU.nanoseconds) / 1e6, firstFrameMilliseconds - Double(queued) / 1e6),
            residentKilobytes: Double(resident),
            cpuPerKeyMicroseconds: Double(cpuAfter.nanoseconds - cpuBefore.nanoseconds) / Double(Self.keyCount) / 1e3,
            pausedCursorMoveMicroseconds: Double(moves) / Double(Self.cursorMoveCount) / 1e3,
            pausedScrollMicroseconds: Double(scrolls) / Double(scrollCount) / 1e3,
            threads: Double(cpuAfter.threads))
    }

    /// The Down key's bytes, as a terminal sends them.
    static let down: [UInt8] = Array("\u{1B}[B".utf8)
    /// The Home key's bytes.
    static let home: [UInt8] = Array("\u{1B}[H".utf8)

    /// Sends a key and reads its frame, until the terminal has been quiet for 3 ms.
    private func pressAndAwaitFrame(_ key: [UInt8]) throws(PtyFailure) {
        _ = key.withUnsafeBufferPointer { write(pty.master, $0.baseAddress, $0.count) }
        var frame: [UInt8] = []
        guard readOutput(into: &frame, waitingMilliseconds: 2_000) else {
            throw PtyFailure("a key drew nothing within 2 s")
        }
        while readOutput(into: &frame, waitingMilliseconds: 3) {}
    }

    /// Reads what the terminal has, waiting up to `waitingMilliseconds` for the first byte; false
    /// when nothing came.
    private func readOutput(into output: inout [UInt8], waitingMilliseconds: Int32) -> Bool {
        var request = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, waitingMilliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { read(pty.master, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        output.append(contentsOf: buffer[..<count])
        return true
    }

    /// Reads until the terminal has been quiet for `quietMilliseconds`.
    private func settle(quietMilliseconds: Int32 = 50) {
        var ignored: [UInt8] = []
        while readOutput(into: &ignored, waitingMilliseconds: quietMilliseconds) {
            ignored.removeAll(keepingCapacity: true)
        }
    }

    /// Quits the app with Ctrl-C and reaps it (killing it when it does not end in 5 s).
    private func finish() {
        guard !exited else { return }
        exited = true
        pty.interruptAndReap(pid)
        pty.close()
    }

    /// A `kB` field of /proc/PID/status, e.g. VmRSS.
    static func statusField(_ name: String, of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    /// The CPU time of every thread of `pid` (the first field of each task's schedstat) and the count.
    static func cpuNanoseconds(of pid: pid_t) -> (nanoseconds: Int, threads: Int, queuedNanoseconds: Int) {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var total = 0
        var queued = 0
        for task in tasks {
            let fields = schedstat("/proc/\(pid)/task/\(task)/schedstat")
            total += fields.running
            queued += fields.queued
        }
        return (total, tasks.count, queued)
    }

    /// How long the calling thread has waited for a CPU (on a run queue), in nanoseconds.
    static func ownRunQueueNanoseconds() -> Int {
        schedstat("/proc/thread-self/schedstat").queued
    }

    /// The time on a CPU and the time waiting on a run queue, from a `schedstat` file.
    private static func schedstat(_ path: String) -> (running: Int, queued: Int) {
        let fields = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: " ")
        return (Int(fields.first ?? "") ?? 0, fields.count > 1 ? Int(fields[1]) ?? 0 : 0)
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array.
    fileprivate func ends(containing needle: [UInt8]) -> Bool {
        guard count >= needle.count else { return false }
        for start in stride(from: count - needle.count, through: 0, by: -1)
        where self[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
