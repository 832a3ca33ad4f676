/// The TableAndCollection example: shop categories, shown as a sectioned list and as a grid, and
/// how the Shops table sorts them.
struct TableAndCollectionState: Equatable, Encodable {
    /// The categories in display order.
    var categories: [ShopCategory]
    /// How the Shops table sorts the shops (nil: as the categories list them).
    var tableSort: ShopsTableSort?

    /// The shops of ReRxSwift's Example app.
    static let initial = TableAndCollectionState(categories: [
        ShopCategory(
            title: "Food", description: "Restaurants, lunch rooms, bakeries, etc.",
            shops: [
                Shop(name: "Mario's Pizza", rating: 4.5),
                Shop(name: "Bart's Bakery", rating: 3.0),
                Shop(name: "All You Can Eat", rating: 2.0),
                Shop(name: "The Silver Stalion", rating: 4.5),
            ]),
        ShopCategory(
            title: "Fashion", description: "Men's and women's fashion",
            shops: [
                Shop(name: "Suits and Stuff", rating: 3.5),
                Shop(name: "Ye Olde Outlet", rating: 2.0),
                Shop(name: "Wool & Wedding", rating: 4.5),
            ]),
    ])
}
