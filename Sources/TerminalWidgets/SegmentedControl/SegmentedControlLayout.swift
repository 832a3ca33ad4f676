/// How a `SegmentedControl` shares its width: each segment is ` title ` and segments are separated
/// by `│`. When the titles do not fit, the widest ones are shortened first (water-filling), so short
/// titles stay whole and spare columns complete the nearly whole ones first; when not even one column per segment fits, the trailing segments are dropped.
enum SegmentedControlLayout {
    /// The column range of each segment (including its padding) within `width`; a segment that does
    /// not fit gets an empty range.
    static func ranges(titleWidths: [Int], width: Int) -> [Range<Int>] {
        let count = titleWidths.count
        guard count > 0, width > 0 else { return Array(repeating: 0..<0, count: count) }
        let visibleCount = min(count, (width + 1) / 2)
        let available = width - (visibleCount - 1)
        let natural = titleWidths.prefix(visibleCount).map { max(0, $0) + 2 }
        var widths = natural
        if natural.reduce(0, +) > available {
            var cap = 1
            while natural.reduce(0, { $0 + min($1, cap + 1) }) <= available { cap += 1 }
            widths = natural.map { min($0, cap) }
            var spare = available - widths.reduce(0, +)
            let closestFirst = widths.indices.sorted { (natural[$0] - widths[$0], $0) < (natural[$1] - widths[$1], $1) }
            for index in closestFirst where spare > 0 && widths[index] < natural[index] {
                widths[index] += 1
                spare -= 1
            }
        }
        var ranges: [Range<Int>] = []
        var x = 0
        for segmentWidth in widths {
            ranges.append(x..<x + segmentWidth)
            x += segmentWidth + 1
        }
        return ranges + Array(repeating: width..<width, count: count - visibleCount)
    }
}
