extension LogView {
    /// The badge shown at the bottom right while not following.
    public var pausedBadgeText: String {
        newLineCount > 0 ? " ↓ \(newLineCount) new " : " ↓ paused "
    }

    /// The scroll indicator for the current scroll position, with `shownLineCount` lines on screen.
    func indicator(shownLineCount: Int) -> LogScrollIndicator {
        let top = currentTop
        return LogScrollIndicator(
            track: bounds.height, lineCount: buffer.count, shownLineCount: shownLineCount,
            firstShownIndex: top.line - buffer.firstNumber,
            isAtTop: top == LogPosition(line: buffer.firstNumber, row: 0), isAtEnd: isFollowing)
    }

    /// Draws the rows inside the canvas's clip (a damaged row range, or all), then the indicator
    /// and the badge; counts the content rows drawn.
    func drawLog(into canvas: inout Canvas) {
        renderedRowCount = 0
        drawnIndicator = nil
        let height = bounds.height
        guard bounds.width > 0, height > 0 else { return }
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        guard !buffer.isEmpty else {
            shownLineCount = 0
            canvas.put(
                emptyText, at: .zero, style: enabled ? theme.normal.dim : theme.disabled, maxWidth: bounds.width,
                ellipsis: true)
            return
        }
        normalizeTop()
        let width = contentWidth
        let style = enabled ? lineStyle ?? theme.normal : theme.disabled
        let visible = canvas.visibleRect
        let rows = max(0, visible.minY)..<min(height, visible.maxY)
        shownLineCount =
            wrapsLines
            ? drawWrappedRows(rows, width: width, style: style, canvas: &canvas)
            : drawRows(rows, width: width, style: style, canvas: &canvas)
        if selection != nil { drawSelection(into: &canvas, width: width) }
        if isOverflowing, indicatorColumns > 0 {
            let indicator = indicator(shownLineCount: shownLineCount)
            indicator.draw(
                into: &canvas, column: bounds.width - 1, thumbStyle: isFocused ? theme.focused : theme.accent,
                trackStyle: enabled ? theme.border : theme.disabled)
            drawnIndicator = indicator
        }
        if !isFollowing { drawBadge(width: width, canvas: &canvas) }
    }

    /// Draws unwrapped lines, one a row, in `rows`; returns how many lines the view shows.
    private func drawRows(_ rows: Range<Int>, width: Int, style: Style, canvas: inout Canvas) -> Int {
        let first = currentTop.line
        let shown = min(bounds.height, buffer.endNumber - first)
        for y in rows where y < shown {
            canvas.put(buffer[first + y], at: Point(x: 0, y: y), style: style, maxWidth: width, ellipsis: true)
            renderedRowCount += 1
        }
        return shown
    }

    /// Draws wrapped lines from the top row, drawing only the rows in `rows`; returns how many lines
    /// the view shows at least partly.
    private func drawWrappedRows(_ rows: Range<Int>, width: Int, style: Style, canvas: inout Canvas) -> Int {
        var position = currentTop
        var y = 0
        var shown = 0
        while y < bounds.height, position.line < buffer.endNumber {
            let lineRows = self.rows(ofLine: position.line, width: width)
            shown += 1
            for row in lineRows[min(position.row, lineRows.count - 1)...] {
                guard y < bounds.height else { break }
                if rows.contains(y) {
                    canvas.put(row, at: Point(x: 0, y: y), style: style, maxWidth: width, ellipsis: true)
                    renderedRowCount += 1
                }
                y += 1
            }
            position = LogPosition(line: position.line + 1, row: 0)
        }
        return shown
    }

    /// The `↓ paused` / `↓ 3 new` badge at the right end of the last row (just `↓` when too narrow).
    private func drawBadge(width: Int, canvas: inout Canvas) {
        var badge = pausedBadgeText
        if badge.displayWidth > width { badge = "↓" }
        let x = max(0, width - badge.displayWidth)
        canvas.put(badge, at: Point(x: x, y: bounds.height - 1), style: theme.hint, maxWidth: width)
    }
}
