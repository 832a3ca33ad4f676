import ReStore

/// The TableAndCollection example's reducer: `ReverseShops` reverses the categories and the shops
/// in each of them, as in ReRxSwift's Example; `SortShops` sets how the Shops table sorts them.
func tableAndCollectionReducer(action: Action, state: TableAndCollectionState?) -> TableAndCollectionState {
    var state = state ?? .initial
    if let sort = action as? SortShops { state.tableSort = sort.sort }
    if action is ReverseShops {
        state.categories = state.categories.reversed().map { category in
            var reversed = category
            reversed.shops.reverse()
            return reversed
        }
    }
    return state
}
