/// How much room a stack gives one child along its axis (height in a `VStack`, width in an `HStack`).
public struct StackSizing: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fixed(Int)
        case intrinsic
        case flexible(min: Int, max: Int, weight: Int)
    }

    let kind: Kind

    /// Exactly `length` cells (less only when the stack is too small).
    public static func fixed(_ length: Int) -> StackSizing { StackSizing(kind: .fixed(max(0, length))) }

    /// The child's own size (`sizeThatFits`); the default.
    public static let intrinsic = StackSizing(kind: .intrinsic)

    /// At least `min` cells, growing up to `max` with a share of the spare room proportional to `weight` (1…10 000).
    public static func flexible(min: Int = 0, max: Int = .max, weight: Int = 1) -> StackSizing {
        let low = Swift.max(0, min)
        return StackSizing(
            kind: .flexible(min: low, max: Swift.max(low, max), weight: Swift.min(Swift.max(1, weight), 10_000)))
    }

    /// All the spare room, shared with other fill/flexible children by `weight`.
    public static func fill(weight: Int) -> StackSizing { flexible(weight: weight) }

    /// All the spare room (weight 1).
    public static let fill = fill(weight: 1)
}

/// Where a stack puts a child across its axis (horizontally in a `VStack`, vertically in an `HStack`).
public enum StackAlignment: Hashable, Sendable {
    /// Stretched to the stack's full cross size.
    case fill
    /// At the left (VStack) or top (HStack), at its own size.
    case leading
    /// Centred, at its own size.
    case center
    /// At the right (VStack) or bottom (HStack), at its own size.
    case trailing
}
