/// What laid-out Markdown text is, for the theme style it is drawn in.
enum MarkdownRole: Hashable, Sendable {
    /// Paragraph and list text.
    case text
    /// A heading's text.
    case heading
    /// A table's header cells.
    case tableHeader
    /// A code block's lines.
    case codeBlock
    /// A list's bullet or number.
    case marker
    /// Quote bars, rules, table lines, heading underlines.
    case border
}

/// A piece of one laid-out row: text of one style, at most one link.
struct MarkdownRun: Hashable, Sendable {
    /// The text (no newlines).
    var text: String
    /// The columns the text takes.
    var width: Int
    /// What the text is.
    var role: MarkdownRole
    /// Its inline emphasis.
    var emphasis: MarkdownSpan.Emphasis = []
    /// The index of the link it belongs to, in `MarkdownLayout.links`.
    var link: Int?

    /// Whether `other` draws the same way and belongs to the same link.
    func isContinued(by other: MarkdownRun) -> Bool {
        role == other.role && emphasis == other.emphasis && link == other.link
    }
}

/// One row of laid-out Markdown, from column 0.
struct MarkdownRow: Hashable, Sendable {
    /// The pieces, left to right.
    var runs: [MarkdownRun] = []
    /// The columns the row takes.
    var width = 0

    /// A row of `text` in one role.
    init(_ text: String, role: MarkdownRole) {
        if !text.isEmpty { append(MarkdownRun(text: text, width: text.displayWidth, role: role)) }
    }

    /// A row of `runs`.
    init(runs: [MarkdownRun] = []) {
        for run in runs { append(run) }
    }

    /// Appends `run`, merged into the last piece when it draws the same way.
    mutating func append(_ run: MarkdownRun) {
        guard !run.text.isEmpty else { return }
        width += run.width
        if let last = runs.last, last.isContinued(by: run) {
            runs[runs.count - 1].text += run.text
            runs[runs.count - 1].width += run.width
        } else {
            runs.append(run)
        }
    }

    /// This row after `prefix`.
    func prefixed(by prefix: MarkdownRun) -> MarkdownRow {
        var row = MarkdownRow(runs: [prefix])
        for run in runs { row.append(run) }
        return row
    }

    /// The link at column `x`, if any.
    func link(at x: Int) -> Int? {
        var column = 0
        for run in runs {
            if x < column + run.width { return run.link }
            column += run.width
        }
        return nil
    }
}
