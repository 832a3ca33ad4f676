/// The box a tooltip shows in: its text in the theme's normal style inside a border.
final class TooltipView: View {
    /// A tooltip is read as its text.
    override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "tooltip", value: text)
    }

    /// The text shown.
    var text = "" {
        didSet {
            guard text != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    /// The widest a tooltip gets, border included.
    static let maximumWidth = 50

    /// The text on one row inside the border, up to `maximumWidth`.
    override var intrinsicSize: Size {
        Size(width: min(text.displayWidth + 4, Self.maximumWidth), height: 3)
    }

    /// The border and the text (cut with "…").
    override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        canvas.fill(bounds, with: Cell(" ", style: theme.normal))
        canvas.drawBox(bounds, style: theme.border)
        guard bounds.width > 4, bounds.height > 2 else { return }
        canvas.put(text, at: Point(x: 2, y: 1), style: theme.normal, maxWidth: bounds.width - 4, ellipsis: true)
    }
}
