import TerminalUI
import Testing

@Suite struct KillRingTests {
    @Test func mergesConsecutiveKillsAndDropsTheOldest() {
        var ring = KillRing(capacity: 2)
        ring.kill("b", backward: true, merging: false)
        ring.kill("a", backward: true, merging: true)
        ring.kill("c", backward: false, merging: true)
        #expect(ring.entries == ["abc"])
        ring.kill("x", backward: false, merging: false)
        ring.kill("y", backward: false, merging: false)
        #expect(ring.entries == ["x", "y"])
        do {
            let result = ring.rotate()
            #expect(result == "x")
        }
        do {
            let result = ring.rotate()
            #expect(result == "y")
        }
        ring.kill("", backward: false, merging: false)
        #expect(ring.entries.count == 2)
    }
}
