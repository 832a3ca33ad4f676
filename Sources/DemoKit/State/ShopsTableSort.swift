/// How the Shops table is sorted: by which column, in which direction. The state's own type (it is
/// encoded in the action log), turned into the table's `DataTableSort` by the screen.
struct ShopsTableSort: Equatable, Codable {
    /// The column to sort by.
    enum Column: String, Equatable, Codable, CaseIterable {
        case shop = "Shop"
        case category = "Category"
        case rating = "Rating"
    }

    /// The column.
    var column: Column
    /// Largest first when true.
    var isDescending: Bool

    /// The shop rows of `categories` in this order (stable: equal rows keep the categories' order).
    func sorted(_ rows: [ShopRow]) -> [ShopRow] {
        let ascending: (ShopRow, ShopRow) -> Bool =
            switch column {
            case .shop: { $0.shop.name < $1.shop.name }
            case .category: { $0.category < $1.category }
            case .rating: { $0.shop.rating < $1.shop.rating }
            }
        return rows.enumerated()
            .sorted { lhs, rhs in
                let (first, second) = isDescending ? (rhs.element, lhs.element) : (lhs.element, rhs.element)
                if ascending(first, second) { return true }
                if ascending(second, first) { return false }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
    }
}
