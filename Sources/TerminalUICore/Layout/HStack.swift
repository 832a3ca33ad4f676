/// A stack that lines its children up left to right.
public final class HStack: StackView {
    /// Creates a horizontal stack holding `views`.
    public init(spacing: Int = 0, alignment: StackAlignment = .fill, _ views: [View] = []) {
        super.init(axis: .horizontal, spacing: spacing, alignment: alignment, views)
    }
}
