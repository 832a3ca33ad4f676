/// A container that keeps empty margins (`insets`) around its single content view.
public final class Padding: View {
    /// The view inside the margins.
    public let content: View

    /// The empty margins around the content; clamped to the available size.
    public var insets: EdgeInsets {
        didSet {
            insets = EdgeInsets(
                top: max(0, insets.top), left: max(0, insets.left),
                bottom: max(0, insets.bottom), right: max(0, insets.right))
            if insets != oldValue {
                setNeedsLayout()
                invalidateIntrinsicSize()
            }
        }
    }

    /// Wraps `content` in `insets`.
    public init(_ content: View, insets: EdgeInsets) {
        self.content = content
        self.insets = EdgeInsets(
            top: max(0, insets.top), left: max(0, insets.left),
            bottom: max(0, insets.bottom), right: max(0, insets.right))
        super.init()
        addSubview(content)
    }

    /// Wraps `content` in `all` empty cells on every side.
    public convenience init(_ content: View, all: Int) {
        self.init(content, insets: EdgeInsets(all: all))
    }

    /// The content's size plus the margins.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let inner = content.sizeThatFits(
            Size(width: proposal.width - insets.horizontal, height: proposal.height - insets.vertical))
        return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    }

    /// The content's intrinsic size plus the margins.
    public override var intrinsicSize: Size {
        let inner = content.intrinsicSize
        return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    }

    /// Gives the content everything inside the margins (nothing when they do not fit).
    public override func layoutSubviews() {
        let left = min(insets.left, bounds.width)
        let top = min(insets.top, bounds.height)
        content.frame = Rect(
            x: left, y: top,
            width: bounds.width - left - insets.right,
            height: bounds.height - top - insets.bottom)
    }
}
