extension MarkdownView {
    /// Moves the focus to the next link.
    static let nextLink = Command("nextLink", help: "Next link")
    /// Moves the focus to the previous link.
    static let previousLink = Command("previousLink", help: "Previous link")

    /// The key-binding table: ↑↓ scroll, PgUp/PgDn a page, Home/End, Tab/Shift-Tab between links,
    /// Enter opens the focused link.
    static var bindings: [KeyBinding] {
        [
            KeyBinding(.up, .moveUp, hint: "Scroll", keyLabel: "↑↓"),
            KeyBinding(.down, .moveDown, isHintVisible: false),
            KeyBinding(.pageUp, .pageUp, isHintVisible: false),
            KeyBinding(.pageDown, .pageDown, isHintVisible: false),
            KeyBinding(.home, .moveToStart, isHintVisible: false),
            KeyBinding(.end, .moveToEnd, isHintVisible: false),
            KeyBinding(.tab, nextLink, hint: "Link"),
            KeyBinding(.backTab, previousLink, isHintVisible: false),
            KeyBinding(Key(.tab, modifiers: .shift), previousLink, isHintVisible: false),
            KeyBinding(.enter, .activate, hint: "Open"),
        ]
    }

    /// Registers the commands: scrolling counts while the document overflows (so arrows never leave
    /// the view then), Tab while a link follows, Enter while a link is focused.
    func addCommands() {
        let overflowing: @MainActor () -> Bool = { [unowned self] in isOverflowing }
        addCommand(.moveUp, isEnabled: { [unowned self] in isOverflowing && top > 0 }) { [unowned self] in
            scroll(by: -1)
        }
        addCommand(.moveDown, isEnabled: { [unowned self] in isOverflowing && top < maximumTop }) {
            [unowned self] in scroll(by: 1)
        }
        addCommand(.pageUp, isEnabled: overflowing) { [unowned self] in scroll(by: -pageRows) }
        addCommand(.pageDown, isEnabled: overflowing) { [unowned self] in scroll(by: pageRows) }
        addCommand(.moveToStart, isEnabled: overflowing) { [unowned self] in scroll(to: 0) }
        addCommand(.moveToEnd, isEnabled: overflowing) { [unowned self] in scroll(to: maximumTop) }
        addCommand(Self.nextLink, isEnabled: { [unowned self] in nextLink(forward: true) != nil }) {
            [unowned self] in if let link = nextLink(forward: true) { focus(link: link) }
        }
        addCommand(Self.previousLink, isEnabled: { [unowned self] in nextLink(forward: false) != nil }) {
            [unowned self] in if let link = nextLink(forward: false) { focus(link: link) }
        }
        addCommand(.activate, isEnabled: { [unowned self] in focusedLinkURL != nil }) { [unowned self] in
            if let url = focusedLinkURL { linkEvent.send(url) }
        }
    }

    /// Rows a page moves: the height less one, so one row stays in sight.
    var pageRows: Int { max(1, bounds.height - 1) }

    /// Scrolls by `rows` (negative: up), within the document.
    public func scroll(by rows: Int) { scroll(to: top.addingReportingOverflow(rows).partialValue) }

    /// Puts row `row` at the top (kept in range).
    public func scroll(to row: Int) {
        let target = min(max(0, row), maximumTop)
        guard target != top else { return }
        top = target
        setNeedsDisplay()
    }

    /// The link Tab (forward) or Shift-Tab moves to: after (before) the focused one, or, with none
    /// focused, the first (last) link from the top (bottom) of the screen.
    func nextLink(forward: Bool) -> Int? {
        let links = layout.links
        guard !links.isEmpty else { return nil }
        if let focusedLink, links.indices.contains(focusedLink) {
            let next = focusedLink + (forward ? 1 : -1)
            return links.indices.contains(next) ? next : nil
        }
        if forward { return links.firstIndex { $0.lastRow >= top } }
        let bottom = top + max(1, bounds.height) - 1
        return links.lastIndex { $0.firstRow <= bottom }
    }

    /// Focuses link `index` and scrolls it into sight.
    func focus(link index: Int) {
        let links = layout.links
        guard links.indices.contains(index) else { return }
        focusedLink = index
        let link = links[index]
        if link.firstRow < top {
            top = link.firstRow
        } else if link.lastRow >= top + bounds.height {
            top = min(link.firstRow, link.lastRow - bounds.height + 1)
        }
        clampTop()
        setNeedsDisplay()
    }
}
