import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Rows that go away (the model shrank, was replaced, lost a section, a branch collapsed, a capped
/// log dropped its oldest lines) leave nothing on screen: each widget, changed in place, shows what
/// a fresh widget of the final state shows, cell for cell and style for style.
@MainActor @Suite struct RowsThatGoTests {
    static let size = Size(width: 20, height: 8)

    /// Records an issue with the cells that differ when `driver` does not show what `fresh` shows.
    static func expectSameScreen(
        _ driver: some HeadlessDriver, as fresh: some HeadlessDriver, _ comment: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let difference = ScreenDifference(expected: fresh.snapshot, actual: driver.snapshot)
        let isSame = difference.isEmpty
        #expect(isSame, "\(comment)\n\(difference.report())", sourceLocation: sourceLocation)
    }

    static func people(_ ids: [Int]) -> [Person] { ids.map { Person(id: $0, name: "Person \($0)") } }

    @Test func aDataTableDropsTheRowsPastItsNewEnd() {
        let (table, ui) = Cities.table(height: 8)
        table.rows = Array(table.rows.dropFirst())
        Self.expectSameScreen(ui, as: Cities.table(Array(Cities.all.dropFirst()), height: 8).1)
        table.sections = [ListSection(title: "Two", items: Array(Cities.all.prefix(2)))]
        let fresh = DataTable(columns: Cities.columns, sections: table.sections)
        Self.expectSameScreen(ui, as: ViewDriver(fresh, size: Size(width: 34, height: 8)))
    }

    @Test func aDataTableScrollIndicatorFollowsRowsThatArrive() {
        let (table, ui) = Cities.table(height: 5)
        let more = Cities.all + Cities.numbered(20).dropFirst(10)
        table.rows = more
        Self.expectSameScreen(ui, as: Cities.table(more, height: 5).1, "a shorter thumb")
    }

    @Test(arguments: [false, true])
    func aListShrinksGrowsAndLosesSections(grid: Bool) {
        func make() -> ListView<Person> {
            grid ? GridView(cellWidth: 8) { $0.name } : ListView { $0.name }
        }
        let list = make()
        list.sections = [
            ListSection(title: "A", items: Self.people([1, 2, 3])),
            ListSection(title: "B", items: Self.people([4, 5])),
        ]
        let ui = ViewDriver(list, size: Self.size)
        let steps: [[ListSection<Person>]] = [
            [ListSection(title: "A", items: Self.people([1, 2, 3]))],
            [ListSection(items: Self.people([2]))],
            [ListSection(items: Self.people([2, 6, 7, 8, 9, 10]))],
            [ListSection(items: Self.people([10, 9]))],
            [],
        ]
        for sections in steps {
            list.sections = sections
            let fresh = make()
            fresh.sections = sections
            fresh.selectedID = list.selectedID
            Self.expectSameScreen(ui, as: ViewDriver(fresh, size: Self.size), "\(sections.map(\.items))")
        }
    }

    @Test func aTreeCollapsesABranchAndLosesRoots() {
        func make() -> TreeView<TreeItem> { TreeView(roots: TreeItem.sample, children: \.children, text: \.name) }
        let tree = make()
        tree.expandedIDs = ["Sources", "Sources/TerminalUI", "Tests"]
        let ui = ViewDriver(tree, size: Self.size)
        func expectFresh(_ comment: String) {
            let fresh = make()
            fresh.roots = tree.roots
            fresh.expandedIDs = tree.expandedIDs
            fresh.selectedID = tree.selectedID
            Self.expectSameScreen(ui, as: ViewDriver(fresh, size: Self.size), comment)
        }
        tree.selectedID = "Sources/TerminalUI"
        ui.press(.left)
        expectFresh("a branch collapsed by the user")
        tree.expandedIDs = ["Tests"]
        expectFresh("branches collapsed in code")
        tree.roots = [TreeItem("README.md")]
        expectFresh("roots gone")
    }

    @Test(arguments: [false, true])
    func aCappedLogDropsItsOldestLines(wraps: Bool) {
        func make(_ lines: [String]) -> LogView {
            let log = LogView(lines: lines, maximumLineCount: 4)
            log.wrapsLines = wraps
            return log
        }
        let log = make(["one", "two", "three is a long line that wraps"])
        let ui = ViewDriver(log, size: Self.size)
        log.append(contentsOf: ["four", "five"])
        Self.expectSameScreen(ui, as: ViewDriver(make(log.lines), size: Self.size), "appended past the cap")
        log.lines = ["first", "second", "third"]
        log.maximumLineCount = 1
        Self.expectSameScreen(ui, as: ViewDriver(make(["third"]), size: Self.size), "a lower cap")
        log.lines = []
        Self.expectSameScreen(ui, as: ViewDriver(make([]), size: Self.size), "emptied")
    }
}
