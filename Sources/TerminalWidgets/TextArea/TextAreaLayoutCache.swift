/// The wrapping of the lines a `TextArea` showed or moved through recently, by line index, for one
/// wrap width. It only ever holds lines near the viewport, so it is small whatever the document's
/// length; an edit forgets the lines it touched (all of them when lines were added or removed).
struct TextAreaLayoutCache {
    /// The most lines kept before the cache starts afresh.
    static let capacity = 4096
    private var entries: [Int: TextLineLayout] = [:]
    /// The wrap width the entries were made for (nil: no wrapping).
    private var wrapWidth: Int?
    private var tabWidth = 0

    /// The layout of `line` of `document`, wrapped at `wrapWidth` with `tabWidth`.
    mutating func layout(ofLine line: Int, in document: TextDocument, wrapWidth: Int?, tabWidth: Int) -> TextLineLayout
    {
        if wrapWidth != self.wrapWidth || tabWidth != self.tabWidth {
            entries.removeAll(keepingCapacity: true)
            self.wrapWidth = wrapWidth
            self.tabWidth = tabWidth
        }
        if let cached = entries[line] { return cached }
        let layout = TextLineLayout(document.lines[line], wrapWidth: wrapWidth, tabWidth: tabWidth)
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[line] = layout
        return layout
    }

    /// Forgets lines `range` after an edit that kept the number of lines.
    mutating func invalidate(lines range: ClosedRange<Int>) {
        if range.count > entries.count {
            entries = entries.filter { !range.contains($0.key) }
        } else {
            for line in range { entries[line] = nil }
        }
    }

    /// Forgets every line.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
