/// One section of a `ListView` or `GridView`: an optional header title and its identifiable items.
/// A section without a title (nil or empty) has no header row.
public struct ListSection<Item: Identifiable> {
    /// The header shown above the section's items; nil or empty for none.
    public var title: String?
    /// The section's items, in display order.
    public var items: [Item]

    /// Creates a section.
    public init(title: String? = nil, items: [Item]) {
        self.title = title
        self.items = items
    }

    /// Whether the section shows a header row.
    public var hasHeader: Bool { !(title ?? "").isEmpty }
}

extension ListSection: Equatable where Item: Equatable {}
extension ListSection: Sendable where Item: Sendable {}
