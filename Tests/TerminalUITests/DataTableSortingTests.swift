import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct DataTableSortingTests {
    @Test func theSortKeyStepsThroughEverySortAndTheHeaderShowsTheArrow() {
        let (table, ui) = Cities.table(width: 40)
        table.sortsRowsLocally = true
        let sorts = EventLog(table.sortRequested)
        #expect(ui.window.hintsForFocusedContext().contains { $0.displayedKey == "s" && $0.hint == "Sort" })
        let expected: [(String, DataTableSort.Direction, [Int])] = [
            ("City", .ascending, [6, 2, 5, 3, 4, 1]), ("City", .descending, [1, 4, 3, 5, 2, 6]),
            ("Country", .ascending, [4, 3, 6, 2, 1, 5]), ("Country", .descending, [5, 1, 2, 6, 3, 4]),
            ("Pop", .ascending, [6, 5, 4, 3, 2, 1]), ("Pop", .descending, [1, 2, 3, 4, 5, 6]),
            ("City", .ascending, [6, 2, 5, 3, 4, 1]),
        ]
        for (column, direction, order) in expected {
            ui.press(.character("s"))
            #expect(table.sortDescriptor == DataTableSort(column: column, direction: direction))
            #expect(table.rows.map(\.id) == order, "\(column) \(direction)")
        }
        #expect(sorts.count == expected.count)
        #expect(ui.lines[0] == "City ▲      │ Country   │    Pop        ")
        ui.press(.character("s"))
        #expect(ui.lines[0] == "City ▼      │ Country   │    Pop        ")
        ui.expectScreen(named: "data-table-sorted")
    }

    @Test(
        "the sort arrow takes two cells of its own: a narrow table gives way in the fitted column, never in the title",
        arguments: [40, 30, 24, 20, 16, 13])
    func theArrowNeverEatsTheTitle(width: Int) {
        let table = DataTable(
            columns: [
                DataTableColumn("Name", width: .fit(min: 4), text: \.name),
                DataTableColumn("Age", width: .fraction(1)) { "\($0.population / 1_000)" }.sortable(by: \.population),
            ],
            rows: Cities.all)
        let ui = ViewDriver(table, size: Size(width: width, height: 4))
        table.sortDescriptor = DataTableSort(column: "Age")
        ui.runUntilIdle()
        #expect(ui.lines[0].contains("│ Age ▲"), "\(ui.lines[0])")
        #expect(!ui.lines[0].contains("…"))
        #expect(ui.lines[0].hasPrefix("Name"), "the fitted column stops at its minimum: \(ui.lines[0])")
    }

    @Test func withACellCursorTheSortKeySortsTheCursorsColumn() {
        let (table, ui) = Cities.table()
        let sorts = EventLog(table.sortRequested)
        table.isCellCursorEnabled = true
        table.columns.append(DataTableColumn("Note", width: .fixed(4)) { _ in "" })
        ui.press(.down, .right, .right, .character("s"))
        #expect(sorts.values == [DataTableSort(column: "Pop")])
        table.sortDescriptor = DataTableSort(column: "Pop")
        ui.press(.character("s"))
        #expect(sorts.values.last == DataTableSort(column: "Pop", direction: .descending))
        ui.press(.right, .character("s"))
        #expect(sorts.count == 2, "Note does not sort")
    }

    @Test func aKeyMayAskForOneColumnBySortWithAnIndex() {
        let (table, ui) = Cities.table()
        let sorts = EventLog(table.sortRequested)
        table.keyBindings.append(KeyBinding(.function(3), .sort.with(2), hint: "By population"))
        table.keyBindings.append(KeyBinding(.function(4), .sort.with(9)))
        ui.press(.function(3), .function(4))
        #expect(sorts.values == [DataTableSort(column: "Pop")])
    }

    @Test func sortingLocallyKeepsTheCursorOnItsRowAndInView() {
        let (table, ui) = Cities.table()
        table.sortsRowsLocally = true
        ui.press(.down)
        #expect(table.selectedID == 1)
        table.sortDescriptor = DataTableSort(column: "Pop")
        #expect(table.selectedID == 1)
        #expect(table.rows.last?.id == 1)
        ui.runUntilIdle()
        #expect(ui.lines[4].hasPrefix("Tokyo"), "Tokyo, now last, is in view")
        table.rows = Array(Cities.all.prefix(3))
        #expect(table.rows.map(\.id) == [3, 2, 1], "rows set later are sorted too")
    }

    @Test func aLocalSortIsStable() {
        let rows = [("b", 1), ("a", 2), ("c", 1), ("d", 2)].enumerated().map {
            City(id: $0.offset, name: $0.element.0, country: "", population: $0.element.1)
        }
        let (table, _) = Cities.table(rows)
        table.sortsRowsLocally = true
        table.sortDescriptor = DataTableSort(column: "Pop")
        #expect(table.rows.map(\.name) == ["b", "c", "a", "d"])
        table.sortDescriptor = DataTableSort(column: "Pop", direction: .descending)
        #expect(table.rows.map(\.name) == ["a", "d", "b", "c"])
        table.sortDescriptor = DataTableSort(column: "Unknown")
        #expect(table.rows.map(\.name) == ["a", "d", "b", "c"])
    }

    @Test func aColumnWithoutAnOrderingSortsByItsText() {
        let (table, _) = Cities.table()
        table.columns[1] = DataTableColumn("Country", isSortable: true, text: \.country)
        table.sortsRowsLocally = true
        table.sortDescriptor = DataTableSort(column: "Country", direction: .descending)
        #expect(table.rows.map(\.country) == ["Mexico", "Japan", "India", "Egypt", "China", "Brazil"])
    }

    @Test func aBoundSortDescriptorShowsTheBoundValueAfterARequest() {
        let (table, ui) = Cities.table()
        table.sortsRowsLocally = true
        let sorts = EventLog(table.sortRequested)
        table.rx.sortDescriptor.on(DataTableSort(column: "Pop", direction: .descending))
        #expect(ui.lines[0] == "City        │ Country   │  Pop ▼  ")
        ui.press(.character("s"))
        #expect(sorts.values == [DataTableSort(column: "City")], "after Pop ▼ comes the next column")
        #expect(table.sortDescriptor == DataTableSort(column: "Pop", direction: .descending), "nothing answered")
        #expect(ui.lines[0] == "City        │ Country   │  Pop ▼  ")
    }
}
