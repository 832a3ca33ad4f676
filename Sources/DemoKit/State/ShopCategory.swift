/// A category of shops: a section of the table and of the grid.
struct ShopCategory: Equatable, Encodable, Identifiable {
    /// The section title.
    var title: String
    /// A one-line description of the category.
    var description: String
    /// The shops in display order.
    var shops: [Shop]

    /// The title identifies the category.
    var id: String { title }
}
