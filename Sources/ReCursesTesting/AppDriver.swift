import Dispatch
import ReCurses
import TerminalUI

/// Runs a whole `Application`, or a single `Screen`, headlessly against a `FakeTerminal`.
///
/// Everything is synchronous and deterministic: each input method delivers its events, then runs
/// the render pass the application scheduled, so the screen can be read right after. Nothing comes
/// from the test process's environment: the size, the colour depth (the terminal's capabilities), the
/// theme and the clock (virtual) are those the test gives, or the defaults, unless it passes an
/// `environment` (`HeadlessEnvironment`). Input and
/// reading (`press`, `type`, `paste`, `click(at:)`, `resize`, `lines`, `style(at:)`, `cursor`,
/// `expectScreen(named:)`) are those of every `HeadlessDriver`.
/// Time is virtual: `advanceClock(by:)` fires the timers that fall due, in order, without sleeping.
/// Tasks (`store.dispatch(task:)`, `screen.task { … }`) run when the test awaits `settle()` (or
/// `run(for:)`, which also moves the clock); work on other threads lands with `await runUntil { … }`.
///
/// ```swift
/// let driver = AppDriver(store: store, screen: CounterScreen(store: store))
/// driver.press(.character("+"))
/// #expect(driver.lines[1].contains("Count: 1"))
/// #expect(driver.dispatchedActions.count == 1)
/// ```
@MainActor
public final class AppDriver: HeadlessDriver {
    /// The fake terminal the application draws on.
    public let terminal: FakeTerminal
    /// The application under test.
    public let application: Application
    /// Every action dispatched to the store since the driver started, oldest first.
    public private(set) var dispatchedActions: [Action] = []
    /// Why the application did not start, e.g. it was built on another terminal than the driver's.
    public private(set) var startError: (any Error)?

    /// The passes scheduled and not yet run, in order (a buffer kept from frame to frame; each pass is
    /// wrapped, since an array of bare closures converts every closure appended to it, allocating).
    private var pendingRenders: [ScheduledPass] = []

    /// A scheduled render pass.
    private struct ScheduledPass {
        let run: @MainActor () -> Void
    }
    private var stopRecording: (() -> Void)?

    /// Runs the application that `makeApplication` builds on a fake terminal of `size` with
    /// `capabilities`. Build it on the terminal it is given:
    /// `AppDriver { Application(store: s, root: r, terminal: $0) }`. An application given no theme takes
    /// the one the terminal's colour depth calls for (`Theme.default` on the standard capabilities).
    /// `environment` `.pinned` (the default) takes nothing from the environment; another sets the
    /// terminal's colour depth from its variables (`HeadlessEnvironment.process`: the test process's).
    public init(
        size: Size = Size(width: 80, height: 24), capabilities: TerminalCapabilities = .standard,
        environment: HeadlessEnvironment = .pinned, _ makeApplication: (FakeTerminal) -> Application
    ) {
        terminal = FakeTerminal(size: size, capabilities: environment.capabilities(from: capabilities))
        application = makeApplication(terminal)
        start()
    }

    /// Runs `screen` as the root of a navigation stack in a window, without a store.
    /// The theme is fixed (`Theme.default` unless given) so that styles read the same everywhere;
    /// `nil` takes the one the terminal's colour depth calls for, which `environment` may set (and a
    /// colour theme on a terminal that shows no colours, under NO_COLOR, is drawn monochrome).
    public convenience init(
        screen: Screen, size: Size = Size(width: 80, height: 24), theme: Theme? = .default,
        environment: HeadlessEnvironment = .pinned
    ) {
        self.init(size: size, environment: environment) { Application(root: screen, terminal: $0, theme: theme) }
    }

    /// Runs `screen` as the root of a navigation stack in a window, with `store` as the app's store.
    /// The theme is fixed as with `init(screen:size:theme:environment:)`.
    public convenience init<State>(
        store: Store<State>, screen: Screen, size: Size = Size(width: 80, height: 24), theme: Theme? = .default,
        environment: HeadlessEnvironment = .pinned
    ) {
        self.init(size: size, environment: environment) {
            Application(store: store, root: screen, terminal: $0, theme: theme)
        }
    }

    private func start() {
        application.scheduleRender = { [weak self] pass in self?.pendingRenders.append(ScheduledPass(run: pass)) }
        stopRecording = application.storeAccess?.recordActions { [weak self] action in
            self?.dispatchedActions.append(action)
        }
        do {
            try application.start()
        } catch {
            startError = error
        }
        runUntilIdle()
    }

    // MARK: Input

    /// Dispatches an action to the application's store; without a store this does nothing.
    public func dispatch(_ action: Action) {
        application.storeAccess?.dispatch(action)
        runUntilIdle()
    }

    /// Forgets the actions recorded so far (keeping the room they took, so recording more
    /// allocates nothing until it is full again).
    public func clearDispatchedActions() {
        dispatchedActions.removeAll(keepingCapacity: true)
    }

    // MARK: Running

    /// Runs the render pass (and anything it schedules) that is pending on this thread.
    public func runUntilIdle() {
        var count = 0
        while !pendingRenders.isEmpty, count < Self.passLimit {
            let pass = pendingRenders[0]
            if pendingRenders.count == 1 {
                pendingRenders.removeAll(keepingCapacity: true)
            } else {
                pendingRenders.removeFirst()
            }
            count += 1
            pass.run()
        }
    }

    /// The most passes one `runUntilIdle` runs (a pass that keeps scheduling passes is cut off).
    private static let passLimit = 1_000

    /// Lets the app's main-actor work run to where it waits, then renders: fires the timers due now
    /// on the virtual clock, lets the main queue run what is queued (tasks started by the store or a
    /// screen, continuations, work other threads handed over), renders, and repeats until
    /// `settleQuietRounds` rounds in a row changed nothing (no task started or ended, no sleep or
    /// timer came or went, no action, no frame). A task sleeping on the clock stays asleep: move the
    /// clock on with `advanceClock(by:)` (then settle again) or `run(for:)`.
    ///
    /// `settle()` also returns while a task awaits work off the main actor: a `@concurrent` function,
    /// a detached task, a file or network read on another thread. Nothing the driver counts moves
    /// while that work runs in real time, so the rounds are quiet and `settle()` returns before its
    /// result arrives. For that case wait for what the screen should show with `runUntil(_:)`:
    ///
    /// ```swift
    /// driver.press(.character("r"))          // a task awaits a @concurrent load
    /// await driver.settle()                  // may return before the load ends
    /// #expect(await driver.runUntil { driver.text.contains("Loaded") })
    /// ```
    public func settle() async {
        var quietRounds = 0
        var last = progressMark
        for _ in 0..<Self.maximumSettleRounds {
            application.clock.advance(by: .zero)
            await Self.mainQueueRoundTrip()
            runUntilIdle()
            let mark = progressMark
            if mark == last {
                quietRounds += 1
                if quietRounds >= Self.settleQuietRounds { return }
            } else {
                quietRounds = 0
                last = mark
            }
        }
    }

    /// Runs the app for `duration` of virtual time, one timer deadline at a time: the clock moves to
    /// the next deadline, fires what is due there, and the app settles before the clock moves on, so
    /// a task that sleeps in a loop wakes once per sleep, as it would in real time.
    public func run(for duration: Duration) async {
        let clock = application.clock
        let end = duration >= TerminalClock.maximumTime - clock.now ? TerminalClock.maximumTime : clock.now + duration
        await settle()
        var steps = 0
        while let next = clock.nextDeadline, next <= end, steps < Self.maximumRunSteps {
            moveClock(by: next - clock.now)
            await settle()
            steps += 1
        }
        if end > clock.now { moveClock(by: end - clock.now) }
        await settle()
    }

    /// The virtual clock the application reads (the terminal's, unless the application was given
    /// another).
    public var clock: TerminalClock { application.clock }

    /// How many timers are scheduled on the application's clock: screen timers of visible screens,
    /// animating indicators on screen, tasks' sleeps. An app at rest with nothing moving has none.
    public var liveTimers: Int { application.clock.scheduledTimerCount }

    /// How many tasks started by the store (`dispatch(task:)`) or by the screens on the stack have
    /// not finished.
    public var liveTasks: Int { application.liveTaskCount }

    /// Rounds of `settle()` that must change nothing before it returns.
    public static let settleQuietRounds = 3
    /// The most rounds one `settle()` makes (work that never rests stops there).
    public static let maximumSettleRounds = 1_000
    /// The most deadlines one `run(for:)` steps through.
    public static let maximumRunSteps = 10_000

    /// What changes while the app makes progress.
    private var progressMark: [Int] {
        let clock = application.clock
        return [
            application.liveTaskCount, clock.pendingSleepCount, clock.scheduledTimerCount,
            dispatchedActions.count, application.window.renderCount, pendingRenders.count,
        ]
    }

    /// Moves the application's clock (through the terminal when they share it, so pending input
    /// times out too) and renders.
    private func moveClock(by duration: Duration) {
        if application.clock === terminal.clock {
            terminal.advanceClock(by: duration)
        } else {
            application.clock.advance(by: duration)
        }
        runUntilIdle()
    }

    /// Runs the main queue and renders until `condition` holds or `timeout` (real time) passes;
    /// returns whether it holds. For work finishing on other threads in real time, such as a task
    /// awaiting a `@concurrent` function, which `settle()` does not wait for.
    @discardableResult
    public func runUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            await settle()
            if condition() { return true }
            if clock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Stops the application: the visible screen disappears and the terminal is restored.
    public func stop() {
        application.quit()
        stopRecording?()
        stopRecording = nil
        runUntilIdle()
    }

    private static func mainQueueRoundTrip() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
