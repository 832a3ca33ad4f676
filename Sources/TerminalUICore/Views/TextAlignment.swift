/// Horizontal placement of text inside the width it is given.
public enum TextAlignment: Hashable, Sendable {
    /// Flush left.
    case left
    /// Centred (an odd leftover column goes to the right).
    case center
    /// Flush right.
    case right

    /// The column a line `lineWidth` wide starts at in `width` columns (0 when it does not fit).
    public func offset(lineWidth: Int, in width: Int) -> Int {
        guard lineWidth < width else { return 0 }
        switch self {
        case .left: return 0
        case .center: return (width - lineWidth) / 2
        case .right: return width - lineWidth
        }
    }
}
