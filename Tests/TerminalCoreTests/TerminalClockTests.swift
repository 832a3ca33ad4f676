import TerminalCore
import Testing

@MainActor @Suite("Terminal clock") struct TerminalClockTests {
    @Test func aVirtualClockMovesOnlyWhenAdvanced() {
        let clock = TerminalClock.virtual()
        #expect(clock.isVirtual)
        #expect(clock.now == .zero)
        clock.advance(by: .seconds(3))
        clock.advance(by: .milliseconds(250))
        #expect(clock.now == .milliseconds(3_250))
        #expect(TerminalClock.virtual(startingAt: .seconds(10)).now == .seconds(10))
    }

    @Test func timeNeverRunsBackwards() {
        let clock = TerminalClock.virtual(startingAt: .seconds(5))
        clock.advance(by: .seconds(-2))
        #expect(clock.now == .seconds(5))
        #expect(TerminalClock.virtual(startingAt: .seconds(-5)).now == .zero)
    }

    @Test func virtualTimeStopsAtTheLatestTimeInsteadOfOverflowing() {
        let clock = TerminalClock.virtual(startingAt: .seconds(Int64.max))
        clock.advance(by: .seconds(Int64.max))
        clock.advance(by: .seconds(Int64.max))
        #expect(clock.now == TerminalClock.maximumTime)
    }

    @Test func theSystemClockFollowsRealTimeAndCannotBeAdvanced() {
        let clock = TerminalClock.system
        #expect(clock.isVirtual == false)
        let before = clock.now
        clock.advance(by: .seconds(1_000_000))
        let after = clock.now
        #expect(after >= before)
        #expect(after - before < .seconds(1_000_000))
    }
}
