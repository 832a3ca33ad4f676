import ReCurses
import Testing

@testable import DemoKit

@MainActor
@Suite("Shops table screen")
struct ShopsTableScreenTests {
    @Test func theSortKeyDispatchesAndTheStoreSortsTheRows() throws {
        let harness = DemoHarness(.shopsTable)
        let screen = try #require(harness.screen(ShopsTableScreen.self))
        #expect(screen.table.selectedID == "Mario's Pizza")
        harness.driver.clearDispatchedActions()
        harness.driver.press(.character("s"))
        let action = try #require(harness.driver.dispatchedActions.first as? SortShops)
        #expect(action.sort == ShopsTableSort(column: .shop, isDescending: false))
        #expect(harness.store.state.tableAndCollection.tableSort == action.sort)
        #expect(screen.table.rows.first?.shop.name == "All You Can Eat")
        #expect(screen.table.sortDescriptor == DataTableSort(column: "Shop"))
        #expect(screen.table.selectedID == "Mario's Pizza", "the cursor keeps its shop")
        #expect(harness.text.contains("Shop ▲"))
    }

    @Test func eachShopNameLinksToAMapSearchAndTheOtherCellsLinkNowhere() throws {
        let harness = DemoHarness(.shopsTable)
        let y = try #require(harness.driver.lines.firstIndex { $0.contains("Mario's Pizza") })
        let x = try #require(harness.driver.lines[y].range(of: "Mario's Pizza")).lowerBound.utf16Offset(
            in: harness.driver.lines[y])
        let link = try #require(harness.driver.style(at: Point(x: x, y: y)).link)
        #expect(link.url == "https://www.openstreetmap.org/search?query=Mario's%20Pizza")
        let category = try #require(harness.driver.lines[y].range(of: "Food")).lowerBound.utf16Offset(
            in: harness.driver.lines[y])
        #expect(harness.driver.style(at: Point(x: category, y: y)).link == nil)
    }

    @Test func aClickOnTheRatingHeaderSortsByRatingThenTheOtherWay() throws {
        let harness = DemoHarness(.shopsTable)
        let screen = try #require(harness.screen(ShopsTableScreen.self))
        let y = try #require(harness.driver.lines.firstIndex { $0.contains("Rating") })
        let x = try #require(harness.driver.lines[y].range(of: "Rating")).lowerBound.utf16Offset(
            in: harness.driver.lines[y])
        harness.driver.click(at: Point(x: x, y: y))
        #expect(screen.table.rows.map(\.shop.rating) == [2.0, 2.0, 3.0, 3.5, 4.5, 4.5, 4.5])
        harness.driver.click(at: Point(x: x, y: y))
        #expect(harness.store.state.tableAndCollection.tableSort == ShopsTableSort(column: .rating, isDescending: true))
        #expect(
            screen.table.rows.map(\.shop.name) == [
                "Mario's Pizza", "The Silver Stalion", "Wool & Wedding", "Suits and Stuff", "Bart's Bakery",
                "All You Can Eat", "Ye Olde Outlet",
            ], "equal ratings keep the categories' order")
        #expect(harness.text.contains("Rating ▼"))
    }

    @Test func enterShowsTheShop() throws {
        let harness = DemoHarness(.shopsTable)
        harness.driver.press(.down, .enter)
        #expect(harness.text.contains("Food · rated ★★★   3.0 of 5"))
    }

    @Test func propsFollowTheStoresSort() {
        var state = TableAndCollectionState.initial
        #expect(ShopsTableScreen.props(of: state).sort == nil)
        #expect(ShopsTableScreen.props(of: state).rows.map(\.id).first == "Mario's Pizza")
        state = tableAndCollectionReducer(
            action: SortShops(sort: ShopsTableSort(column: .category, isDescending: true)), state: state)
        let props = ShopsTableScreen.props(of: state)
        #expect(props.sort == DataTableSort(column: "Category", direction: .descending))
        #expect(props.rows.map(\.category) == ["Food", "Food", "Food", "Food", "Fashion", "Fashion", "Fashion"])
        #expect(ShopsTableScreen.storeSort(for: DataTableSort(column: "Price")) == nil)
    }
}
