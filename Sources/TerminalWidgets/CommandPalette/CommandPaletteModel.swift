/// The command palette's list: every entry, and those matching the typed query, best first
/// (prefix matches, then word starts, then subsequences; entries that match equally well keep
/// their order).
public struct CommandPaletteModel: Sendable {
    /// Every entry, in the order they were given.
    public let entries: [CommandPaletteEntry]
    /// The entries prepared for matching.
    private let candidates: [FuzzyCandidate]
    /// The query the matches are for.
    public private(set) var query = ""
    /// The indices (into `entries`) of the matching entries, best first.
    public private(set) var matches: [Int]

    /// A palette of `entries`, all matching the empty query.
    public init(entries: [CommandPaletteEntry]) {
        self.entries = entries
        candidates = entries.map { FuzzyCandidate($0.title) }
        matches = Array(entries.indices)
    }

    /// Filters and ranks the entries for `query`. A query that extends the previous one only
    /// looks at the previous matches.
    public mutating func filter(_ query: String) {
        let folded = FuzzyMatcher.fold(query)
        let previous = FuzzyMatcher.fold(self.query)
        let narrowing = folded.starts(with: previous) && !previous.isEmpty
        self.query = query
        var buckets: [[Int]] = [[], [], []]
        let pool: [Int] = narrowing ? matches.sorted() : Array(entries.indices)
        for index in pool {
            guard let kind = FuzzyMatcher.kind(of: folded, in: candidates[index]) else { continue }
            buckets[kind.rawValue].append(index)
        }
        matches = buckets[0] + buckets[1] + buckets[2]
    }

    /// The characters of entry `index`'s title that the query matched, to highlight.
    public func highlightedCharacters(ofEntry index: Int) -> [Int] {
        guard entries.indices.contains(index) else { return [] }
        return FuzzyMatcher.match(query, in: entries[index].title)?.characters ?? []
    }
}
