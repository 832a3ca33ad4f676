/// A Markdown document laid out for one width: its rows, and the URL and rows of each link.
struct MarkdownLayout: Sendable {
    /// A link's target and the rows its text takes.
    struct Link: Hashable, Sendable {
        /// Where the link points.
        var url: String
        /// The URL as the terminal's link (OSC 8); nil when it makes none (see `Hyperlink`).
        var hyperlink: Hyperlink?
        /// Its first row.
        var firstRow: Int
        /// Its last row.
        var lastRow: Int
    }

    /// The width laid out for.
    let width: Int
    /// Every row, top to bottom.
    private(set) var rows: [MarkdownRow] = []
    /// The links in document order.
    private(set) var links: [Link] = []

    /// Lays `document` out at `width` columns.
    init(_ document: MarkdownDocument, width: Int) {
        self.width = width
        var urls: [String] = []
        rows = Self.rows(of: document.blocks, width: max(1, width), listDepth: 0, tight: false, urls: &urls)
        links = urls.map { Link(url: $0, hyperlink: Hyperlink($0), firstRow: Int.max, lastRow: -1) }
        for (y, row) in rows.enumerated() {
            for run in row.runs {
                guard let index = run.link, links.indices.contains(index) else { continue }
                links[index].firstRow = min(links[index].firstRow, y)
                links[index].lastRow = max(links[index].lastRow, y)
            }
        }
        links = links.map {
            $0.firstRow == Int.max ? Link(url: $0.url, hyperlink: $0.hyperlink, firstRow: 0, lastRow: 0) : $0
        }
    }

    /// Rows for `blocks`, a blank row between blocks unless `tight`.
    private static func rows(
        of blocks: [MarkdownBlock], width: Int, listDepth: Int, tight: Bool, urls: inout [String]
    ) -> [MarkdownRow] {
        var rows: [MarkdownRow] = []
        for (index, block) in blocks.enumerated() {
            if index > 0, !tight { rows.append(MarkdownRow()) }
            rows += Self.rows(of: block, width: width, listDepth: listDepth, urls: &urls)
        }
        return rows
    }

    /// Rows for one block.
    private static func rows(of block: MarkdownBlock, width: Int, listDepth: Int, urls: inout [String]) -> [MarkdownRow]
    {
        switch block {
        case .heading(let level, let spans):
            let rows = MarkdownWrapper.wrap(spans, role: .heading, width: width, urls: &urls)
            guard level <= 2 else { return rows }
            let underline = min(width, rows.map(\.width).max() ?? 0)
            return rows + [MarkdownRow(String(repeating: level == 1 ? "═" : "─", count: underline), role: .border)]
        case .paragraph(let spans):
            return MarkdownWrapper.wrap(spans, role: .text, width: width, urls: &urls)
        case .list(let list):
            return listRows(list, width: width, depth: listDepth, urls: &urls)
        case .quote(let blocks):
            let bar = MarkdownRun(text: "│ ", width: 2, role: .border)
            let inner = rows(of: blocks, width: max(1, width - 2), listDepth: listDepth, tight: false, urls: &urls)
            return (inner.isEmpty ? [MarkdownRow()] : inner).map { $0.prefixed(by: bar) }
        case .code(_, let lines):
            let indent = MarkdownRun(text: "  ", width: 2, role: .codeBlock)
            return (lines.isEmpty ? [""] : lines).map { MarkdownRow($0, role: .codeBlock).prefixed(by: indent) }
        case .table(let table):
            return MarkdownTableLayout.rows(of: table, urls: &urls)
        case .rule:
            return [MarkdownRow(String(repeating: "─", count: width), role: .border)]
        }
    }

    /// Rows for a list: each item's blocks beside its marker, continuation rows indented.
    private static func listRows(_ list: MarkdownList, width: Int, depth: Int, urls: inout [String]) -> [MarkdownRow] {
        let bullets = ["•", "◦", "▪"]
        let markers = list.items.indices.map { index in
            list.start.map { "\($0 &+ index)." } ?? bullets[depth % bullets.count]
        }
        let markerWidth = (markers.map(\.displayWidth).max() ?? 1) + 1
        var rows: [MarkdownRow] = []
        for (item, marker) in zip(list.items, markers) {
            let padded = String(repeating: " ", count: max(0, markerWidth - 1 - marker.displayWidth)) + marker + " "
            let inner = self.rows(
                of: item, width: max(1, width - markerWidth), listDepth: depth + 1, tight: true, urls: &urls)
            for (index, row) in (inner.isEmpty ? [MarkdownRow()] : inner).enumerated() {
                let prefix =
                    index == 0
                    ? MarkdownRun(text: padded, width: markerWidth, role: .marker)
                    : MarkdownRun(text: String(repeating: " ", count: markerWidth), width: markerWidth, role: .text)
                rows.append(row.prefixed(by: prefix))
            }
        }
        return rows
    }
}
