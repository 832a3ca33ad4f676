/// What one Markdown line starts: fences, headings, rules, quote markers, list markers.
enum MarkdownLine {
    /// A code fence: its character, how many, and the info string after it.
    struct Fence {
        let mark: Character
        let count: Int
        let info: String
    }

    /// A list item's marker: its number (nil for a bullet), its character and the column its
    /// content starts at.
    struct ListMarker {
        let number: Int?
        let mark: Character
        let contentIndent: Int

        /// Whether `other` continues the same list.
        func isSameKind(as other: ListMarker) -> Bool { mark == other.mark && (number == nil) == (other.number == nil) }
    }

    /// The fence `line` opens or closes (at most three spaces in, three or more backticks or tildes).
    static func fence(_ line: Substring) -> Fence? {
        guard line.leadingSpaces < 4 else { return nil }
        let rest = line.drop { $0 == " " }
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let count = rest.prefix { $0 == mark }.count
        guard count >= 3 else { return nil }
        let info = rest.dropFirst(count).trimmingSpaces
        if mark == "`", info.contains("`") { return nil }
        return Fence(mark: mark, count: count, info: String(info))
    }

    /// The level and text of an ATX heading (`## Title ##`).
    static func heading(_ line: Substring) -> (Int, String)? {
        guard line.leadingSpaces < 4 else { return nil }
        let rest = line.drop { $0 == " " }
        let level = rest.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let after = rest.dropFirst(level)
        guard after.isEmpty || after.first == " " else { return nil }
        var text = after.trimmingSpaces
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0, closing == text.count || text.dropLast(closing).last == " " {
            text = text.dropLast(closing).trimmingSpaces
        }
        return (level, String(text))
    }

    /// Whether `line` is a thematic break: three or more of one of `-*_`, spaces allowed.
    static func isRule(_ line: Substring) -> Bool {
        guard line.leadingSpaces < 4 else { return false }
        let marks = line.filter { $0 != " " }
        guard let mark = marks.first, mark == "-" || mark == "*" || mark == "_", marks.count >= 3 else { return false }
        return marks.allSatisfy { $0 == mark }
    }

    /// The level of a setext underline: 1 for `===`, 2 for `---`.
    static func setextLevel(_ line: Substring) -> Int? {
        guard line.leadingSpaces < 4 else { return nil }
        let marks = line.trimmingSpaces
        guard let mark = marks.first, mark == "=" || mark == "-", marks.allSatisfy({ $0 == mark }) else { return nil }
        return mark == "=" ? 1 : 2
    }

    /// The rest of a `>` line, one space after the marker dropped.
    static func quoteContent(_ line: Substring) -> Substring? {
        guard line.leadingSpaces < 4 else { return nil }
        let rest = line.drop { $0 == " " }
        guard rest.first == ">" else { return nil }
        let content = rest.dropFirst()
        return content.first == " " ? content.dropFirst() : content
    }

    /// The list marker `line` starts with (`-`, `*`, `+`, or up to nine digits and `.` or `)`),
    /// followed by a space or the end of the line.
    static func listMarker(_ line: Substring) -> ListMarker? {
        let indent = line.leadingSpaces
        guard indent < 4 else { return nil }
        let rest = line.dropFirst(indent)
        guard let first = rest.first else { return nil }
        var number: Int?
        var markerWidth = 1
        var mark = first
        if first == "-" || first == "*" || first == "+" {
            number = nil
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), let delimiter = rest.dropFirst(digits.count).first,
                delimiter == "." || delimiter == ")"
            else { return nil }
            number = Int(String(digits))
            markerWidth = digits.count + 1
            mark = delimiter
        }
        let after = rest.dropFirst(markerWidth)
        guard after.isEmpty || after.first == " " else { return nil }
        let spaces = after.prefix { $0 == " " }.count
        let gap = after.allSatisfy({ $0 == " " }) || spaces > 4 ? 1 : spaces
        return ListMarker(number: number, mark: mark, contentIndent: indent + markerWidth + gap)
    }
}

extension Substring {
    /// Whether the line holds only spaces.
    var isBlank: Bool { allSatisfy { $0 == " " } }

    /// How many spaces the line starts with.
    var leadingSpaces: Int { prefix { $0 == " " }.count }

    /// The line without leading and trailing spaces.
    var trimmingSpaces: Substring {
        let start = drop { $0 == " " }
        var end = start.endIndex
        while end > start.startIndex, start[start.index(before: end)] == " " { end = start.index(before: end) }
        return start[start.startIndex..<end]
    }
}
