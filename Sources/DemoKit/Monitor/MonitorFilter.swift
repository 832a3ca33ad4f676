/// Which processes a filter text keeps: those whose command line or user holds it, ignoring case.
enum MonitorFilter {
    /// Whether `row` matches `query` (a blank query matches everything).
    static func matches(_ row: ProcessRow, _ query: String) -> Bool {
        let needle = query.trimmingSpaces.lowercased()
        guard !needle.isEmpty else { return true }
        return row.process.command.lowercased().contains(needle) || row.process.user.lowercased().contains(needle)
    }

    /// The PIDs of `rows` that match `query`, worked out off the main actor.
    @concurrent static func matchingPIDs(in rows: [ProcessRow], query: String) async -> Set<Int> {
        Set(rows.lazy.filter { matches($0, query) }.map(\.id))
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
