/// One row of the Shops table: a shop and the title of its category. The shop's name identifies it.
struct ShopRow: Equatable, Identifiable {
    /// The shop.
    var shop: Shop
    /// Its category's title.
    var category: String

    /// The shop's name.
    var id: String { shop.id }

    /// Every shop of `categories` as a row, in the categories' order.
    static func rows(of categories: [ShopCategory]) -> [ShopRow] {
        categories.flatMap { category in category.shops.map { ShopRow(shop: $0, category: category.title) } }
    }
}
