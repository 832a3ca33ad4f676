/// Where the help dialog's lines go: the sections as one list of lines (a heading, its entries, a
/// blank line between sections), flowed into as many columns as a width holds and a height needs.
struct KeyHelpLayout: Equatable {
    /// One line of the list.
    enum Line: Equatable {
        /// A section's title.
        case heading(String)
        /// A key and what it does.
        case entry(KeyHelpEntry)
        /// The gap between two sections.
        case blank
    }

    /// Columns between two columns of lines.
    static let columnGap = 3
    /// Columns between a key and its description.
    static let keyGap = 2

    /// Every line, in reading order.
    let lines: [Line]

    /// The sections as lines.
    init(sections: [KeyHelpSection]) {
        var lines: [Line] = []
        for section in sections where !section.entries.isEmpty {
            if !lines.isEmpty { lines.append(.blank) }
            if !section.title.isEmpty { lines.append(.heading(section.title)) }
            lines += section.entries.map { .entry($0) }
        }
        self.lines = lines
    }

    /// The widest keys label among `lines`.
    static func keyWidth(of lines: some Collection<Line>) -> Int {
        lines.reduce(0) { widest, line in
            guard case .entry(let entry) = line else { return widest }
            return max(widest, entry.keysLabel.displayWidth)
        }
    }

    /// How wide `lines` are as one column: the widest heading, or keys plus gap plus description.
    static func naturalWidth(of lines: some Collection<Line>) -> Int {
        let keys = keyWidth(of: lines)
        return lines.reduce(0) { widest, line in
            switch line {
            case .heading(let title): max(widest, title.displayWidth)
            case .entry(let entry): max(widest, keys + keyGap + entry.description.displayWidth)
            case .blank: widest
            }
        }
    }

    /// The width of the whole list as one column.
    var naturalWidth: Int { Self.naturalWidth(of: lines) }

    /// The lines cut into at most `count` columns of about equal height, never ending a column with
    /// a heading or a blank line and never starting one with a blank line.
    func columns(count: Int) -> [[Line]] {
        guard !lines.isEmpty else { return [] }
        let count = max(1, count)
        var limit = (lines.count + count - 1) / count
        while limit < lines.count {
            let split = split(maximumHeight: limit)
            if split.count <= count { return split }
            limit += 1
        }
        return [lines]
    }

    /// Greedy columns of at most `maximumHeight` lines. A column that starts inside a section
    /// starts with the section's heading again.
    private func split(maximumHeight: Int) -> [[Line]] {
        var columns: [[Line]] = []
        var current: [Line] = []
        var sectionHeading: Line?
        for line in lines {
            switch line {
            case .heading: sectionHeading = line
            case .blank: sectionHeading = nil
            case .entry: break
            }
            if current.isEmpty, line == .blank { continue }
            if current.count >= maximumHeight {
                var carried: [Line] = []
                while let last = current.last, case .heading = last {
                    carried.insert(last, at: 0)
                    current.removeLast()
                }
                while current.last == .blank { current.removeLast() }
                if !current.isEmpty { columns.append(current) }
                if line == .blank {
                    current = carried
                    continue
                }
                if carried.isEmpty, case .entry = line, let sectionHeading { carried = [sectionHeading] }
                current = carried
            }
            current.append(line)
        }
        if !current.isEmpty { columns.append(current) }
        return columns
    }

    /// The width of `columns` side by side.
    static func width(of columns: [[Line]]) -> Int {
        columns.reduce(0) { $0 + naturalWidth(of: $1) } + columnGap * max(0, columns.count - 1)
    }

    /// The columns for `width` and `height`: one while everything fits the height, otherwise the
    /// fewest that fit both, or, when no number of columns fits the height, the most that fit the width.
    func columns(width: Int, height: Int) -> [[Line]] {
        let single = columns(count: 1)
        guard lines.count > height else { return single }
        var best = single
        for count in 2...max(2, lines.count) {
            let candidate = columns(count: count)
            guard candidate.count == count, Self.width(of: candidate) <= width else { break }
            best = candidate
            if (candidate.map(\.count).max() ?? 0) <= height { break }
        }
        return best
    }
}
