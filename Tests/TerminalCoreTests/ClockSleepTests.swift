import Dispatch
import TerminalCore
import Testing

/// Lets the main queue run what is queued on it, `rounds` times over.
@MainActor
func drainMainQueue(rounds: Int = 5) async {
    for _ in 0..<rounds {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

@MainActor @Suite("Sleeping on the clock") struct ClockSleepTests {
    /// The task goes on in the run loop's next turn, after `advance(by:)` returned: it reads the
    /// clock as it is then.
    @Test func aSleepOnAVirtualClockEndsWhenTheClockPassesItsDeadline() async {
        let clock = TerminalClock.virtual()
        var wokeAt: Duration?
        let task = Task { @MainActor in
            try await clock.sleep(for: .seconds(2))
            wokeAt = clock.now
        }
        await drainMainQueue()
        #expect(clock.pendingSleepCount == 1)
        #expect(clock.scheduledTimerCount == 1)
        clock.advance(by: .milliseconds(1_999))
        await drainMainQueue()
        #expect(wokeAt == nil)
        clock.advance(by: .seconds(1))
        await drainMainQueue()
        #expect(wokeAt == .milliseconds(2_999))
        #expect(clock.pendingSleepCount == 0)
        #expect((try? await task.value) != nil)
    }

    @Test func cancellingASleepingTaskEndsItsSleepAtOnceWithCancellationError() async {
        let clock = TerminalClock.virtual()
        var outcome = "sleeping"
        let task = Task { @MainActor in
            do {
                try await clock.sleep(for: .seconds(60))
                outcome = "woke"
            } catch is CancellationError {
                outcome = "cancelled at \(clock.now)"
            }
        }
        await drainMainQueue()
        task.cancel()
        await drainMainQueue()
        #expect(outcome == "cancelled at 0.0 seconds")
        #expect(clock.scheduledTimerCount == 0)
        #expect(clock.pendingSleepCount == 0)
    }

    @Test func aTaskCancelledBeforeItSleepsDoesNotSleep() async {
        let clock = TerminalClock.virtual()
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.scheduledTimerCount == 0)
    }

    // Main-actor suites queue ahead of this one while the whole suite runs (a monkey test holds the
    // main actor for most of a minute on a loaded machine), so the limit only catches a clock that never fires.
    @Test(.timeLimit(.minutes(5)))
    func aSleepOnTheSystemClockEndsInRealTime() async throws {
        var woke = false
        try await TerminalClock.system.sleep(for: .milliseconds(2))
        woke = true
        #expect(woke)
    }
}
