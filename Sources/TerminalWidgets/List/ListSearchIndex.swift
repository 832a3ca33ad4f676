/// Sorted, lower-cased search keys for type-to-search in long lists. Built once per change of the
/// items (O(n log n)); a query finds the range of keys with a prefix by binary search, then the
/// first match in list order after a start position by scanning that range and the list from the
/// start at the same time, so it costs O(log n + min(matches, distance to the next match)).
struct ListSearchIndex {
    /// (lower-cased key, item index), sorted by key then index.
    private let entries: [(key: String, index: Int)]
    /// For each item index, its position in `entries`.
    private let rank: [Int]

    init(keys: [String]) {
        let sorted = keys.enumerated().map { (key: $0.element.lowercased(), index: $0.offset) }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        var rank = [Int](repeating: 0, count: keys.count)
        for (position, entry) in sorted.enumerated() { rank[entry.index] = position }
        self.entries = sorted
        self.rank = rank
    }

    /// The positions in `entries` whose key starts with `prefix` (already lower-cased).
    private func range(of prefix: String) -> Range<Int> {
        let low = partition { $0 >= prefix }
        let high = partition { $0 >= prefix && !$0.hasPrefix(prefix) }
        return low..<max(low, high)
    }

    /// The first position whose key satisfies a predicate that is false, then true, along `entries`.
    private func partition(_ predicate: (String) -> Bool) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(entries[middle].key) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The first item index at or after `start` (or after it) in list order, wrapping, whose key
    /// starts with `prefix` (case-insensitive); nil when none does.
    func firstMatch(prefix: String, from start: Int, includingStart: Bool) -> Int? {
        let count = rank.count
        let matches = range(of: prefix.lowercased())
        guard !matches.isEmpty, count > 0 else { return nil }
        let first = includingStart ? 0 : 1
        func distance(_ index: Int) -> Int {
            let raw = (index - start + count) % count
            return raw < first ? raw + count : raw
        }
        var best: (distance: Int, index: Int)?
        var scanned = 0
        while true {
            let step = first + scanned
            if step < first + count {
                let index = (start + step) % count
                if matches.contains(rank[index]) { return index }
            }
            if scanned < matches.count {
                let candidate = entries[matches.lowerBound + scanned].index
                let d = distance(candidate)
                if best == nil || d < best!.distance { best = (d, candidate) }
            } else {
                return best?.index
            }
            scanned += 1
        }
    }
}
