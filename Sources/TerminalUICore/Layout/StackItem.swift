/// A view with the sizing (and, optionally, the alignment) a stack gives it, for building a stack in
/// one expression: `VStack(spacing: 1, items: [title.sized(.fixed(1)), list.sized(.fill), StackItem(footer)])`.
@MainActor
public struct StackItem {
    /// The child.
    public let view: View
    /// How much room the stack gives it along its axis.
    public let sizing: StackSizing
    /// Its own cross-axis alignment; nil takes the stack's.
    public let alignment: StackAlignment?

    /// A child with `sizing` (intrinsic by default) and, optionally, its own alignment.
    public init(_ view: View, sizing: StackSizing = .intrinsic, alignment: StackAlignment? = nil) {
        self.view = view
        self.sizing = sizing
        self.alignment = alignment
    }
}

extension View {
    /// This view as a stack child with `sizing` and, optionally, its own alignment.
    public func sized(_ sizing: StackSizing, alignment: StackAlignment? = nil) -> StackItem {
        StackItem(self, sizing: sizing, alignment: alignment)
    }
}

extension StackView {
    /// Adds each item at the end, with its sizing and alignment.
    public func add(_ items: [StackItem]) {
        for item in items { add(item.view, sizing: item.sizing, alignment: item.alignment) }
    }
}

extension VStack {
    /// Creates a vertical stack holding `items`, each with its own sizing.
    public convenience init(spacing: Int = 0, alignment: StackAlignment = .fill, items: [StackItem]) {
        self.init(spacing: spacing, alignment: alignment, [View]())
        add(items)
    }
}

extension HStack {
    /// Creates a horizontal stack holding `items`, each with its own sizing.
    public convenience init(spacing: Int = 0, alignment: StackAlignment = .fill, items: [StackItem]) {
        self.init(spacing: spacing, alignment: alignment, [View]())
        add(items)
    }
}
