/// The keys of a context, as the help dialog shows them: sections of keys and what they do, the
/// keys in one aligned column, flowed into two or more columns when the height is short and the
/// width allows, and scrolled when even that does not fit.
///
/// While the lines overflow, ↑/↓, PgUp/PgDn, Home/End and the mouse wheel scroll, and a scroll bar
/// in the right column shows where the view is and that more follows. Descriptions too wide for
/// their column are cut with "…". Any size works, down to 0×0.
public final class KeyHelpView: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "key help",
            value: sections.flatMap { section in
                ["", section.title] + section.entries.map { "\($0.keysLabel): \($0.description)" }
            }.joined(separator: "\n"))
    }

    /// The keys shown.
    public var sections: [KeyHelpSection] {
        didSet {
            guard sections != oldValue else { return }
            layout = KeyHelpLayout(sections: sections)
            contentOffset = 0
            invalidateIntrinsicSize()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Shown when there are no keys.
    public var emptyText: String {
        didSet { if emptyText != oldValue { setNeedsDisplay() } }
    }

    /// How many rows are scrolled off the top.
    public private(set) var contentOffset = 0

    /// The columns of lines laid out for the current size.
    private var columns: [[KeyHelpLayout.Line]] = []
    private var layout: KeyHelpLayout

    /// Creates a view of `sections`.
    public init(sections: [KeyHelpSection], emptyText: String = "No keys are bound here.") {
        self.sections = sections
        self.emptyText = emptyText
        layout = KeyHelpLayout(sections: sections)
        super.init()
        keyBindings = [
            KeyBinding(.down, .moveDown, hint: "Scroll", keyLabel: "↑↓", help: "Scroll down"),
            KeyBinding(.up, .moveUp, help: "Scroll up"),
            KeyBinding(.pageDown, .pageDown),
            KeyBinding(.pageUp, .pageUp),
            KeyBinding(.home, .moveToStart),
            KeyBinding(.end, .moveToEnd),
        ]
        let overflowing: @MainActor () -> Bool = { [unowned self] in isOverflowing }
        let page: @MainActor () -> Int = { [unowned self] in max(1, bounds.height - 1) }
        addCommand(.moveDown, isEnabled: overflowing) { [unowned self] in scroll(to: contentOffset &+ 1) }
        addCommand(.moveUp, isEnabled: overflowing) { [unowned self] in scroll(to: contentOffset &- 1) }
        addCommand(.pageDown, isEnabled: overflowing) { [unowned self] in scroll(to: contentOffset &+ page()) }
        addCommand(.pageUp, isEnabled: overflowing) { [unowned self] in scroll(to: contentOffset &- page()) }
        addCommand(.moveToStart, isEnabled: overflowing) { [unowned self] in scroll(to: 0) }
        addCommand(.moveToEnd, isEnabled: overflowing) { [unowned self] in scroll(to: maximumOffset) }
    }

    /// The number of columns the lines are flowed into at the current size.
    public var columnCount: Int { columns.count }

    /// The rows the tallest column needs.
    public var contentHeight: Int { columns.map(\.count).max() ?? 0 }

    /// Whether some rows are out of sight.
    public var isOverflowing: Bool { contentHeight > bounds.height }

    /// The largest offset: the last row at the bottom.
    public var maximumOffset: Int { max(0, contentHeight - bounds.height) }

    /// Scrolls so that row `offset` is at the top (clamped).
    public func scroll(to offset: Int) {
        let clamped = min(max(0, offset), maximumOffset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        setNeedsDisplay()
    }

    /// The view takes the focus, so its scrolling keys work.
    public override var canBecomeFocused: Bool { true }

    /// The keys' heading in a help dialog of its own.
    public override var keyHelpTitle: String { "Keys" }

    /// One column when everything fits the proposed height, else the fewest columns of the proposed
    /// width that make it fit (a scroll bar column more when even those do not), never wider than
    /// the proposal.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let width = max(0, proposal.width)
        let height = max(0, proposal.height)
        guard !layout.lines.isEmpty else {
            return Size(width: min(width, emptyText.displayWidth), height: min(height, 1))
        }
        let arrangement = arrange(width: width, height: height)
        let content = KeyHelpLayout.width(of: arrangement.columns) + (arrangement.showsScrollBar ? 1 : 0)
        let rows = arrangement.columns.map(\.count).max() ?? 0
        return Size(width: min(width, content), height: min(height, rows))
    }

    /// The unconstrained size: everything in one column.
    public override var intrinsicSize: Size {
        layout.lines.isEmpty
            ? Size(width: emptyText.displayWidth, height: 1)
            : Size(width: layout.naturalWidth, height: layout.lines.count)
    }

    /// Flows the lines into columns for the current size and keeps the offset in range.
    public override func layoutSubviews() {
        columns = arrange(width: bounds.width, height: bounds.height).columns
        contentOffset = min(contentOffset, maximumOffset)
    }

    /// The columns for `width`×`height`, and whether a scroll bar takes the right column.
    private func arrange(width: Int, height: Int) -> (columns: [[KeyHelpLayout.Line]], showsScrollBar: Bool) {
        let columns = layout.columns(width: width, height: height)
        guard (columns.map(\.count).max() ?? 0) > height, width > 1 else { return (columns, false) }
        return (layout.columns(width: width - 1, height: height), true)
    }

    /// Draws the visible rows of every column, then the scroll bar.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        guard !columns.isEmpty else {
            canvas.put(emptyText, at: .zero, style: theme.normal, maxWidth: bounds.width, ellipsis: true)
            return
        }
        let scrollBar = isOverflowing && bounds.width > 1
        let room = bounds.width - (scrollBar ? 1 : 0)
        let widths = columnWidths(room: room)
        var x = 0
        for (column, lines) in columns.enumerated() where x < room {
            let width = min(widths[column], room - x)
            draw(lines, at: x, width: width, into: &canvas)
            x += width + KeyHelpLayout.columnGap
        }
        if scrollBar { drawScrollBar(into: &canvas) }
    }

    /// Each column's natural width, shrunk to share `room` when together they are wider.
    private func columnWidths(room: Int) -> [Int] {
        let natural = columns.map { KeyHelpLayout.naturalWidth(of: $0) }
        let gaps = KeyHelpLayout.columnGap * max(0, columns.count - 1)
        guard natural.reduce(0, +) + gaps > room else { return natural }
        let share = max(1, (room - gaps) / max(1, columns.count))
        return natural.map { min($0, share) }
    }

    private func draw(_ lines: [KeyHelpLayout.Line], at x: Int, width: Int, into canvas: inout Canvas) {
        let theme = self.theme
        let keyWidth = min(KeyHelpLayout.keyWidth(of: lines), max(1, width / 2))
        for row in 0..<bounds.height {
            let index = row &+ contentOffset
            guard lines.indices.contains(index) else { break }
            switch lines[index] {
            case .heading(let title):
                canvas.put(title, at: Point(x: x, y: row), style: theme.header, maxWidth: width, ellipsis: true)
            case .entry(let entry):
                canvas.put(
                    entry.keysLabel, at: Point(x: x, y: row), style: theme.accent, maxWidth: min(keyWidth, width),
                    ellipsis: true)
                let descriptionX = keyWidth + KeyHelpLayout.keyGap
                guard descriptionX < width else { continue }
                canvas.put(
                    entry.description, at: Point(x: x + descriptionX, y: row), style: theme.normal,
                    maxWidth: width - descriptionX, ellipsis: true)
            case .blank:
                continue
            }
        }
    }

    /// A track in the right column with a thumb the size of the visible share, where the view is.
    private func drawScrollBar(into canvas: inout Canvas) {
        let theme = self.theme
        let track = bounds.height
        let total = max(1, contentHeight)
        let thumb = min(track, max(1, track * track / total))
        let position = maximumOffset == 0 ? 0 : (track - thumb) * contentOffset / maximumOffset
        let column = bounds.width - 1
        for row in 0..<track {
            let onThumb = row >= position && row < position + thumb
            let cell = onThumb ? Cell("█", style: theme.accent) : Cell("│", style: theme.border)
            canvas.set(cell, at: Point(x: column, y: row))
        }
    }

    /// The wheel scrolls three rows while the lines overflow.
    public override func handle(_ event: Event) -> Bool {
        switch event {
        case .mouse(.wheelUp) where isOverflowing:
            scroll(to: contentOffset &- 3)
            return true
        case .mouse(.wheelDown) where isOverflowing:
            scroll(to: contentOffset &+ 3)
            return true
        default:
            return super.handle(event)
        }
    }
}
