import Foundation
import ReCursesTesting

/// `recurses-bench` re-executed as a pty child (`--pty-child KIND`) on a fresh 80×24 pseudo-terminal
/// that is its controlling terminal, with `TERM=xterm-256color` and no `NO_COLOR`.
///
/// The parent reads the terminal's output all the time (the child never blocks on a full buffer).
/// When the child reports a step done (on a socket, after its output is written), the parent takes
/// the terminal's output up to that point: those are the step's bytes. Every wait has a deadline; a
/// child that misses one is killed and the session throws.
final class PseudoTerminalSession {
    /// The terminal's size.
    static let size = (rows: UInt16(24), columns: UInt16(80))
    /// The longest a step may take.
    static let stepTimeout: Duration = .seconds(30)

    private let pty: PseudoTerminalPair
    private let channel: Int32
    private let errorLogPath: String
    private let pid: pid_t
    private var reports: [UInt8] = []
    private var exited = false
    private var closed = false

    /// Starts the child of `kind` (see `PtyChild`).
    init(kind: String) throws(PtyFailure) {
        do {
            pty = try PseudoTerminalPair(rows: Self.size.rows, columns: Self.size.columns)
        } catch {
            throw PtyFailure(error.description)
        }
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw PtyFailure("socketpair: \(String(cString: strerror(errno)))")
        }
        channel = sockets[0]
        errorLogPath = NSTemporaryDirectory() + "recurses-bench-pty-\(getpid())-\(kind).log"
        defer { Glibc.close(sockets[1]) }
        do {
            pid = try ChildSpawner.spawn(
                arguments: [ChildSpawner.ownExecutable, PtyChannel.childArgument, kind],
                terminal: pty.slavePath, channel: sockets[1], errorLog: errorLogPath)
        } catch {
            Glibc.close(channel)
            throw error
        }
    }

    /// Waits for the child to finish `step`; returns the bytes the step wrote and the child's
    /// doupdate count after it.
    func awaitStep(_ step: some PtySessionStep) throws(PtyFailure) -> (bytes: Int, updateCount: Int) {
        try awaitReport(of: "step \(step)")
    }

    /// Waits for the child to report a finished step (`what` names it in errors); returns the bytes
    /// written since the last report and the child's doupdate count.
    func awaitReport(of what: String) throws(PtyFailure) -> (bytes: Int, updateCount: Int) {
        let deadline = ContinuousClock.now + Self.stepTimeout
        while true {
            if let line = takeReportLine() {
                guard line.hasPrefix("done "), let count = Int(line.dropFirst(5)) else {
                    throw failure("the child reported: \(line)")
                }
                do {
                    return (try pty.takeOutput(timeout: Self.stepTimeout).count, count)
                } catch {
                    throw failure(error.description)
                }
            }
            try waitForReport(until: deadline, expecting: what)
        }
    }

    /// The child's process id.
    var childProcessID: pid_t { pid }

    /// Lets `duration` pass, reading whatever the child writes meanwhile (so it never blocks).
    func idle(for duration: Duration) {
        let end = ContinuousClock.now + duration
        while case let remaining = end - ContinuousClock.now, remaining > .zero {
            pty.drain(waitingMilliseconds: Int32(min(remaining / .milliseconds(1), 100)) + 1)
        }
    }

    /// Tells the child to make the next step.
    func proceed() throws(PtyFailure) {
        guard sendLine("next") else { throw failure("the child is gone") }
    }

    /// Tells the child to quit, waits for it to exit (draining its output), and checks it exited
    /// cleanly. Kills it when it does not exit in time.
    func finish() throws(PtyFailure) {
        _ = sendLine("quit")
        let deadline = ContinuousClock.now + .seconds(10)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else { throw failure("the child did not exit") }
            pty.drain(waitingMilliseconds: 50)
        }
        exited = true
        guard status == 0 else { throw failure("the child exited with status \(status)") }
    }

    /// Ends the session: a child still running is killed; descriptors and the error log go. Idempotent.
    func close() {
        guard !closed else { return }
        closed = true
        if !exited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            exited = true
        }
        Glibc.close(channel)
        pty.close()
        unlink(errorLogPath)
    }

    private func waitForReport(until deadline: ContinuousClock.Instant, expecting what: String) throws(PtyFailure) {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { throw failure("timed out waiting for \(what)") }
        let milliseconds = Int32(min(remaining.components.seconds * 1_000 + 1, 1_000))
        var requests = [
            pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0),
            pollfd(fd: channel, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&requests, 2, milliseconds)
        if ready < 0, errno != EINTR { throw failure("poll: \(String(cString: strerror(errno)))") }
        if requests[0].revents & Int16(POLLIN) != 0 { pty.drain(waitingMilliseconds: 0) }
        if requests[1].revents & Int16(POLLIN | POLLHUP) != 0 {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            let count = buffer.withUnsafeMutableBytes { read(channel, $0.baseAddress, $0.count) }
            if count == 0 { throw failure("the child ended while waiting for \(what)") }
            if count > 0 { reports.append(contentsOf: buffer[..<count]) }
        }
    }

    private func takeReportLine() -> String? {
        guard let end = reports.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: reports[..<end], as: UTF8.self)
        reports.removeSubrange(...end)
        return line
    }

    private func sendLine(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        let count = bytes.withUnsafeBytes { send(channel, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        return count == bytes.count
    }

    /// A failure carrying the end of the child's standard error; the child is killed.
    private func failure(_ message: String) -> PtyFailure {
        let log = (try? String(contentsOfFile: errorLogPath, encoding: .utf8)) ?? ""
        let tail = log.split(separator: "\n").suffix(5).joined(separator: " | ")
        close()
        return PtyFailure(tail.isEmpty ? message : "\(message); stderr: \(tail)")
    }
}
