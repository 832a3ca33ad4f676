/// The typed prefix for a list's type-to-search: characters typed in quick succession accumulate;
/// after `timeout` without typing, or on any other key, it starts over.
struct ListTypeAhead: Sendable, Equatable {
    /// How long a pause ends the current search.
    var timeout: Duration
    /// The prefix typed so far.
    private(set) var text = ""
    private var lastTyped: Duration?

    /// Creates an empty buffer.
    init(timeout: Duration = .seconds(1)) {
        self.timeout = timeout
    }

    /// Adds a typed character at time `now`, starting over first if the pause was too long.
    /// Returns whether this started a new search (the buffer was empty or had timed out).
    @discardableResult
    mutating func append(_ character: Character, at now: Duration) -> Bool {
        let fresh = text.isEmpty || lastTyped.map { now - $0 > timeout } ?? true
        if fresh { text = "" }
        text.append(character)
        lastTyped = now
        return fresh
    }

    /// Whether a search is in progress at time `now` (typed recently).
    func isActive(at now: Duration) -> Bool {
        guard !text.isEmpty, let lastTyped else { return false }
        return now - lastTyped <= timeout
    }

    /// Forgets the typed prefix.
    mutating func reset() {
        text = ""
        lastTyped = nil
    }
}
