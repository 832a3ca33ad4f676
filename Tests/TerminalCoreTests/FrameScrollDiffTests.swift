import TerminalCore
import Testing

@Suite("Frame diff: scrolled regions")
struct FrameScrollDiffTests {
    /// A header, `count` list rows starting at `first` (the row `selected` in bold), a footer.
    private func listFrame(first: Int, count: Int = 8, selected: Int? = nil) -> Canvas {
        var canvas = Canvas(size: Size(width: 24, height: count + 2))
        canvas.put("Header", at: Point(x: 0, y: 0))
        for offset in 0..<count {
            let item = first + offset
            canvas.put(
                "Row \(item): item \(item * 7 % 10)", at: Point(x: 0, y: offset + 1),
                style: item == selected ? Style(attributes: .bold) : .plain)
        }
        canvas.put("Footer", at: Point(x: 0, y: count + 1))
        return canvas
    }

    private func applying(_ update: FrameUpdate, to frame: Canvas) -> Canvas {
        var result = frame
        result.apply(update)
        return result
    }

    @Test("a list scrolled by one row is a scroll of its rows and the few cells that changed")
    func scrolledList() {
        let old = listFrame(first: 1, selected: 8)
        let new = listFrame(first: 2, selected: 9)
        var spans: [FrameUpdate.Span] = []
        let update = FrameDiff.update(from: old, to: new, reusing: &spans, detectingScrolls: true)
        // The rows that moved unchanged and the rows they came from; the selection's rows are rewritten.
        #expect(update.scroll == FrameScroll(rows: 1..<8, count: 1))
        #expect(Set(update.spans.map(\.origin.y)) == [7, 8])
        #expect(applying(update, to: old) == new)
        let plain = FrameDiff.update(from: old, to: new, reusing: &spans)
        #expect(plain.scroll == nil)
        #expect(update.cellCount < plain.cellCount)
    }

    @Test("scrolls up and down by up to three rows are found, and applying them gives the new frame")
    func shifts() {
        for count in [1, 2, 3, -1, -2, -3] {
            let old = listFrame(first: 10)
            let new = listFrame(first: 10 + count)
            var spans: [FrameUpdate.Span] = []
            let update = FrameDiff.update(from: old, to: new, reusing: &spans, detectingScrolls: true)
            #expect(update.scroll == FrameScroll(rows: 1..<9, count: count), "\(count)")
            #expect(applying(update, to: old) == new, "\(count)")
        }
    }

    @Test("a changed status line below a scrolled list stays out of the scrolled region")
    func statusLineOutside() {
        let old = listFrame(first: 1)
        var new = listFrame(first: 2)
        new.put("Footer 2", at: Point(x: 0, y: 9))
        var spans: [FrameUpdate.Span] = []
        let update = FrameDiff.update(from: old, to: new, reusing: &spans, detectingScrolls: true)
        #expect(update.scroll == FrameScroll(rows: 1..<9, count: 1))
        #expect(applying(update, to: old) == new)
    }

    @Test("changes that are no scroll come out as before, without one")
    func noScroll() {
        var spans: [FrameUpdate.Span] = []
        let old = listFrame(first: 1)
        let unrelated = FrameDiff.update(from: old, to: listFrame(first: 40), reusing: &spans, detectingScrolls: true)
        #expect(unrelated.scroll == nil)
        var few = old
        few.put("changed", at: Point(x: 0, y: 3))
        let small = FrameDiff.update(from: old, to: few, reusing: &spans, detectingScrolls: true)
        #expect(small.scroll == nil)
        #expect(FrameDiff.update(from: nil, to: old, reusing: &spans, detectingScrolls: true).scroll == nil)
        #expect(FrameDiff.update(from: old, to: old, reusing: &spans, detectingScrolls: true).isEmpty)
    }

    @Test("random frames whose rows move: applying the update always gives the new frame")
    func randomMoves() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<300 {
            let height = Int.random(in: 4...12, using: &generator)
            var old = Canvas(size: Size(width: 10, height: height))
            let texts = (0..<(height + 6)).map { index in
                String(
                    (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                        ["a", "b", "漢", "é", " "].randomElement(using: &generator)!
                    }) + "\(index)"
            }
            for y in 0..<height { old.put(texts[y + 3], at: Point(x: 0, y: y)) }
            let shift = Int.random(in: -3...3, using: &generator)
            let top = Int.random(in: 0..<(height / 2), using: &generator)
            var new = old
            for y in top..<height { new.put(String(repeating: " ", count: 10), at: Point(x: 0, y: y)) }
            for y in top..<height { new.put(texts[y + 3 + shift], at: Point(x: 0, y: y)) }
            if Bool.random(using: &generator) {
                new.put("x", at: Point(x: 3, y: Int.random(in: 0..<height, using: &generator)))
            }
            var spans: [FrameUpdate.Span] = []
            let update = FrameDiff.update(from: old, to: new, reusing: &spans, detectingScrolls: true)
            #expect(applying(update, to: old) == new)
        }
    }
}

/// A small seeded generator, so the random cases are the same on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
