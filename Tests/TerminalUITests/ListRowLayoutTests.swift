import TerminalUI
import Testing

@Suite struct ListRowLayoutTests {
    // Sections: A (header, 5 items), (no header, 0 items), B (header, 2 items), at 3 columns.
    let layout = ListRowLayout(itemCounts: [5, 0, 2], hasHeader: [true, false, true], columns: 3)

    @Test func rowsIncludeHeadersAndPartialRows() {
        #expect(layout.rowCount == 5)
        #expect(layout.content(ofRow: 0) == .header(section: 0))
        #expect(layout.content(ofRow: 2) == .items(section: 0, range: 3..<5))
        #expect(layout.content(ofRow: 3) == .header(section: 2))
        #expect(layout.content(ofRow: 4) == .items(section: 2, range: 0..<2))
        #expect(layout.row(ofItem: 4, inSection: 0) == 2)
        #expect(layout.row(ofItem: 1, inSection: 2) == 4)
    }

    @Test func aGlobalItemIndexFindsItsSectionsRow() {
        // Items 0–4 are section A's, 5–6 section B's (the empty section in between holds none).
        #expect((0..<7).map(layout.row(ofGlobalItem:)) == [1, 1, 1, 2, 2, 4, 4])
        let plain = ListRowLayout(itemCounts: [3], hasHeader: [false], columns: 1)
        #expect((0..<3).map(plain.row(ofGlobalItem:)) == [0, 1, 2])
    }

    @Test func upAndDownKeepTheColumnAndCrossSections() {
        #expect(layout.positionBelow((0, 1))! == (0, 4))
        #expect(layout.positionBelow((0, 2))! == (0, 4))
        #expect(layout.positionBelow((0, 4))! == (2, 1))
        #expect(layout.positionBelow((2, 0)) == nil)
        #expect(layout.positionAbove((2, 1))! == (0, 4))
        #expect(layout.positionAbove((0, 4))! == (0, 1))
        #expect(layout.positionAbove((0, 0)) == nil)
    }

    @Test func pagesMoveByRowsAndSkipHeaders() {
        #expect(layout.position((0, 0), movedByRows: 2)! == (2, 0))
        #expect(layout.position((2, 1), movedByRows: -10)! == (0, 1))
        #expect(layout.position((0, 1), movedByRows: 100)! == (2, 1))
        #expect(layout.position((2, 0), movedByRows: 1) == nil)
    }

    @Test func singleColumnIsAPlainList() {
        let list = ListRowLayout(itemCounts: [2, 1], hasHeader: [false, true], columns: 1)
        #expect(list.rowCount == 4)
        #expect(list.positionBelow((0, 1))! == (1, 0))
        #expect(list.content(ofRow: 2) == .header(section: 1))
    }
}
