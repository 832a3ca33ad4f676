import TerminalCore
import TerminalIO

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal that draws nothing and prints lines: what is printed above (`printAbove`) goes out as
/// plain text, one line each, with no escape sequence, box drawing or colour.
///
/// It serves two modes. The screen-reader mode reads keys from the terminal as usual (raw mode, the
/// same parser) and prints what the application narrates, so a screen reader reads a transcript
/// instead of a 2-D screen. The plain mode (stdout is not a terminal: a pipe, a file, a CI log) reads
/// no keys and prints the transcript lines an inline app prints above, and draws nothing.
@MainActor
public final class TranscriptTerminal: Terminal {
    /// Whether keys are read from the terminal (the screen-reader mode) or none (the plain mode).
    public let readsKeys: Bool
    /// The size the application lays its views out in: the terminal's, or 80×24 without one.
    public private(set) var size = Size(width: 80, height: 24)
    /// No colours, no mouse: the lines are plain text.
    public private(set) var capabilities = TerminalCapabilities(colorDepth: .monochrome, supportsMouse: false)
    /// Whether the terminal is started (and not stopped).
    public private(set) var isStarted = false

    private let ttyPath: String
    private let outputDescriptor: Int32
    private var session: TerminalSession?
    private let quitRequests = QuitRequestRelay()

    /// Creates a terminal that prints lines to `output` (standard output by default); with
    /// `readsKeys`, keys are read from the terminal at `ttyPath` and lines printed to it.
    public init(readsKeys: Bool, ttyPath: String = "/dev/tty", output: Int32 = STDOUT_FILENO) {
        self.readsKeys = readsKeys
        self.ttyPath = ttyPath
        self.outputDescriptor = output
    }

    /// Gives the terminal back if it is dropped while started.
    isolated deinit {
        stop()
    }

    /// Starts reading keys (in the screen-reader mode); the plain mode needs no terminal at all.
    /// Throws `TerminalError` when keys should be read and there is no terminal.
    public func start(eventHandler: @escaping @MainActor ([Event]) -> Void) throws {
        guard !isStarted else { throw TerminalError.alreadyStarted }
        if readsKeys {
            let session = try TerminalSession(
                device: try TerminalDevice(path: ttyPath), escapeTimeout: .milliseconds(25), suspendsOnCtrlZ: true,
                quitRequests: quitRequests, owner: self)
            guard session.device.apply(session.device.rawModes) else {
                session.abandon()
                throw TerminalError.setupFailed("cannot set raw mode on \(ttyPath)")
            }
            if let reported = session.device.windowSize(), reported.rows > 0, reported.columns > 0 {
                size = Size(width: reported.columns, height: reported.rows)
            }
            self.session = session
            session.startInput(eventHandler: eventHandler)
        }
        isStarted = true
    }

    /// Draws nothing: the transcript is all there is.
    @discardableResult
    public func present(_ update: FrameUpdate, cursor: CursorState) -> Bool { true }

    /// Prints each line as plain text (its spans' text, no style) followed by a newline.
    @discardableResult
    public func printAbove(_ lines: [StyledLine]) -> Bool {
        guard !lines.isEmpty else { return true }
        var bytes: [UInt8] = []
        for line in lines {
            bytes += Array(line.text.utf8)
            bytes.append(0x0A)
        }
        if let session {
            return !session.isGone && session.device.send(bytes)
        }
        return Self.write(bytes, to: outputDescriptor)
    }

    /// Makes SIGTERM, SIGHUP and the terminal hanging up requests to quit; see
    /// `Terminal.handleQuitRequests`.
    public func handleQuitRequests(within deadline: Duration, _ handler: (@MainActor (QuitReason) -> Void)?) {
        quitRequests.configure(deadline: deadline, handler: handler)
    }

    /// Puts the shell's modes back. Idempotent.
    public func stop() {
        isStarted = false
        guard let session else { return }
        self.session = nil
        session.close { terminalIsGone in
            guard !terminalIsGone else { return }
            session.device.apply(session.device.shellModes)
        }
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

extension TranscriptTerminal: TerminalSessionOwner {
    /// The shell's modes back before the stop.
    package func leaveScreenForSuspend() {
        guard let session else { return }
        session.device.apply(session.device.shellModes)
    }

    /// Raw mode again after `fg`; nothing to redraw.
    package func takeScreenBack(afterOwnSuspend: Bool) {
        guard let session else { return }
        session.device.apply(session.device.rawModes)
    }

    /// The views are laid out in the new size.
    package func followResize() {
        guard let session, let reported = session.device.windowSize(), reported.rows > 0, reported.columns > 0
        else { return }
        size = Size(width: reported.columns, height: reported.rows)
        session.deliver([.resize(size)])
    }

    /// Events as read.
    package func mapInput(_ events: [Event]) -> [Event] { events }
}
