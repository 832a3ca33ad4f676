/// The Emacs-style kill ring behind a text field's kill (Ctrl-K, Ctrl-U, Ctrl-W, Alt-D, Alt-Backspace)
/// and yank (Ctrl-Y, then Alt-Y to cycle through older kills) commands.
///
/// Consecutive kills are merged into one entry: a forward kill appends, a backward kill prepends,
/// so Ctrl-W Ctrl-W yanks back both words in their original order.
public struct KillRing: Sendable, Equatable {
    /// How many kills are remembered; the oldest is dropped beyond it.
    public let capacity: Int
    /// The remembered kills, newest last.
    public private(set) var entries: [String] = []
    /// Which entry a yank inserts (an index into `entries`), moved back by `rotate()`.
    private var yankIndex: Int = 0

    /// Creates an empty ring that remembers up to `capacity` kills (at least one).
    public init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
    }

    /// The text a yank inserts now, or nil when nothing was killed yet.
    public var current: String? {
        entries.isEmpty ? nil : entries[yankIndex]
    }

    /// Records killed text. With `merging` it extends the newest entry (appending a forward kill,
    /// prepending a backward one) instead of starting a new entry. Empty text records nothing.
    public mutating func kill(_ text: String, backward: Bool, merging: Bool) {
        guard !text.isEmpty else { return }
        if merging, let last = entries.indices.last {
            entries[last] = backward ? text + entries[last] : entries[last] + text
        } else {
            entries.append(text)
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
        yankIndex = entries.count - 1
    }

    /// Moves the yank position to the next older kill (wrapping) and returns it, for Alt-Y.
    public mutating func rotate() -> String? {
        guard !entries.isEmpty else { return nil }
        yankIndex = (yankIndex - 1 + entries.count) % entries.count
        return entries[yankIndex]
    }
}
