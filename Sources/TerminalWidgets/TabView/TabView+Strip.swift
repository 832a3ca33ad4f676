/// Drawing the tab strip and choosing tabs with the mouse.
extension TabView {
    /// A mouse press on a title shows its tab; one on `‹` or `›` the tab before or after the
    /// selected one.
    /// Returns false for events that are not a press on the strip.
    func handleStripPress(_ event: Event) -> Bool {
        guard case .mouse(.press(.left, let point, _)) = event, point.y == 0 else { return false }
        guard isEnabledInHierarchy, !slots.isEmpty else { return false }
        if strip.showsLeadingMarker, point.x == 0 {
            userSelect(max(0, selectedIndex - 1))
        } else if strip.showsTrailingMarker, point.x == bounds.width - 1 {
            userSelect(min(slots.count - 1, selectedIndex + 1))
        } else if let index = strip.tab(at: point.x) {
            userSelect(index)
        }
        return true
    }

    /// Draws the strip: the titles, the selected one highlighted (in the focused style while the
    /// focus is inside the tab view), separators between, and the scroll markers.
    func drawStrip(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let separatorStyle = enabled ? theme.border : theme.disabled
        for (index, range) in strip.ranges.enumerated() where !range.isEmpty {
            let selected = index == selectedIndex
            let style =
                !enabled
                ? (selected ? theme.disabled.reversed : theme.disabled)
                : selected ? (containsFocus ? theme.focused : theme.selected) : theme.normal
            canvas.fill(
                Rect(origin: Point(x: range.lowerBound, y: 0), size: Size(width: range.count, height: 1)),
                with: Cell.blank(style: style))
            let padded = range.count >= 3
            canvas.put(
                slots[index].item.title, at: Point(x: range.lowerBound + (padded ? 1 : 0), y: 0), style: style,
                maxWidth: padded ? range.count - 2 : range.count, ellipsis: true)
            let next = index + 1
            if next < strip.ranges.count, !strip.ranges[next].isEmpty, range.upperBound < bounds.width {
                canvas.put("│", at: Point(x: range.upperBound, y: 0), style: separatorStyle)
            }
        }
        if strip.showsLeadingMarker { canvas.put("‹", at: .zero, style: separatorStyle) }
        if strip.showsTrailingMarker {
            canvas.put("›", at: Point(x: bounds.width - 1, y: 0), style: separatorStyle)
        }
    }
}
