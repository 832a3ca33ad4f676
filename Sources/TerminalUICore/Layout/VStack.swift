/// A stack that lines its children up top to bottom.
public final class VStack: StackView {
    /// Creates a vertical stack holding `views`.
    public init(spacing: Int = 0, alignment: StackAlignment = .fill, _ views: [View] = []) {
        super.init(axis: .vertical, spacing: spacing, alignment: alignment, views)
    }
}
