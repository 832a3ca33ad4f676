import TerminalCore
import Testing

@MainActor @Suite("Clock timers") struct ClockTimerTests {
    @Test func dueTimersFireInDeadlineOrderEachAtItsOwnTime() {
        let clock = TerminalClock.virtual()
        var fired: [(String, Duration)] = []
        clock.schedule(after: .seconds(3)) { fired.append(("c", clock.now)) }
        clock.schedule(after: .seconds(1)) { fired.append(("a", clock.now)) }
        clock.schedule(after: .seconds(2)) { fired.append(("b1", clock.now)) }
        clock.schedule(after: .seconds(2)) { fired.append(("b2", clock.now)) }
        clock.advance(by: .milliseconds(2_500))
        #expect(fired.map(\.0) == ["a", "b1", "b2"])
        #expect(fired.map(\.1) == [.seconds(1), .seconds(2), .seconds(2)])
        #expect(clock.now == .milliseconds(2_500))
        clock.advance(by: .seconds(10))
        #expect(fired.map(\.0) == ["a", "b1", "b2", "c"])
        #expect(clock.scheduledTimerCount == 0)
        #expect(clock.nextDeadline == nil)
    }

    @Test func aRepeatingTimerTicksOncePerIntervalInterleavedWithOthers() {
        let clock = TerminalClock.virtual()
        var fired: [String] = []
        let fast = clock.schedule(after: .seconds(1), repeating: .seconds(1)) { fired.append("1s@\(clock.now)") }
        clock.schedule(after: .milliseconds(2_500)) { fired.append("once@\(clock.now)") }
        clock.advance(by: .seconds(4))
        #expect(
            fired == ["1s@1.0 seconds", "1s@2.0 seconds", "once@2.5 seconds", "1s@3.0 seconds", "1s@4.0 seconds"])
        #expect(fast.isScheduled)
        #expect(fast.deadline == .seconds(5))
        fast.cancel()
        clock.advance(by: .seconds(10))
        #expect(fired.count == 5)
        #expect(!fast.isScheduled)
    }

    @Test func anActionMayCancelItsOwnTimerOrScheduleAnother() {
        let clock = TerminalClock.virtual()
        var ticks = 0
        var timer: ClockTimer?
        timer = clock.schedule(after: .seconds(1), repeating: .seconds(1)) {
            ticks += 1
            if ticks == 3 { timer?.cancel() }
        }
        var chained: [Duration] = []
        clock.schedule(after: .seconds(1)) {
            clock.schedule(after: .seconds(1)) { chained.append(clock.now) }
        }
        clock.advance(by: .seconds(10))
        #expect(ticks == 3)
        #expect(chained == [.seconds(2)])
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test func aOneShotTimerIsDoneOnceItFiredAndCancellingItLaterDoesNothing() {
        let clock = TerminalClock.virtual()
        var count = 0
        let timer = clock.schedule(after: .milliseconds(5)) { count += 1 }
        #expect(timer.isScheduled)
        #expect(timer.interval == nil)
        clock.advance(by: .milliseconds(5))
        #expect(count == 1)
        #expect(!timer.isScheduled)
        timer.cancel()
        timer.cancel()
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test func aZeroAdvanceFiresWhatIsDueAndANegativeOneNothing() {
        let clock = TerminalClock.virtual(startingAt: .seconds(1))
        var count = 0
        clock.schedule(after: .seconds(-5)) { count += 1 }
        #expect(clock.nextDeadline == .seconds(1))
        clock.advance(by: .seconds(-1))
        #expect(count == 0)
        clock.advance(by: .zero)
        #expect(count == 1)
        clock.schedule(at: .zero) { count += 1 }
        clock.advance(by: .zero)
        #expect(count == 2)
        #expect(clock.now == .seconds(1))
    }

    @Test func badIntervalsAndDeadlinesAreClampedNotFatal() {
        let clock = TerminalClock.virtual()
        var ticks = 0
        let zero = clock.schedule(after: .zero, repeating: .zero) { ticks += 1 }
        #expect(zero.interval == TerminalClock.minimumInterval)
        clock.advance(by: .milliseconds(9))
        #expect(ticks == 10)
        zero.cancel()
        let far = clock.schedule(after: TerminalClock.maximumTime, repeating: TerminalClock.maximumTime) { ticks += 1 }
        #expect(far.deadline == TerminalClock.maximumTime)
        clock.advance(by: TerminalClock.maximumTime)
        clock.advance(by: TerminalClock.maximumTime)
        #expect(clock.now == TerminalClock.maximumTime)
        #expect(ticks >= 11)
    }

    @Test func actionsThatKeepSchedulingDueTimersCannotHoldTheClockForever() {
        let clock = TerminalClock.virtual()
        var count = 0
        func again() {
            count += 1
            clock.schedule(after: .zero) { again() }
        }
        clock.schedule(after: .zero) { again() }
        clock.advance(by: .zero)
        #expect(count == TerminalClock.maximumFiringsPerTurn)
        #expect(clock.scheduledTimerCount == 1)
    }

    // Main-actor suites queue ahead of this one while the whole suite runs (a monkey test holds the
    // main actor for most of a minute on a loaded machine), so the limit only catches a clock that never fires.
    @Test(.timeLimit(.minutes(5)))
    func theSystemClockFiresItsTimersOnTheMainQueue() async {
        let clock = TerminalClock.system
        var order: [Int] = []
        await withCheckedContinuation { continuation in
            clock.schedule(after: .milliseconds(2)) { order.append(2) }
            clock.schedule(after: .milliseconds(1)) { order.append(1) }
            clock.schedule(after: .milliseconds(3)) {
                order.append(3)
                continuation.resume()
            }
        }
        #expect(order == [1, 2, 3])
    }
}
