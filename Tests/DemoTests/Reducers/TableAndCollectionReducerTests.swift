import ReStore
import Testing

@testable import DemoKit

@Suite("TableAndCollection reducer")
struct TableAndCollectionReducerTests {
    private let categories = [
        ShopCategory(
            title: "cat1", description: "desc1",
            shops: [
                Shop(name: "shop1", rating: 0.1), Shop(name: "shop2", rating: 0.2),
            ]),
        ShopCategory(
            title: "cat2", description: "desc2",
            shops: [
                Shop(name: "shop3", rating: 0.3), Shop(name: "shop4", rating: 0.4),
            ]),
    ]

    @Test func startsWithTheExampleShops() {
        let state = tableAndCollectionReducer(action: ReSwiftInit(), state: nil)
        #expect(state.categories.map(\.title) == ["Food", "Fashion"])
        #expect(
            state.categories[0].shops.map(\.name) == [
                "Mario's Pizza", "Bart's Bakery", "All You Can Eat", "The Silver Stalion",
            ])
        #expect(state.categories[0].shops.map(\.rating) == [4.5, 3.0, 2.0, 4.5])
        #expect(state.categories[1].shops.map(\.name) == ["Suits and Stuff", "Ye Olde Outlet", "Wool & Wedding"])
        #expect(state.categories[1].shops.map(\.rating) == [3.5, 2.0, 4.5])
    }

    @Test func handlesReverse() {
        let initial = TableAndCollectionState(categories: categories)
        let next = tableAndCollectionReducer(action: ReverseShops(), state: initial)
        #expect(next.categories.count == 2)
        #expect(next.categories[0].shops == [initial.categories[1].shops[1], initial.categories[1].shops[0]])
        #expect(next.categories[1].shops == [initial.categories[0].shops[1], initial.categories[0].shops[0]])
    }

    @Test func reversingTwiceRestoresTheOrder() {
        let once = tableAndCollectionReducer(action: ReverseShops(), state: .initial)
        #expect(once != .initial)
        #expect(tableAndCollectionReducer(action: ReverseShops(), state: once) == .initial)
    }

    @Test func reversesEmptyCategories() {
        let state = TableAndCollectionState(categories: [ShopCategory(title: "none", description: "", shops: [])])
        #expect(tableAndCollectionReducer(action: ReverseShops(), state: state) == state)
    }
}
