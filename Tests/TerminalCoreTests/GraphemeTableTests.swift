import Testing

@testable import TerminalCore

@Suite struct GraphemeTableTests {
    @Test func aFullTableStoresNoNewCluster() {
        let table = GraphemeTable(capacity: 3)
        let clusters = ["e\u{301}", "a\u{308}", "🇩🇪"]
        let indices = clusters.map { table.index(of: $0) }
        #expect(indices == [0, 1, 2])
        #expect(table.index(of: "o\u{308}") == nil)
        #expect(table.index(of: "a\u{308}") == 1)
        #expect(table.cluster(at: 2) == "🇩🇪")
        #expect(table.cluster(at: 3) == "")
    }

    @Test func theSharedTableHoldsAtMostSixtyFiveThousandClusters() {
        #expect(GraphemeTable.shared.capacity == 65_536)
    }
}
