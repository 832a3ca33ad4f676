import ReStore

/// Reverses the order of the categories and of the shops in every category.
struct ReverseShops: Action, Equatable {}
