import TerminalUI

/// The navigation header: the titles of the stacked screens as a breadcrumb trail
/// (`Examples › Stepping Up`), the current one emphasised; the trail is cut from the left
/// when it does not fit.
@MainActor
final class NavigationHeaderView: View {
    /// The stacked screens' titles, root first.
    var titles: [String] = [] {
        didSet { if titles != oldValue { setNeedsDisplay() } }
    }

    /// Whether the whole trail is drawn in the theme's disabled style.
    var isDimmed = false {
        didSet { if isDimmed != oldValue { setNeedsDisplay() } }
    }

    private static let separator = " › "

    override var intrinsicSize: Size { Size(width: 0, height: 1) }

    override func draw(into canvas: inout Canvas) {
        let theme = self.theme
        guard bounds.width > 0, let current = titles.last else { return }
        let available = bounds.width - 1
        var trail: [String] = []
        var used = current.displayWidth
        for title in titles.dropLast().reversed() {
            let extra = title.displayWidth + Self.separator.displayWidth
            guard used + extra <= available else {
                trail.insert("…", at: 0)
                break
            }
            trail.insert(title, at: 0)
            used += extra
        }
        var x = 1
        for title in trail {
            x += canvas.put(title, at: Point(x: x, y: 0), style: theme.disabled)
            x += canvas.put(Self.separator, at: Point(x: x, y: 0), style: isDimmed ? theme.disabled : theme.border)
        }
        _ = canvas.put(
            current, at: Point(x: x, y: 0), style: isDimmed ? theme.disabled : theme.header,
            maxWidth: max(0, bounds.width - x), ellipsis: true)
    }
}
