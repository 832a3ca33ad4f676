import ReStore

/// Reverses the order of the categories and of the shops in every category.
struct ReverseShops: Action, Codable, Equatable {}

/// Sorts the Shops table by a column, in a direction.
struct SortShops: Action, Codable, Equatable {
    /// How to sort.
    let sort: ShopsTableSort
}
