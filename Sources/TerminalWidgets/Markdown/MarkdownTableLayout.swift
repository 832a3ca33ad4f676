/// Lays out a pipe table: columns as wide as their widest cell, `│` between them, a `─┼─` line
/// under the header. Rows are not wrapped; the view clips them at its width.
enum MarkdownTableLayout {
    /// The rows of `table`.
    static func rows(of table: MarkdownTable, urls: inout [String]) -> [MarkdownRow] {
        var discarded: [String] = []
        let header = table.header.map { cellRow($0, role: .tableHeader, urls: &discarded) }
        let body = table.rows.map { row in row.map { cellRow($0, role: .text, urls: &discarded) } }
        var widths = header.map(\.width)
        for row in body {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.width)
            }
        }
        var rows = [line(header, widths: widths, alignments: table.alignments, cellURLs: discarded, urls: &urls)]
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
        rows.append(MarkdownRow(rule, role: .border))
        for row in body {
            rows.append(line(row, widths: widths, alignments: table.alignments, cellURLs: discarded, urls: &urls))
        }
        return rows
    }

    /// One cell's spans on a single row (links numbered later, in `line`).
    private static func cellRow(_ spans: [MarkdownSpan], role: MarkdownRole, urls: inout [String]) -> MarkdownRow {
        MarkdownWrapper.wrap(spans, role: role, width: Int.max / 4, urls: &urls).first ?? MarkdownRow()
    }

    /// The cells of one table row padded to `widths` and joined by `│`; their links (indices into
    /// `cellURLs`) are numbered again into `urls`.
    private static func line(
        _ cells: [MarkdownRow], widths: [Int], alignments: [MarkdownTable.Alignment], cellURLs: [String],
        urls: inout [String]
    ) -> MarkdownRow {
        var row = MarkdownRow()
        for (column, cell) in cells.enumerated() where column < widths.count {
            if column > 0 { row.append(MarkdownRun(text: " │ ", width: 3, role: .border)) }
            let room = widths[column] - cell.width
            let before =
                switch alignments[column] {
                case .leading: 0
                case .center: room / 2
                case .trailing: room
                }
            row.append(spaces(before))
            var previous: Int?
            var renumbered: Int?
            for run in cell.runs {
                var run = run
                if let link = run.link {
                    if link != previous {
                        urls.append(cellURLs[link])
                        renumbered = urls.count - 1
                    }
                    previous = link
                    run.link = renumbered
                } else {
                    previous = nil
                }
                row.append(run)
            }
            row.append(spaces(room - before))
        }
        return row
    }

    private static func spaces(_ count: Int) -> MarkdownRun {
        MarkdownRun(text: String(repeating: " ", count: max(0, count)), width: max(0, count), role: .text)
    }
}
