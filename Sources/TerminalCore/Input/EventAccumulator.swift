/// Collects decoded events in order, grouping runs of printable scalars into grapheme clusters
/// (one `.character` key each).
struct EventAccumulator {
    private var events: [Event] = []
    private var text = String.UnicodeScalarView()

    /// Appends a finished event after any pending text.
    mutating func append(_ event: Event) {
        flushText()
        events.append(event)
    }

    /// Appends a printable scalar to the pending text.
    mutating func append(_ scalar: Unicode.Scalar) {
        text.append(scalar)
    }

    /// The events, with pending text turned into character keys.
    mutating func finish() -> [Event] {
        flushText()
        return events
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        for character in String(text) {
            events.append(.key(.character(character)))
        }
        text = String.UnicodeScalarView()
    }
}
