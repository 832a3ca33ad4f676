/// Splits Markdown into blocks, line by line, parsing each block's inline text. Never fails: an
/// unclosed fence runs to the end, ragged table rows are padded or cut, nesting deeper than
/// `maximumDepth` stays literal text.
enum MarkdownBlockParser {
    /// The deepest nesting of quotes and lists parsed as such.
    static let maximumDepth = 24

    /// The lines of `text` (a trailing carriage return dropped, tabs as four spaces).
    static func lines(of text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = line
            if line.last == "\r" { line = line.dropLast() }
            guard line.contains("\t") else { return line }
            return Substring(line.map { $0 == "\t" ? "    " : String($0) }.joined())
        }
    }

    /// The blocks of `lines`.
    static func parse(_ lines: [Substring], depth: Int) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.isBlank {
                index += 1
                continue
            }
            if let fence = MarkdownLine.fence(line) {
                blocks.append(code(lines, from: &index, fence: fence))
            } else if let (level, text) = MarkdownLine.heading(line) {
                blocks.append(.heading(level: level, MarkdownInlineParser.parse(text)))
                index += 1
            } else if MarkdownLine.isRule(line) {
                blocks.append(.rule)
                index += 1
            } else if line.leadingSpaces >= 4 {
                blocks.append(indentedCode(lines, from: &index))
            } else if depth < maximumDepth, MarkdownLine.quoteContent(line) != nil {
                blocks.append(quote(lines, from: &index, depth: depth))
            } else if depth < maximumDepth, MarkdownLine.listMarker(line) != nil {
                blocks.append(list(lines, from: &index, depth: depth))
            } else if let table = MarkdownTableParser.table(lines, from: &index) {
                blocks.append(.table(table))
            } else {
                blocks.append(paragraph(lines, from: &index, depth: depth))
            }
        }
        return blocks
    }

    /// A fenced code block from `index`, to its closing fence or the end.
    private static func code(_ lines: [Substring], from index: inout Int, fence: MarkdownLine.Fence) -> MarkdownBlock {
        let indent = lines[index].leadingSpaces
        index += 1
        var body: [String] = []
        while index < lines.count {
            let line = lines[index]
            index += 1
            if let closing = MarkdownLine.fence(line), closing.mark == fence.mark, closing.count >= fence.count,
                closing.info.isEmpty
            {
                break
            }
            body.append(String(line.dropFirst(min(indent, line.leadingSpaces))))
        }
        return .code(language: fence.info, lines: body)
    }

    /// An indented code block from `index`: lines indented four spaces, and blank lines between them.
    private static func indentedCode(_ lines: [Substring], from index: inout Int) -> MarkdownBlock {
        var body: [String] = []
        while index < lines.count, lines[index].isBlank || lines[index].leadingSpaces >= 4 {
            body.append(String(lines[index].dropFirst(min(4, lines[index].leadingSpaces))))
            index += 1
        }
        while body.last?.isEmpty == true || body.last?.allSatisfy({ $0 == " " }) == true { body.removeLast() }
        return .code(language: "", lines: body)
    }

    /// A block quote from `index`: the `>` lines, and lazy continuation lines of its paragraph.
    private static func quote(_ lines: [Substring], from index: inout Int, depth: Int) -> MarkdownBlock {
        var inner: [Substring] = []
        while index < lines.count {
            if let content = MarkdownLine.quoteContent(lines[index]) {
                inner.append(content)
            } else if !lines[index].isBlank, let last = inner.last, !last.isBlank, !startsBlock(lines[index]) {
                inner.append(lines[index])
            } else {
                break
            }
            index += 1
        }
        return .quote(parse(inner, depth: depth + 1))
    }

    /// A list from `index`: items with the same kind of marker, each item's lines parsed as blocks.
    private static func list(_ lines: [Substring], from index: inout Int, depth: Int) -> MarkdownBlock {
        guard let first = MarkdownLine.listMarker(lines[index]) else { return .rule }
        var items: [[MarkdownBlock]] = []
        while index < lines.count, let marker = MarkdownLine.listMarker(lines[index]), marker.isSameKind(as: first),
            lines[index].leadingSpaces < first.contentIndent
        {
            var itemLines = [lines[index].dropFirst(marker.contentIndent)]
            index += 1
            while index < lines.count {
                let line = lines[index]
                if line.isBlank {
                    var next = index + 1
                    while next < lines.count, lines[next].isBlank { next += 1 }
                    guard next < lines.count, lines[next].leadingSpaces >= marker.contentIndent else { break }
                    itemLines.append(contentsOf: lines[index..<next].map { _ in Substring("") })
                    index = next
                } else if line.leadingSpaces >= marker.contentIndent {
                    itemLines.append(line.dropFirst(marker.contentIndent))
                    index += 1
                } else if !startsBlock(line), let last = itemLines.last, !last.isBlank {
                    itemLines.append(line)
                    index += 1
                } else {
                    break
                }
            }
            items.append(parse(itemLines, depth: depth + 1))
            while index < lines.count, lines[index].isBlank,
                index + 1 < lines.count, MarkdownLine.listMarker(lines[index + 1])?.isSameKind(as: first) == true
            {
                index += 1
            }
        }
        return .list(MarkdownList(start: first.number, items: items))
    }

    /// A paragraph from `index` to a blank line or a line that starts another block; a setext
    /// underline (`===`, `---`) makes it a heading.
    private static func paragraph(_ lines: [Substring], from index: inout Int, depth: Int) -> MarkdownBlock {
        var text: [Substring] = [lines[index].drop { $0 == " " }]
        index += 1
        while index < lines.count, !lines[index].isBlank {
            let line = lines[index]
            if let level = MarkdownLine.setextLevel(line) {
                index += 1
                return .heading(level: level, MarkdownInlineParser.parse(text.joined(separator: " ")))
            }
            if startsBlock(line) || MarkdownTableParser.startsTable(lines, at: index) { break }
            text.append(line.drop { $0 == " " })
            index += 1
        }
        return .paragraph(MarkdownInlineParser.parse(text.joined(separator: "\n")))
    }

    /// Whether `line` starts a block that ends a paragraph.
    static func startsBlock(_ line: Substring) -> Bool {
        MarkdownLine.fence(line) != nil || MarkdownLine.heading(line) != nil || MarkdownLine.isRule(line)
            || MarkdownLine.quoteContent(line) != nil || MarkdownLine.listMarker(line) != nil
    }
}
