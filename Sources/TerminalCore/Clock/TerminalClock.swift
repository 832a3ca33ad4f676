/// The time an app, its views and its terminal's input agree on: a monotonic clock on the main actor,
/// read as the time elapsed since the clock started, that also runs timers and sleeps.
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
///
/// **Timers.** `schedule(after:repeating:_:)` runs an action on the main actor at a time on this clock
/// and returns a `ClockTimer` that cancels it. Due timers fire in order of their deadlines (timers
/// due at the same time in the order they were scheduled). On the system clock one wake-up of the
/// main queue is armed at the earliest deadline and none at all while no timer is scheduled, so an
/// idle app sleeps. A virtual clock fires them inside `advance(by:)`: it moves to each deadline in
/// turn, fires what is due there, and ends at the requested time, so a test sees every tick, in
/// order, without sleeping. `sleep(for:)` suspends a task on the same timers.
@MainActor
public final class TerminalClock {
    /// The latest time a clock reports (virtual time stops there instead of overflowing).
    public nonisolated static let maximumTime = Duration.seconds(Int64.max)

    /// The shortest interval of a repeating timer; shorter ones are lengthened to it.
    public nonisolated static let minimumInterval = Duration.milliseconds(1)

    /// How many timers one turn fires at most; the rest fire in the next turn (the system clock) or
    /// the next `advance(by:)` (a virtual clock), so actions that keep scheduling due timers cannot
    /// hold the main actor forever.
    public nonisolated static let maximumFiringsPerTurn = 100_000

    /// How many ticks a repeating timer that fell behind real time (the process was suspended) makes
    /// up for; beyond that it skips ahead to the present.
    public nonisolated static let maximumCatchUpTicks = 100

    /// The real-time clock, measured from the first time the program asked for it.
    public static let system = TerminalClock(source: .system(ContinuousClock.now))

    /// A real-time clock of its own, measured from now, with its own timers: one per session when a
    /// process serves many terminals, so a session's timers neither wake nor outlive another's.
    public static func realTime() -> TerminalClock {
        TerminalClock(source: .system(ContinuousClock.now))
    }

    /// Creates a virtual clock that reads `start` until `advance(by:)` moves it.
    public static func virtual(startingAt start: Duration = .zero) -> TerminalClock {
        TerminalClock(source: .virtual(min(max(start, .zero), maximumTime)))
    }

    enum Source {
        case system(ContinuousClock.Instant)
        case virtual(Duration)
    }

    var source: Source
    /// The scheduled timers, earliest deadline first.
    var timers = ClockTimerQueue()
    /// Wakes the main queue at the earliest deadline (the system clock only).
    var alarm: SystemAlarm?
    /// How many sleeps are waiting for their deadline.
    package internal(set) var pendingSleepCount = 0

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

    /// Moves a virtual clock forward by `duration`, firing the timers that fall due on the way, each
    /// at its own deadline (`now` reads the deadline while its action runs). A negative duration is
    /// ignored (time never runs backwards); a zero duration fires what is due now. The system clock
    /// moves by itself and ignores this.
    public func advance(by duration: Duration) {
        guard case .virtual(let start) = source, duration >= .zero else { return }
        let target = Self.adding(duration, to: start)
        var fired = 0
        while fired < Self.maximumFiringsPerTurn, let timer = timers.first, timer.deadline <= target {
            if case .virtual(let time) = source, timer.deadline > time { source = .virtual(timer.deadline) }
            fire(timer, at: timer.deadline)
            fired += 1
        }
        if case .virtual(let time) = source, target > time { source = .virtual(target) }
    }

    /// `time + duration` for a duration that is not negative (a negative one counts as zero), kept
    /// at most `maximumTime`.
    static func adding(_ duration: Duration, to time: Duration) -> Duration {
        guard duration > .zero else { return time }
        return duration >= maximumTime - time ? maximumTime : time + duration
    }
}
