import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

struct Fruit: Identifiable, Equatable {
    let id: Int
    let name: String
}

@Suite struct ListModelTests {
    static func sections(_ names: [String], split: Int = 2) -> [ListSection<Fruit>] {
        let fruits = names.enumerated().map { Fruit(id: $0.offset, name: $0.element) }
        return [
            ListSection(title: "A", items: Array(fruits.prefix(split))), ListSection(title: nil, items: []),
            ListSection(title: "B", items: Array(fruits.dropFirst(split))),
        ]
    }

    @Test func positionsAcrossSectionsIncludingEmptyOnes() {
        var model = ListModel<Fruit>()
        model.setSections(Self.sections(["apple", "banana", "cherry", "date"]))
        #expect(model.itemCount == 4)
        #expect(model.itemOffsets == [0, 2, 2, 4])
        #expect(model.position(of: 2) == (2, 0))
        #expect(model.item(at: 3).name == "date")
    }

    @Test func selectionFollowsIdentityAcrossAReversal() {
        var model = ListModel<Fruit>()
        let fruits = (0..<10).map { Fruit(id: $0, name: "f\($0)") }
        model.setSections([ListSection(items: fruits)])
        model.select(id: 3)
        model.setSections([ListSection(items: fruits.reversed())])
        #expect(model.selectedIndex == 6)
        #expect(model.selectedID == 3)
    }

    @Test func selectionFallsBackToNearestIndexWhenItsItemIsGone() {
        var model = ListModel<Fruit>()
        let fruits = (0..<5).map { Fruit(id: $0, name: "f\($0)") }
        model.setSections([ListSection(items: fruits)])
        model.select(index: 4)
        model.setSections([ListSection(items: Array(fruits.prefix(3)))])
        #expect(model.selectedIndex == 2)
        #expect(model.selectedID == 2)
        model.setSections([])
        #expect(model.selectedIndex == nil)
        #expect(model.selectedID == nil)
    }

    @Test func marksArePrunedWhenItemsGo() {
        var model = ListModel<Fruit>()
        let fruits = (0..<5).map { Fruit(id: $0, name: "f\($0)") }
        model.setSections([ListSection(items: fruits)])
        model.toggleMark(at: 1)
        model.toggleMark(at: 4)
        model.toggleMark(at: 4)
        model.toggleMark(at: 3)
        #expect(model.markedIDs == [1, 3])
        model.setSections([ListSection(items: Array(fruits.prefix(2)))])
        #expect(model.markedIDs == [1])
    }

    @Test func unknownIDClearsSelection() {
        var model = ListModel<Fruit>()
        model.setSections(Self.sections(["a", "b"]))
        model.select(id: 1)
        do {
            let result = model.select(id: 99)
            #expect(result)
        }
        #expect(model.selectedIndex == nil)
    }

    @Test func searchFindsNextPrefixMatchInListOrder() {
        var model = ListModel<Fruit>()
        model.setSections(Self.sections(["Banana", "apple", "Blueberry", "cherry", "bread"]))
        let key: (Fruit) -> String = { $0.name }
        do {
            let result = model.search(prefix: "b", includingStart: true, key: key)
            #expect(result == 0)
        }
        model.select(index: 0)
        do {
            let result = model.search(prefix: "b", includingStart: false, key: key)
            #expect(result == 2)
        }
        model.select(index: 4)
        do {
            let result = model.search(prefix: "B", includingStart: false, key: key)
            #expect(result == 0)
        }
        do {
            let result = model.search(prefix: "bl", includingStart: true, key: key)
            #expect(result == 2)
        }
        do {
            let result = model.search(prefix: "z", includingStart: true, key: key)
            #expect(result == nil)
        }
    }

    @Test func searchIndexRangesAreContiguous() {
        let index = ListSearchIndex(keys: ["b", "ab", "abc", "a", "b"])
        #expect(index.firstMatch(prefix: "ab", from: 3, includingStart: true) == 1)
        #expect(index.firstMatch(prefix: "b", from: 0, includingStart: false) == 4)
        #expect(index.firstMatch(prefix: "B", from: 4, includingStart: false) == 0)
    }

    @Test func typeAheadResetsAfterAPause() {
        var typeAhead = ListTypeAhead(timeout: .seconds(1))
        do {
            let result = typeAhead.append("a", at: .seconds(10))
            #expect(result)
        }
        do {
            let result = typeAhead.append("b", at: .milliseconds(10_500))
            #expect(result == false)
        }
        #expect(typeAhead.text == "ab")
        #expect(typeAhead.isActive(at: .seconds(11)))
        do {
            let result = typeAhead.append("c", at: .seconds(12))
            #expect(result)
        }
        #expect(typeAhead.text == "c")
        typeAhead.reset()
        #expect(typeAhead.text.isEmpty)
    }
}
