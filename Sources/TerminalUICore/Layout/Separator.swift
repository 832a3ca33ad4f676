/// A thin line between views: horizontal (`─`) in a `VStack`, vertical (`│`) in an `HStack`,
/// drawn in the theme's `border` style with an optional title on a horizontal line.
public final class Separator: View {
    /// The direction of the line.
    public let axis: StackView.Axis

    /// Text shown on a horizontal line (`── Title ──────`); ignored on a vertical one.
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// Creates a line along `axis`.
    public init(axis: StackView.Axis = .horizontal, title: String = "") {
        self.axis = axis
        self.title = title
        super.init()
    }

    /// One cell thick.
    public override var intrinsicSize: Size {
        axis == .horizontal
            ? Size(width: title.isEmpty ? 1 : title.displayWidth + 4, height: 1) : Size(width: 1, height: 1)
    }

    /// Draws the line (and the title) on the first row or column.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        switch axis {
        case .horizontal:
            canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), with: Cell("─", style: theme.border))
            guard !title.isEmpty, bounds.width > 4 else { return }
            let shown = " " + title.sanitizedForTerminal().truncated(toDisplayWidth: bounds.width - 4) + " "
            canvas.put(shown, at: Point(x: 1, y: 0), style: theme.header)
        case .vertical:
            canvas.fill(Rect(x: 0, y: 0, width: 1, height: bounds.height), with: Cell("│", style: theme.border))
        }
    }
}
