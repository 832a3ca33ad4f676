/// How well a typed query matches a title, for ranking: a prefix of the title beats a match made
/// of word starts, which beats letters found anywhere in order.
public enum FuzzyMatchKind: Int, Comparable, Sendable {
    /// The title starts with the query ("op" in "Open file").
    case prefix
    /// The query is made of starts of the title's words, in order ("of" or "opfi" in "Open file").
    case wordStart
    /// The query's letters appear in the title in order ("pnl" in "Open file").
    case subsequence

    /// A better kind sorts first.
    public static func < (lhs: FuzzyMatchKind, rhs: FuzzyMatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A title prepared for matching: its characters folded to lower case as Unicode scalars, where
/// its words start, and which character each scalar belongs to (for highlighting).
public struct FuzzyCandidate: Sendable {
    /// The folded scalars.
    let scalars: [Unicode.Scalar]
    /// Whether a word starts at each scalar.
    let wordStarts: [Bool]
    /// The character (offset in the title) of each scalar.
    let characterOffsets: [Int]

    /// Prepares `title`.
    public init(_ title: String) {
        var scalars: [Unicode.Scalar] = []
        var wordStarts: [Bool] = []
        var offsets: [Int] = []
        var previous: Character?
        for (offset, character) in title.enumerated() {
            let isWordCharacter = character.isLetter || character.isNumber
            let previousIsWordCharacter = previous.map { $0.isLetter || $0.isNumber } ?? false
            let startsWord =
                isWordCharacter
                && (!previousIsWordCharacter || (previous?.isLowercase == true && character.isUppercase))
            for (index, scalar) in character.lowercased().unicodeScalars.enumerated() {
                scalars.append(scalar)
                wordStarts.append(startsWord && index == 0)
                offsets.append(offset)
            }
            previous = character
        }
        self.scalars = scalars
        self.wordStarts = wordStarts
        self.characterOffsets = offsets
    }
}

/// Fuzzy matching of a typed query against titles (case-insensitive).
public enum FuzzyMatcher {
    /// The query folded for matching.
    public static func fold(_ query: String) -> [Unicode.Scalar] {
        Array(query.lowercased().unicodeScalars.filter { $0 != " " })
    }

    /// How `query` (folded) matches `candidate`, or nil when it does not. An empty query matches as a prefix.
    public static func kind(of query: [Unicode.Scalar], in candidate: FuzzyCandidate) -> FuzzyMatchKind? {
        let title = candidate.scalars
        guard query.count <= title.count else { return nil }
        if query.isEmpty || title.starts(with: query) { return .prefix }
        guard isSubsequence(query, of: title) else { return nil }
        return wordStartPositions(query, in: candidate) != nil ? .wordStart : .subsequence
    }

    /// The kind and the matched characters (offsets in the title, ascending) of `query` in `title`.
    public static func match(_ query: String, in title: String) -> (kind: FuzzyMatchKind, characters: [Int])? {
        let candidate = FuzzyCandidate(title)
        let folded = fold(query)
        guard let kind = kind(of: folded, in: candidate) else { return nil }
        let positions: [Int]
        switch kind {
        case .prefix: positions = Array(0..<folded.count)
        case .wordStart: positions = wordStartPositions(folded, in: candidate) ?? []
        case .subsequence: positions = subsequencePositions(folded, in: candidate.scalars)
        }
        var characters: [Int] = []
        for position in positions where !characters.contains(candidate.characterOffsets[position]) {
            characters.append(candidate.characterOffsets[position])
        }
        return (kind, characters)
    }

    /// Longer queries are matched as subsequences only (the search for word starts recurses per piece).
    private static let maximumWordStartQuery = 256

    private static func isSubsequence(_ query: [Unicode.Scalar], of title: [Unicode.Scalar]) -> Bool {
        var next = 0
        for scalar in title where next < query.count && scalar == query[next] { next += 1 }
        return next == query.count
    }

    private static func subsequencePositions(_ query: [Unicode.Scalar], in title: [Unicode.Scalar]) -> [Int] {
        var positions: [Int] = []
        for (index, scalar) in title.enumerated()
        where positions.count < query.count && scalar == query[positions.count] {
            positions.append(index)
        }
        return positions
    }

    /// Positions where `query` splits into pieces each starting a word of the title, in order
    /// (each piece a prefix of its word); nil when it does not split so.
    private static func wordStartPositions(_ query: [Unicode.Scalar], in candidate: FuzzyCandidate) -> [Int]? {
        guard query.count <= maximumWordStartQuery else { return nil }
        var positions: [Int] = []
        positions.reserveCapacity(query.count)
        var failed: Set<Int> = []
        return search(query, 0, candidate, from: 0, failed: &failed, into: &positions) ? positions : nil
    }

    /// Matches `query[queryIndex...]` as pieces at word starts from scalar `start` on.
    /// `failed` remembers the (query index, start) pairs that found nothing, so no pair is tried twice.
    private static func search(
        _ query: [Unicode.Scalar], _ queryIndex: Int, _ candidate: FuzzyCandidate, from start: Int,
        failed: inout Set<Int>, into positions: inout [Int]
    ) -> Bool {
        if queryIndex == query.count { return true }
        let title = candidate.scalars
        let key = queryIndex * (title.count + 1) + start
        guard !failed.contains(key) else { return false }
        var wordStart = start
        while wordStart < title.count {
            if candidate.wordStarts[wordStart], title[wordStart] == query[queryIndex] {
                var length = 0
                while queryIndex + length < query.count, wordStart + length < title.count,
                    title[wordStart + length] == query[queryIndex + length],
                    length == 0 || !candidate.wordStarts[wordStart + length]
                {
                    length += 1
                }
                // The longest piece first, then shorter ones, so "abx" finds "ab|c" then "a|bc … x".
                for taken in stride(from: length, through: 1, by: -1) {
                    let saved = positions.count
                    positions.append(contentsOf: wordStart..<(wordStart + taken))
                    let next = wordStart + taken
                    if search(query, queryIndex + taken, candidate, from: next, failed: &failed, into: &positions) {
                        return true
                    }
                    positions.removeSubrange(saved...)
                }
            }
            wordStart += 1
        }
        failed.insert(key)
        return false
    }
}
