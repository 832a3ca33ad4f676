import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@Suite struct DataTableColumnLayoutTests {
    typealias Layout = DataTableColumnLayout

    @Test func fixedAndFittedColumnsTakeTheirWidthAndFractionsShareTheRest() {
        // 40 columns: 10 fixed, fitted 6 (between 4 and 8), two separators (6): 18 left for the fractions.
        let widths = Layout.widths(
            for: [.fixed(10), .fit(min: 4, max: 8), .fraction(0.5), .fraction(0.5)], minimums: [1, 1, 1, 1],
            fitted: [0, 6, 0, 0], availableWidth: 40 + 3)
        #expect(widths == [10, 6, 9, 9])
        #expect(Layout(widths: widths, fixedCount: 0, availableWidth: 43).totalWidth == 43)
    }

    @Test func fitIsClampedAndFractionsAreScaledAndRoundedToFillTheWidth() {
        #expect(Layout.widths(for: [.fit(min: 4, max: 8)], minimums: [1], fitted: [20], availableWidth: 80) == [8])
        #expect(Layout.widths(for: [.fit(min: 4, max: 8)], minimums: [1], fitted: [1], availableWidth: 80) == [4])
        #expect(Layout.widths(for: [.fit()], minimums: [1], fitted: [0], availableWidth: 80) == [1])
        let shares = Layout.widths(
            for: [.fraction(1), .fraction(1), .fraction(1)], minimums: [1, 1, 1], fitted: [], availableWidth: 26)
        #expect(shares == [7, 7, 6])
        let half = Layout.widths(for: [.fraction(0.5)], minimums: [1], fitted: [], availableWidth: 11)
        #expect(half == [5])
    }

    @Test func badSpecsAreClampedNeverCrash() {
        let widths = Layout.widths(
            for: [
                .fixed(-3), .fit(min: 9, max: 2), .fraction(.nan), .fraction(-1), .fraction(.infinity), .fixed(.max),
            ],
            minimums: [1, 1, 3, 1, 1, 1], fitted: [0, 0, 0, 0, 0, 0], availableWidth: -5)
        #expect(widths == [1, 9, 3, 1, 1, .max])
        let layout = Layout(widths: widths, fixedCount: 99, availableWidth: -5)
        #expect(layout.fixedCount == 6 && layout.availableWidth == 0)
        #expect(layout.totalWidth == .max && layout.isOverflowing)
        #expect(layout.segments(firstScrolledColumn: -7).isEmpty)
    }

    @Test func fractionsAreNeverNarrowerThanTheirTitles() {
        let widths = Layout.widths(for: [.fixed(20), .fraction(1)], minimums: [1, 7], fitted: [], availableWidth: 24)
        #expect(widths == [20, 7])
    }

    @Test(
        "a fitted column gives way down to its minimum before a fraction is squeezed below its own",
        arguments: [
            (60, [4, 20, 30]), (36, [4, 20, 6]), (30, [4, 14, 6]), (22, [4, 6, 6]), (21, [4, 5, 6]),
            (20, [4, 5, 6]), (10, [4, 5, 6]), (1, [4, 5, 6]), (0, [4, 5, 6]),
        ])
    func fittedColumnsGiveWayFirst(width: Int, expected: [Int]) {
        // A fixed 4, a fit between 5 and 30 measured at 20, a fraction whose title needs 6; two separators.
        let widths = Layout.widths(
            for: [.fixed(4), .fit(min: 5, max: 30), .fraction(1)], minimums: [1, 1, 6], fitted: [0, 20, 0],
            availableWidth: width)
        #expect(widths == expected)
        let total = Layout(widths: widths, fixedCount: 0, availableWidth: width).totalWidth
        #expect(total == max(width, 21), "the columns fill the width until all are at their minimum")
    }

    @Test(
        "the widest fitted column gives way first, then the widest ones together, each down to its minimum",
        arguments: [(30, [12, 8, 4]), (26, [8, 8, 4]), (23, [7, 6, 4]), (16, [3, 3, 4]), (12, [3, 3, 4])])
    func widestGivesWayFirst(width: Int, expected: [Int]) {
        let widths = Layout.widths(
            for: [.fit(min: 3), .fit(min: 3), .fraction(1)], minimums: [1, 1, 4], fitted: [12, 8, 0],
            availableWidth: width)
        #expect(widths == expected)
    }

    @Test func theNaturalWidthKeepsFittedColumnsWhole() {
        let widths = Layout.widths(
            for: [.fit(min: 3), .fit(min: 3), .fraction(1)], minimums: [1, 1, 4], fitted: [12, 8, 0],
            availableWidth: 0, givingWay: false)
        #expect(widths == [12, 8, 4])
    }

    @Test func segmentsShowTheFixedColumnsThenTheScrolledOnesCutAtTheEdge() {
        let layout = Layout(widths: [4, 6, 6, 6], fixedCount: 1, availableWidth: 20)
        #expect(layout.isOverflowing)
        #expect(
            layout.segments(firstScrolledColumn: 1) == [
                .init(column: 0, x: 0, width: 4), .init(column: 1, x: 7, width: 6), .init(column: 2, x: 16, width: 4),
            ])
        #expect(layout.lastFirstScrolledColumn == 3)
        #expect(
            layout.segments(firstScrolledColumn: 9) == [
                .init(column: 0, x: 0, width: 4), .init(column: 3, x: 7, width: 6),
            ])
        #expect(layout.column(atX: 8, firstScrolledColumn: 2) == 2)
        #expect(layout.column(atX: 5, firstScrolledColumn: 2) == nil, "a separator belongs to no column")
    }

    @Test func scrolledAwayColumnsLeaveASeparatorInFront() {
        let layout = Layout(widths: [5, 5, 5], fixedCount: 0, availableWidth: 12)
        #expect(
            layout.segments(firstScrolledColumn: 0) == [
                .init(column: 0, x: 0, width: 5), .init(column: 1, x: 8, width: 4),
            ])
        #expect(
            layout.segments(firstScrolledColumn: 1) == [
                .init(column: 1, x: 3, width: 5), .init(column: 2, x: 11, width: 1),
            ])
        #expect(layout.lastFirstScrolledColumn == 2)
        #expect(layout.segments(firstScrolledColumn: 2) == [.init(column: 2, x: 3, width: 5)])
    }

    @Test func scrollingToShowAColumnMovesAsLittleAsPossible() {
        let layout = Layout(widths: [5, 5, 5, 5], fixedCount: 0, availableWidth: 13)
        #expect(layout.firstScrolledColumn(showing: 1, from: 0) == 0)
        #expect(layout.firstScrolledColumn(showing: 2, from: 0) == 2)
        #expect(layout.firstScrolledColumn(showing: 3, from: 0) == 3)
        #expect(layout.firstScrolledColumn(showing: 0, from: 3) == 0)
        let wide = Layout(widths: [5, 30], fixedCount: 0, availableWidth: 10)
        #expect(wide.firstScrolledColumn(showing: 1, from: 0) == 1, "a column wider than the view starts at its left")
    }
}
