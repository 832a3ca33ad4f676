/// A bordered box with an optional title around one content view. While the focus is inside the
/// panel, its border is drawn in the theme's `accent` style.
///
/// ```swift
/// let panel = Panel(title: "Profile", Padding(Label("Ada Lovelace"), all: 1))
/// ```
public final class Panel: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "panel", label: title, states: accessibilityStates)
    }

    /// The view inside the border.
    public let content: View

    /// The title drawn into the top border (cut with "…" when too long).
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// The line style of the border.
    public var border: BoxBorder {
        didSet { if border != oldValue { setNeedsDisplay() } }
    }

    /// Creates a panel titled `title` around `content`.
    public init(title: String = "", border: BoxBorder = .single, _ content: View) {
        self.title = title
        self.border = border
        self.content = content
        super.init()
        addSubview(content)
    }

    /// The content's size plus the border (and at least the title's width).
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let inner = content.sizeThatFits(Size(width: proposal.width - 2, height: proposal.height - 2))
        let titleWidth = title.isEmpty ? 0 : title.displayWidth + 4
        return Size(width: max(inner.width + 2, titleWidth), height: inner.height + 2)
    }

    /// The content's intrinsic size plus the border.
    public override var intrinsicSize: Size {
        let inner = content.intrinsicSize
        let titleWidth = title.isEmpty ? 0 : title.displayWidth + 4
        return Size(width: max(inner.width + 2, titleWidth), height: inner.height + 2)
    }

    /// Gives the content the inside of the border.
    public override func layoutSubviews() {
        content.frame = bounds.inset(by: EdgeInsets(all: 1))
    }

    /// Draws the border and the title.
    public override func draw(into canvas: inout Canvas) {
        let theme = self.theme
        let style: Style
        if !isEnabledInHierarchy {
            style = theme.disabled
        } else {
            style = containsFocus ? theme.accent : theme.border
        }
        canvas.drawBox(
            bounds, title: title.isEmpty ? nil : title, style: style, titleStyle: theme.header, border: border)
    }

    /// Redraws the border when the focus enters or leaves the panel.
    public override func focusWithinDidChange() {
        setNeedsDisplay()
    }
}
