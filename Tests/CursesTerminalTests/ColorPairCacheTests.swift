import Testing

@testable import CursesTerminal

@Suite("Colour pair cache")
struct ColorPairCacheTests {
    @Test("the default colours are pair 0 and are never allocated")
    func defaultColorsArePairZero() {
        var cache = ColorPairCache(colorPairs: 256)
        #expect(cache.pair(for: .init(foreground: -1, background: -1)) == .cached(0))
        #expect(cache.count == 0)
    }

    @Test("each combination is allocated once, then reused")
    func allocatesOncePerCombination() {
        var cache = ColorPairCache(colorPairs: 256)
        #expect(cache.pair(for: .init(foreground: 1, background: -1)) == .allocated(1))
        #expect(cache.pair(for: .init(foreground: 2, background: 0)) == .allocated(2))
        #expect(cache.pair(for: .init(foreground: 1, background: -1)) == .cached(1))
        #expect(cache.pair(for: .init(foreground: -1, background: 1)) == .allocated(3))
        #expect(cache.count == 3)
    }

    @Test("a full cache starts over and says so, so the caller repaints")
    func fullCacheStartsOver() {
        var cache = ColorPairCache(colorPairs: 3)
        #expect(cache.capacity == 2)
        #expect(cache.pair(for: .init(foreground: 1, background: 0)) == .allocated(1))
        #expect(cache.pair(for: .init(foreground: 2, background: 0)) == .allocated(2))
        #expect(cache.pair(for: .init(foreground: 3, background: 0)) == .allocatedAfterReset(1))
        #expect(cache.pair(for: .init(foreground: 3, background: 0)) == .cached(1))
        #expect(cache.pair(for: .init(foreground: 1, background: 0)) == .allocated(2))
    }

    @Test("a terminal without pairs maps everything to pair 0", arguments: [0, 1, -5])
    func noPairs(colorPairs: Int) {
        var cache = ColorPairCache(colorPairs: colorPairs)
        #expect(cache.capacity == 0)
        #expect(cache.pair(for: .init(foreground: 1, background: 2)) == .cached(0))
    }
}
