/// Empty room in a stack: unless given another sizing, it takes the spare space (`.fill`),
/// pushing its neighbours apart (e.g. a button row flushed right).
public final class Spacer: View {
    /// The least room it keeps, in cells along the stack's axis.
    public let minimumLength: Int

    /// Creates a spacer that keeps at least `minimumLength` cells.
    public init(minimumLength: Int = 0) {
        self.minimumLength = max(0, minimumLength)
        super.init()
    }

    /// The sizing a stack gives a spacer that has no sizing of its own.
    var defaultSizing: StackSizing { .flexible(min: minimumLength) }
}
