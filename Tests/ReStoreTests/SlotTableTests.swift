import Testing

@testable import ReStore

private final class Item {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
struct SlotTableTests {
    private func names(_ table: SlotTable<Int, Item>) -> [String] {
        table.slots.compactMap { $0?.name }
    }

    @Test func keepsInsertionOrderAndReplacesByKey() {
        var table = SlotTable<Int, Item>()
        table.append(Item("a"), forKey: 1)
        table.append(Item("b"), forKey: 2)
        let replaced = table.append(Item("a2"), forKey: 1)
        #expect(replaced?.name == "a")
        #expect(names(table) == ["b", "a2"])
        #expect(table.count == 2)
        #expect(table.element(forKey: 1)?.name == "a2")
    }

    @Test func removalLeavesHolesUntilCompaction() {
        var table = SlotTable<Int, Item>()
        for key in 0..<100 { table.append(Item("\(key)"), forKey: key) }
        for key in 0..<60 where key != 30 { table.remove(forKey: key) }
        #expect(table.count == 41)
        #expect(table.slots.count == 100)
        table.compactIfSparse()
        #expect(table.slots.count == 41)
        #expect(names(table) == ["30"] + (60..<100).map { "\($0)" })
        #expect(table.remove(forKey: 30)?.name == "30")
        #expect(table.element(forKey: 99)?.name == "99")
    }

    @Test func trailingHolesAreTrimmedAtOnce() {
        var table = SlotTable<Int, Item>()
        for key in 0..<5 { table.append(Item("\(key)"), forKey: key) }
        table.remove(forKey: 3)
        table.remove(forKey: 4)
        #expect(table.slots.count == 3)
    }

    @Test func removingAReplacedElementKeepsItsReplacement() {
        var table = SlotTable<Int, Item>()
        let old = Item("old")
        table.append(old, forKey: 7)
        table.append(Item("new"), forKey: 7)
        table.remove(old, forKey: 7)
        #expect(table.element(forKey: 7)?.name == "new")
    }
}

@MainActor
struct SweepTests {
    @Test func deallocatedSubscribersLeaveTheTableWithinThirtyTwoDispatches() {
        let store = makeStore()
        let keeper = Recorder<Int>()
        store.subscribe(keeper) { $0.select(\.count) }
        do {
            let doomed = (0..<50).map { _ in Recorder<Int>() }
            for recorder in doomed { store.subscribe(recorder) { $0.select(\.count) } }
        }
        #expect(store.core.subscriptions.count == 51)
        for _ in 0..<32 { store.dispatch(TestAction.touch) }
        #expect(store.core.subscriptions.count == 1)
        #expect(store.core.subscriptions.slots.count == 1)
    }
}
