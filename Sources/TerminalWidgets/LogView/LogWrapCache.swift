/// The wrapped rows of the lines a `LogView` showed or scrolled past lately, for one width: a key
/// press wraps only the lines it reaches, and those it reaches again come from here. Forgotten
/// whole when the width changes or it holds more than `capacity` lines.
struct LogWrapCache: Sendable {
    /// The most lines kept.
    static let capacity = 1024

    private var width = 0
    private var rowsByLine: [Int: [String]] = [:]

    /// The rows of line `number` (`text`) wrapped at `width` columns: at least one.
    mutating func rows(ofLine number: Int, text: String, width: Int) -> [String] {
        if width != self.width {
            self.width = width
            rowsByLine.removeAll(keepingCapacity: true)
        }
        if let rows = rowsByLine[number] { return rows }
        let wrapped = LabelWrapping.wrap(text, width: width)
        let rows = wrapped.isEmpty ? [""] : wrapped
        if rowsByLine.count >= Self.capacity { rowsByLine.removeAll(keepingCapacity: true) }
        rowsByLine[number] = rows
        return rows
    }

}
