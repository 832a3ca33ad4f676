extension MarkdownView {
    /// Rows the mouse wheel scrolls.
    static let wheelRows = 3

    /// The column the scroll indicator takes while the document overflows (none in tiny views).
    var indicatorColumns: Int { showsScrollIndicator && bounds.width > 2 && bounds.height > 1 ? 1 : 0 }

    /// The layout for the current size: at the full width, or a column narrower when that overflows.
    var layout: MarkdownLayout {
        let full = layout(width: bounds.width)
        guard indicatorColumns > 0, full.rows.count > bounds.height else { return full }
        return layout(width: bounds.width - indicatorColumns)
    }

    /// The layout at `width`, from the cache when it was laid out before.
    private func layout(width: Int) -> MarkdownLayout {
        if let cached = layouts.first(where: { $0.width == width }) { return cached }
        let fresh = MarkdownLayout(document, width: width)
        layouts = Array((layouts + [fresh]).suffix(2))
        return fresh
    }

    /// Whether the document takes more rows than the view has.
    public var isOverflowing: Bool {
        guard bounds.height > 0, bounds.width > 0 else { return false }
        return layout.rows.count > bounds.height
    }

    /// The largest top row: the last row at the bottom.
    var maximumTop: Int { max(0, layout.rows.count - max(0, bounds.height)) }

    /// Keeps `top` in range.
    func clampTop() { top = min(max(0, top), maximumTop) }

    /// The link drawn at `point`, if any.
    func link(at point: Point) -> Int? {
        let layout = self.layout
        let y = top + point.y
        guard point.x >= 0, point.x < layout.width, point.y >= 0, point.y < bounds.height,
            layout.rows.indices.contains(y)
        else { return nil }
        return layout.rows[y].link(at: point.x)
    }

    /// Draws the rows inside the canvas's clip and the scroll indicator; counts the rows drawn.
    func drawMarkdown(into canvas: inout Canvas) {
        renderedRowCount = 0
        let height = bounds.height
        guard bounds.width > 0, height > 0 else { return }
        let layout = self.layout
        clampTop()
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let focused = isFocused
        let visible = canvas.visibleRect
        for y in max(0, visible.minY)..<min(height, visible.maxY) where top + y < layout.rows.count {
            var x = 0
            for run in layout.rows[top + y].runs {
                guard x < layout.width else { break }
                var style =
                    enabled ? style(of: run, theme: theme, focusedLink: focused ? focusedLink : nil) : theme.disabled
                if let link = run.link, layout.links.indices.contains(link) {
                    style.link = layout.links[link].hyperlink
                }
                canvas.put(run.text, at: Point(x: x, y: y), style: style, maxWidth: layout.width - x)
                x += run.width
            }
            renderedRowCount += 1
        }
        if layout.rows.count > height, indicatorColumns > 0 {
            LogScrollIndicator(
                track: height, lineCount: layout.rows.count, shownLineCount: height, firstShownIndex: top,
                isAtTop: top == 0, isAtEnd: top >= maximumTop
            )
            .draw(
                into: &canvas, column: bounds.width - 1, thumbStyle: focused ? theme.focused : theme.accent,
                trackStyle: enabled ? theme.border : theme.disabled)
        }
    }

    /// The theme style of `run`.
    private func style(of run: MarkdownRun, theme: Theme, focusedLink: Int?) -> Style {
        if let link = run.link {
            return link == focusedLink ? theme.focused : emphasized(theme.accent.underlined, run.emphasis)
        }
        let base: Style =
            switch run.role {
            case .text: theme.normal
            case .heading: theme.header
            case .tableHeader: theme.normal.bold
            case .codeBlock: theme.accent
            case .marker: theme.accent
            case .border: theme.border
            }
        if run.emphasis.contains(.code) { return emphasized(theme.accent, run.emphasis.subtracting(.code)) }
        return emphasized(base, run.emphasis)
    }

    /// `style` with bold for strong and italic for italic emphasis.
    private func emphasized(_ style: Style, _ emphasis: MarkdownSpan.Emphasis) -> Style {
        var style = style
        if emphasis.contains(.strong) { style = style.bold }
        if emphasis.contains(.italic) { style = style.italic }
        return style
    }
}
