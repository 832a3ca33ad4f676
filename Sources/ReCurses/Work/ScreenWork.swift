import ReStore
import TerminalUI

/// What one screen keeps going: its timers, which run while it is visible, and its tasks, which run
/// until it leaves its navigation stack.
@MainActor
final class ScreenWork {
    /// The active timers, in the order they were made.
    private(set) var timers: [ScreenTimer] = []
    /// The screen's tasks.
    let tasks = ActionTaskScope()
    /// The clock the timers run on while the screen is visible; nil while it is not.
    private weak var clock: TerminalClock?

    /// Adds a timer; it starts at once when the screen is visible.
    func add(_ timer: ScreenTimer) {
        timer.owner = self
        timers.append(timer)
        if let clock { timer.resume(on: clock) }
    }

    /// The screen became visible: the timers run on `clock`.
    func resumeTimers(on clock: TerminalClock) {
        self.clock = clock
        for timer in timers { timer.resume(on: clock) }
    }

    /// The screen is no longer visible: the timers keep the time they have left.
    func pauseTimers() {
        clock = nil
        for timer in timers { timer.pause() }
    }

    /// The screen left its navigation stack: timers and tasks stop for good.
    func end() {
        pauseTimers()
        for timer in timers { timer.cancel() }
        tasks.cancelAll()
    }

    func timerDidEnd(_ timer: ScreenTimer) {
        timers.removeAll { $0 === timer }
    }
}
