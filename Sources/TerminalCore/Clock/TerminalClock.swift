/// The time an app, its views and its terminal's input agree on: a monotonic clock on the main actor,
/// read as the time elapsed since the clock started.
///
/// `TerminalClock.system` follows real time. A virtual clock stands still until `advance(by:)` moves
/// it, so a test passes a timeout (a lone Escape, a list's type-ahead pause) at once, without sleeping:
///
/// ```swift
/// let clock = TerminalClock.virtual()
/// clock.advance(by: .seconds(2))        // clock.now == .seconds(2)
/// ```
///
/// A window hands its clock to the views it shows (`window.clock`); an `Application` takes its
/// terminal's clock unless it is given one, so a `FakeTerminal`'s `advanceClock(by:)` moves the time
/// of the input parser and of every view together.
@MainActor
public final class TerminalClock {
    /// The latest time a clock reports (virtual time stops there instead of overflowing).
    public static let maximumTime = Duration.seconds(Int64.max)

    /// The real-time clock, measured from the first time the program asked for it.
    public static let system = TerminalClock(source: .system(ContinuousClock.now))

    /// Creates a virtual clock that reads `start` until `advance(by:)` moves it.
    public static func virtual(startingAt start: Duration = .zero) -> TerminalClock {
        TerminalClock(source: .virtual(min(max(start, .zero), maximumTime)))
    }

    private enum Source {
        case system(ContinuousClock.Instant)
        case virtual(Duration)
    }

    private var source: Source

    private init(source: Source) {
        self.source = source
    }

    /// The time elapsed since the clock started.
    public var now: Duration {
        switch source {
        case .system(let start): ContinuousClock.now - start
        case .virtual(let time): time
        }
    }

    /// Whether the time only moves through `advance(by:)`.
    public var isVirtual: Bool {
        if case .virtual = source { return true }
        return false
    }

    /// Moves a virtual clock forward by `duration` (a negative duration is ignored: time never runs
    /// backwards). The system clock moves by itself and ignores this.
    public func advance(by duration: Duration) {
        guard case .virtual(let time) = source, duration > .zero else { return }
        source = .virtual(duration >= Self.maximumTime - time ? Self.maximumTime : time + duration)
    }
}
