#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal for measuring what a real terminal backend writes: a program draws on the
/// slave (`slavePath`, as `CursesTerminalOptions.ttyPath` or a child's controlling terminal) and
/// `takeOutput()` returns exactly the bytes it wrote since the last call.
///
/// It needs no timing: `takeOutput()` writes a marker to the slave itself, after whatever was
/// written before the call, and reads the master up to that marker. The pair keeps a slave
/// descriptor open, so the master never reports a hang-up while a child starts or ends.
public final class PseudoTerminalPair {
    /// Why the pair could not be opened or read.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// The master side (non-blocking); read it with `takeOutput()` or `drain(waitingMilliseconds:)`.
    public let master: Int32
    /// The slave device's path, e.g. /dev/pts/3.
    public let slavePath: String
    private let slave: Int32
    private var pending: [UInt8] = []
    private var closed = false
    private var masterClosed = false

    /// Linux's `TIOCGPTN` (the slave's number) and `TIOCSPTLCK` (lock or unlock the slave), from
    /// asm-generic/ioctls.h: Swift does not see these macros, nor `posix_openpt` and friends,
    /// which glibc hides without `_XOPEN_SOURCE`. Opening /dev/ptmx is what `posix_openpt` does.
    private static let getSlaveNumber: UInt = 0x8004_5430
    private static let setSlaveLock: UInt = 0x4004_5431
    /// What `takeOutput()` writes to find the end of the output (an APC string).
    private static let marker = Array("\u{1B}_recurses-pty-marker\u{1B}\\".utf8)

    /// Opens a pair whose window size is `columns`×`rows`.
    public init(rows: UInt16, columns: UInt16) throws(Failure) {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure(description: "cannot open /dev/ptmx: \(Self.reason())") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, Self.setSlaveLock, &unlock) == 0, ioctl(master, Self.getSlaveNumber, &number) == 0 else {
            let reason = Self.reason()
            Glibc.close(master)
            throw Failure(description: "cannot prepare the pseudo-terminal: \(reason)")
        }
        let path = "/dev/pts/\(number)"
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        let slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0, ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
            let reason = Self.reason()
            if slave >= 0 { Glibc.close(slave) }
            Glibc.close(master)
            throw Failure(description: "cannot open \(path): \(reason)")
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.slave = slave
        slavePath = path
    }

    deinit {
        close()
    }

    /// The bytes written to the slave since the last call (or since the pair was opened), waiting
    /// at most `timeout` for them to arrive.
    public func takeOutput(timeout: Duration = .seconds(10)) throws(Failure) -> [UInt8] {
        var offset = 0
        while offset < Self.marker.count {
            let count = Self.marker[offset...].withUnsafeBytes { write(slave, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "cannot write to \(slavePath): \(Self.reason())") }
            offset += count
        }
        let deadline = ContinuousClock.now + timeout
        while true {
            if let range = pending.firstRange(of: Self.marker) {
                let output = Array(pending[..<range.lowerBound])
                pending.removeSubrange(..<range.upperBound)
                return output
            }
            guard ContinuousClock.now < deadline else {
                throw Failure(description: "no output from \(slavePath) in time")
            }
            drain(waitingMilliseconds: 100)
        }
    }

    /// Reads what the master has into the pending output, waiting up to `waitingMilliseconds` for
    /// the first byte. Call it while waiting for something else, so a writer never blocks on a full
    /// terminal buffer.
    public func drain(waitingMilliseconds: Int32) {
        guard !masterClosed else { return }
        var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, waitingMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            pending.append(contentsOf: buffer[..<count])
        }
    }

    /// Writes `bytes` to the master, as if the user typed them (or the terminal replied to a query):
    /// the program reads them from the slave.
    public func send(_ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { throw Failure(description: "cannot write to the master: \(Self.reason())") }
            offset += count
        }
    }

    /// Types Ctrl-C for the program `pid` runs on this terminal and reaps it, killing it when it has
    /// not ended within 5 s; keeps reading the terminal meanwhile, so its last frame never blocks it.
    public func interruptAndReap(_ pid: pid_t) {
        try? send([3])
        let deadline = ContinuousClock.now + .seconds(5)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return
            }
            drain(waitingMilliseconds: 10)
        }
    }

    /// Closes the master side alone, as a terminal window closing does: the slave hangs up (the
    /// session it controls gets SIGHUP), reading it gives end of file and writing to it fails.
    public func closeMaster() {
        guard !masterClosed else { return }
        masterClosed = true
        Glibc.close(master)
    }

    /// Closes both sides. Idempotent.
    public func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(slave)
        closeMaster()
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
