import CTerminalSignals
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Resize and job-control signals, and the requests to quit (SIGTERM, SIGHUP) while they are on
/// (`QuitRequestRelay`), delivered on the main queue. The C handlers only write the
/// signal number into a pipe (async-signal-safe); a watch on the main actor drains it, so
/// several signals that arrive together become one delivery.
@MainActor
package final class SignalNotifier {
    /// Which signals arrived since the last delivery.
    package struct Arrivals: OptionSet, Sendable {
        /// The raw bits.
        package let rawValue: UInt8
        /// Creates arrivals from their bits.
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// SIGWINCH: the window size changed.
        package static let resize = Arrivals(rawValue: 1 << 0)
        /// SIGTSTP: a suspend request from outside (`kill -TSTP`).
        package static let suspend = Arrivals(rawValue: 1 << 1)
        /// SIGCONT: the process was continued after a stop.
        package static let resume = Arrivals(rawValue: 1 << 2)
        /// SIGTERM, taken as a request to quit.
        package static let terminate = Arrivals(rawValue: 1 << 3)
        /// SIGHUP, taken as a request to quit: the terminal went away.
        package static let hangUp = Arrivals(rawValue: 1 << 4)
    }

    private var descriptor: Int32 = -1
    private var watch: ReadabilityWatch?

    /// Creates a notifier; nothing is installed until `start`.
    package init() {}

    /// Installs the handlers and starts delivering to `handler`.
    package func start(_ handler: @escaping @MainActor (Arrivals) -> Void) throws {
        guard watch == nil else { return }
        descriptor = rt_install_notify_handlers()
        guard descriptor >= 0 else {
            throw TerminalError.setupFailed("cannot install signal handlers: \(String(cString: strerror(errno)))")
        }
        watch = ReadabilityWatch(descriptor: descriptor, closesDescriptor: true) { [weak self] in
            guard let self else { return }
            let arrivals = self.drain()
            if !arrivals.isEmpty { handler(arrivals) }
        }
    }

    /// Whether SIGTSTP is ours to handle (it was not ignored when we started: job control is on).
    package var jobControlAvailable: Bool { rt_job_control_available() != 0 }

    /// Reads every pending notification without delivering it.
    package func drain() -> Arrivals {
        guard descriptor >= 0 else { return [] }
        var arrivals: Arrivals = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for byte in buffer[..<count] {
                switch Int32(byte) {
                case SIGWINCH: arrivals.insert(.resize)
                case SIGTSTP: arrivals.insert(.suspend)
                case SIGCONT: arrivals.insert(.resume)
                case SIGTERM: arrivals.insert(.terminate)
                case SIGHUP: arrivals.insert(.hangUp)
                default: break
                }
            }
        }
        return arrivals
    }

    /// Stops delivering and puts the previous handlers back.
    package func stop() {
        rt_uninstall_notify_handlers()
        watch?.cancel()
        watch = nil
        descriptor = -1
    }
}
