/// Parses GFM pipe tables: a header row, a delimiter row (`---`, `:--`, `:-:`, `--:`), then body
/// rows up to a blank line or a line without a pipe.
enum MarkdownTableParser {
    /// Whether a table starts at `index`.
    static func startsTable(_ lines: [Substring], at index: Int) -> Bool {
        guard index + 1 < lines.count, lines[index].contains("|") else { return false }
        return alignments(lines[index + 1]) != nil
    }

    /// The table starting at `index`, moving `index` past it; nil (index unchanged) when none starts.
    static func table(_ lines: [Substring], from index: inout Int) -> MarkdownTable? {
        guard startsTable(lines, at: index), let alignments = alignments(lines[index + 1]) else { return nil }
        let header = cells(lines[index]).map(MarkdownInlineParser.parse)
        index += 2
        var rows: [[[MarkdownSpan]]] = []
        while index < lines.count, !lines[index].isBlank, lines[index].contains("|") {
            rows.append(cells(lines[index]).map(MarkdownInlineParser.parse))
            index += 1
        }
        return MarkdownTable(header: header, alignments: alignments, rows: rows)
    }

    /// The alignments of a delimiter row; nil when `line` is not one.
    static func alignments(_ line: Substring) -> [MarkdownTable.Alignment]? {
        guard line.contains("-"), line.leadingSpaces < 4 else { return nil }
        var result: [MarkdownTable.Alignment] = []
        for cell in cells(line) {
            let text = Substring(cell).trimmingSpaces
            let dashes = text.drop { $0 == ":" }.prefix { $0 == "-" }
            let leading = text.first == ":"
            let trailing = text.count > 1 && text.last == ":"
            guard !dashes.isEmpty, dashes.count + (leading ? 1 : 0) + (trailing ? 1 : 0) == text.count else {
                return nil
            }
            result.append(leading && trailing ? .center : trailing ? .trailing : .leading)
        }
        guard !result.isEmpty, line.contains("|") || result.count > 1 else { return nil }
        return result
    }

    /// The cells of a row: split at pipes not escaped by a backslash, outer pipes dropped, trimmed.
    static func cells(_ line: Substring) -> [String] {
        var row = line.trimmingSpaces
        if row.first == "|" { row = row.dropFirst() }
        if row.last == "|", row.dropLast().last != "\\" { row = row.dropLast() }
        var cells: [String] = []
        var current = ""
        var escaped = false
        for char in row {
            if escaped {
                if char != "|" { current.append("\\") }
                current.append(char)
                escaped = false
            } else if char == "\\" {
                escaped = true
            } else if char == "|" {
                cells.append(String(Substring(current).trimmingSpaces))
                current = ""
            } else {
                current.append(char)
            }
        }
        if escaped { current.append("\\") }
        cells.append(String(Substring(current).trimmingSpaces))
        return cells
    }
}
