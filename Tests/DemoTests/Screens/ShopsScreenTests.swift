import ReCurses
import Testing

@testable import DemoKit

@MainActor
@Suite("Table and collection screens")
struct ShopsScreenTests {
    @Test(arguments: [DemoExample.table, .collection])
    func showsTheShopsWithRatings(example: DemoExample) throws {
        let harness = DemoHarness(example, size: Size(width: 100, height: 30))
        for shop in TableAndCollectionState.initial.categories.flatMap(\.shops) {
            #expect(harness.text.contains(shop.name), "\(shop.name) is missing")
        }
        harness.driver.expectScreen(named: "\(example.rawValue)-100x30")
    }

    @Test func tableShowsTheRatingNumbers() {
        let harness = DemoHarness(.table)
        let row = harness.driver.lines.first { $0.contains("Bart's Bakery") }
        #expect(row == harness.line("    Bart's Bakery            ★★★   3.0"))
    }

    @Test(arguments: [DemoExample.table, .collection])
    func reverseWithRKeepsTheSelectionOnTheSameShop(example: DemoExample) throws {
        let harness = DemoHarness(example, size: Size(width: 100, height: 30))
        let screen = try #require(harness.screen(ShopsScreen.self))
        harness.focus(screen.shopList)
        #expect(screen.shopList.selectedID == "Mario's Pizza")
        harness.driver.press(example == .table ? .down : .right)
        #expect(screen.shopList.selectedID == "Bart's Bakery")
        harness.driver.press(.character("r"))
        #expect(harness.store.state.tableAndCollection.categories.map(\.title) == ["Fashion", "Food"])
        #expect(harness.store.state.tableAndCollection.categories[1].shops.first?.name == "The Silver Stalion")
        #expect(screen.shopList.selectedID == "Bart's Bakery")
        #expect(screen.shopList.sections.first?.items.first?.name == "Wool & Wedding")
        #expect(harness.text.contains("Selected: Bart's Bakery"))
    }

    @Test func reverseButtonDispatchesReverse() throws {
        let harness = DemoHarness(.table)
        let screen = try #require(harness.screen(ShopsScreen.self))
        harness.focus(screen.reverseButton)
        harness.driver.clearDispatchedActions()
        harness.driver.press(.enter)
        #expect(harness.driver.dispatchedActions.count == 1)
        #expect(harness.driver.dispatchedActions.first is ReverseShops)
        #expect(harness.store.state.tableAndCollection.categories.first?.title == "Fashion")
        harness.driver.press(.enter)
        #expect(harness.store.state.tableAndCollection == .initial)
    }

    @Test func theListFollowsTheState() throws {
        let harness = DemoHarness(.table)
        let screen = try #require(harness.screen(ShopsScreen.self))
        harness.driver.dispatch(ReverseShops())
        #expect(screen.shopList.sections.map(\.items.count) == [3, 4])
        let fashion = try #require(harness.driver.lines.firstIndex { $0.contains("Fashion") })
        let food = try #require(harness.driver.lines.firstIndex { $0.contains("Food") })
        #expect(fashion < food)
    }

    @Test func enterShowsTheShopAndEscapeClosesIt() throws {
        let harness = DemoHarness(.table)
        let screen = try #require(harness.screen(ShopsScreen.self))
        harness.focus(screen.shopList)
        harness.driver.press(.enter)
        #expect(harness.driver.navigation.modalScreens.count == 1)
        #expect(harness.text.contains("rated"))
        harness.driver.press(.escape)
        #expect(harness.driver.navigation.modalScreens.isEmpty)
        #expect(harness.driver.focusedView === screen.shopList)
    }

    @Test(arguments: [(DemoExample.table, 0), (.collection, 1)])
    func eachExampleOpensTheTabbedScreenOnItsTab(example: DemoExample, tab: Int) throws {
        let harness = DemoHarness(example)
        let tabs = try #require(harness.driver.visibleScreen as? ShopsTabsScreen)
        #expect(tabs.selectedIndex == tab)
        #expect(tabs.loadedScreens.count == 1, "the other tab is made when first shown")
        #expect(harness.driver.focusedView === harness.screen(ShopsScreen.self)?.shopList)
    }

    @Test func ctrlPageDownShowsTheGridAndOnlyTheShownTabIsConnected() throws {
        let harness = DemoHarness(.table)
        let table = try #require(harness.screen(ShopsScreen.self))
        let subscriptions = harness.driver.liveSubscriptions
        harness.driver.press(Key(.pageDown, modifiers: .ctrl))
        let grid = try #require(harness.screen(ShopsScreen.self))
        #expect(grid.presentation == .collection)
        #expect(!table.connection.isConnected)
        #expect(grid.connection.isConnected)
        #expect(harness.driver.liveSubscriptions == subscriptions)
        #expect(harness.driver.focusedView === grid.shopList)
        harness.driver.press(.character("r"))
        #expect(harness.store.state.tableAndCollection.categories.first?.title == "Fashion")
        harness.driver.press(.alt("1"))
        #expect(table.connection.isConnected)
        #expect(table.shopList.sections.first?.title?.hasPrefix("Fashion") == true, "the table caught up")
        #expect(harness.driver.focusedView === table.shopList)
    }

    @Test func gridReflowsWithTheWidth() throws {
        let harness = DemoHarness(.collection, size: Size(width: 100, height: 30))
        harness.driver.expectScreen(named: "collection-100x30")
        harness.driver.resize(Size(width: 40, height: 30))
        harness.driver.expectScreen(named: "collection-reflowed-40x30")
    }
}
