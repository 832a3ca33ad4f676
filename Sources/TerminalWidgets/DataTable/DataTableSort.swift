/// Which column a `DataTable` is sorted by, and in which direction: what the header shows (▲/▼) and
/// what `sortRequested` asks for.
public struct DataTableSort: Hashable, Sendable {
    /// Ascending (▲) or descending (▼).
    public enum Direction: Hashable, Sendable {
        /// Smallest first (▲).
        case ascending
        /// Largest first (▼).
        case descending

        /// The other direction.
        public var reversed: Direction { self == .ascending ? .descending : .ascending }

        /// The arrow the header shows.
        public var arrow: String { self == .ascending ? "▲" : "▼" }
    }

    /// The sorted column's `id`.
    public var column: String
    /// The direction.
    public var direction: Direction

    /// Creates a sort descriptor.
    public init(column: String, direction: Direction = .ascending) {
        self.column = column
        self.direction = direction
    }
}
