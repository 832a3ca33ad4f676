/// Distances from each edge of a rectangle, used for padding and borders.
public struct EdgeInsets: Hashable, Sendable {
    /// Rows removed at the top.
    public var top: Int
    /// Columns removed at the left.
    public var left: Int
    /// Rows removed at the bottom.
    public var bottom: Int
    /// Columns removed at the right.
    public var right: Int

    /// Creates insets from the four distances.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance on every edge.
    public init(all value: Int) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// `horizontal` on the left and right, `vertical` at the top and bottom.
    public init(horizontal: Int = 0, vertical: Int = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// No inset at all.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Int { left.addingSaturated(right) }

    /// `top + bottom`.
    public var vertical: Int { top.addingSaturated(bottom) }
}
