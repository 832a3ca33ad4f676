/// The simulated services of the Live example: a catalogue of fruit to search and a report server
/// that can time out.
enum LiveCatalog {
    /// What the search looks through.
    static let fruit = [
        "apple", "apricot", "avocado", "banana", "blackberry", "blueberry", "cherry", "clementine", "coconut",
        "cranberry", "date", "fig", "grape", "grapefruit", "guava", "kiwi", "lemon", "lime", "lychee", "mango",
        "melon", "nectarine", "orange", "papaya", "passion fruit", "peach", "pear", "pineapple", "plum",
        "pomegranate", "quince", "raspberry", "strawberry", "tangerine", "watermelon",
    ]

    /// How long a lookup takes (it also debounces typing: a newer query cancels the wait).
    static let searchLatency = Duration.milliseconds(400)
    /// How long a report takes.
    static let reportLatency = Duration.seconds(3)

    /// Why a report request failed.
    struct ReportError: Error, CustomStringConvertible {
        var description: String { "the report server timed out" }
    }

    /// The fruit whose name contains `query` (ignoring case and surrounding spaces), names that
    /// start with it first.
    static func search(_ query: String) -> [String] {
        let wanted = query.lowercased().trimmingSpaces
        guard !wanted.isEmpty else { return [] }
        let matches = fruit.filter { $0.contains(wanted) }
        return matches.filter { $0.hasPrefix(wanted) } + matches.filter { !$0.hasPrefix(wanted) }
    }

    /// Whether `query` has nothing to look up.
    static func isBlank(_ query: String) -> Bool {
        query.trimmingSpaces.isEmpty
    }

    /// The size of report `number`: a fixed, varied figure.
    static func reportRows(number: Int) -> Int {
        64 + (number * 37) % 100
    }
}

extension String {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
