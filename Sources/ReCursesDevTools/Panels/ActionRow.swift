import ReCurses

/// One row of the Actions panel: a history entry (or the initial state) as text.
struct ActionRow: Identifiable, Equatable {
    /// The entry's index (`baseIndex` for the initial state).
    let id: Int
    let time: String
    let type: String
    let summary: String
    let origin: String

    /// The row of `entry`.
    init(entry: HistoryEntry) {
        id = entry.index
        time = Self.seconds(entry.time)
        type = entry.typeName
        summary = entry.summary
        origin = entry.origin ?? "—"
    }

    /// The row that stands for the state before the oldest entry kept.
    init(baseIndex: Int) {
        id = baseIndex
        time = ""
        type = "—"
        summary = "initial state"
        origin = ""
    }

    /// `duration` as seconds with milliseconds ("12.345s").
    static func seconds(_ duration: Duration) -> String {
        let milliseconds =
            max(duration.components.seconds, 0) * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
    }
}
