/// Scheduling and firing timers.
extension TerminalClock {
    /// Runs `action` on the main actor `delay` from now, and then every `interval` if one is given,
    /// until the returned timer is cancelled. A negative delay counts as zero (the timer is due at
    /// once: it fires in the next turn of the run loop, or the next `advance(by:)` of a virtual
    /// clock); an interval shorter than `minimumInterval` is lengthened to it.
    @discardableResult
    public func schedule(
        after delay: Duration, repeating interval: Duration? = nil, _ action: @escaping @MainActor () -> Void
    ) -> ClockTimer {
        schedule(at: Self.adding(max(delay, .zero), to: now), repeating: interval, action)
    }

    /// Runs `action` on the main actor when the clock reads `deadline` (at once if it is past), and
    /// then every `interval` if one is given, until the returned timer is cancelled.
    @discardableResult
    public func schedule(
        at deadline: Duration, repeating interval: Duration? = nil, _ action: @escaping @MainActor () -> Void
    ) -> ClockTimer {
        let timer = ClockTimer(
            clock: self, deadline: min(max(deadline, .zero), Self.maximumTime),
            interval: interval.map { max($0, Self.minimumInterval) }, sequence: 0, action: action)
        timers.insert(timer)
        timersDidChange()
        return timer
    }

    /// How many timers are scheduled (sleeps included): what keeps the clock waking up.
    public var scheduledTimerCount: Int { timers.count }

    /// When the next timer fires, or nil when none is scheduled.
    public var nextDeadline: Duration? { timers.first?.deadline }

    /// Takes `timer` out of the queue for good.
    func unschedule(_ timer: ClockTimer) {
        guard timer.isScheduled else { return }
        timer.isScheduled = false
        timers.remove(timer)
        timersDidChange()
    }

    /// Fires one due timer: a one-shot timer leaves the queue, a repeating one goes back at its next
    /// deadline (made up tick by tick, but at most `maximumCatchUpTicks` behind `time`) before its
    /// action runs, so the action may cancel it.
    func fire(_ timer: ClockTimer, at time: Duration) {
        timers.remove(timer)
        if let interval = timer.interval {
            var next = Self.adding(interval, to: timer.deadline)
            if next < time, (time - next) / interval > Double(Self.maximumCatchUpTicks) {
                next = Self.adding(interval, to: time)
            }
            timer.deadline = next
            timers.insert(timer)
        } else {
            timer.isScheduled = false
        }
        timer.action()
    }

    /// Fires the timers due on the system clock, in order, then arms the next wake-up.
    func fireDueTimers() {
        let time = now
        var fired = 0
        while fired < Self.maximumFiringsPerTurn, let timer = timers.first, timer.deadline <= time {
            fire(timer, at: time)
            fired += 1
        }
        timersDidChange()
    }

    /// Re-arms the system clock's wake-up at the earliest deadline, or disarms it.
    private func timersDidChange() {
        guard case .system = source else { return }
        guard let deadline = timers.first?.deadline else {
            alarm?.disarm()
            return
        }
        if alarm == nil { alarm = SystemAlarm { [weak self] in self?.fireDueTimers() } }
        alarm?.arm(in: deadline - now)
    }
}
