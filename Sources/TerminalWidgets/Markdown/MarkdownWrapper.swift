/// Wraps inline spans to a width: at spaces, and between wide (CJK, emoji) characters; a word
/// wider than the width is cut by characters. Links get indices in document order.
struct MarkdownWrapper {
    /// A word: pieces with no break between them, and whether a space separates it from the last.
    private struct Word {
        var row = MarkdownRow()
        var spaceBefore = false
    }

    /// The rows of `spans` at `width` columns (at least one row); link URLs are appended to `urls`.
    static func wrap(_ spans: [MarkdownSpan], role: MarkdownRole, width: Int, urls: inout [String]) -> [MarkdownRow] {
        let width = max(1, width)
        var words: [Word] = []
        var current = Word()
        var pendingSpace = false
        var previousURL: String?
        func finish() {
            if !current.row.runs.isEmpty { words.append(current) }
            current = Word()
        }
        for span in spans {
            var link: Int?
            if let url = span.link {
                if url != previousURL { urls.append(url) }
                link = urls.count - 1
            }
            previousURL = span.link
            for char in span.text {
                if char == " " || char == "\n" {
                    finish()
                    pendingSpace = true
                    continue
                }
                let charWidth = char.displayWidth
                if charWidth >= 2 { finish() }
                if current.row.runs.isEmpty {
                    current.spaceBefore = pendingSpace
                    pendingSpace = false
                }
                current.row.append(
                    MarkdownRun(text: String(char), width: charWidth, role: role, emphasis: span.emphasis, link: link))
                if charWidth >= 2 { finish() }
            }
        }
        finish()
        return fill(words, width: width, role: role)
    }

    /// Fills rows greedily with `words`.
    private static func fill(_ words: [Word], width: Int, role: MarkdownRole) -> [MarkdownRow] {
        var rows: [MarkdownRow] = []
        var line = MarkdownRow()
        for word in words {
            let gap = !line.runs.isEmpty && word.spaceBefore ? 1 : 0
            if line.width + gap + word.row.width <= width {
                if gap == 1, let last = line.runs.last, let first = word.row.runs.first {
                    let joined = last.link != nil && last.link == first.link
                    line.append(
                        MarkdownRun(
                            text: " ", width: 1, role: role, emphasis: joined ? first.emphasis : [],
                            link: joined ? first.link : nil))
                }
                for run in word.row.runs { line.append(run) }
                continue
            }
            if !line.runs.isEmpty {
                rows.append(line)
                line = MarkdownRow()
            }
            if word.row.width <= width {
                for run in word.row.runs { line.append(run) }
                continue
            }
            for run in word.row.runs {
                for char in run.text {
                    let charWidth = char.displayWidth
                    if line.width + charWidth > width, !line.runs.isEmpty {
                        rows.append(line)
                        line = MarkdownRow()
                    }
                    var piece = run
                    piece.text = String(char)
                    piece.width = charWidth
                    line.append(piece)
                }
            }
        }
        if !line.runs.isEmpty || rows.isEmpty { rows.append(line) }
        return rows
    }
}
