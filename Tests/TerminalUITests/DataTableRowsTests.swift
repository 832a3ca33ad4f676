import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct DataTableRowsTests {
    @Test func theCursorStaysOnItsRowWhenRowsMoveAndOnTheNearestWhenItIsGone() {
        let (table, _) = Cities.table()
        table.selectedID = 3
        table.rows = Cities.all.reversed()
        #expect(table.selectedID == 3)
        table.rows = [City(id: 9, name: "Lagos", country: "Nigeria", population: 15_000)] + Cities.all
        #expect(table.selectedID == 3)
        table.rows = Cities.all.filter { $0.id != 3 }
        #expect(table.selectedID == 5, "the row now at the same index")
        table.rows = []
        #expect(table.selectedID == nil && table.selectedRow == nil)
    }

    @Test func aSelectionOfARowNotYetThereWaitsForIt() {
        let (table, ui) = Cities.table([])
        table.rx.selection.on(5)
        #expect(table.selectedID == nil && table.pendingSelectionID == 5)
        table.rx.rows.on(Cities.all)
        #expect(table.selectedID == 5 && table.pendingSelectionID == nil)
        #expect(ui.lines[4].hasPrefix("Mexico City"))
    }

    @Test func replacingRowsRedrawsOnlyTheVisibleRowThatChanged() {
        let (table, ui) = Cities.table()
        ui.press(.down)
        let before = ui.lines
        var rows = Cities.all
        rows[2] = City(id: 3, name: "Shanghai", country: "China", population: 26_000)
        table.rows = rows
        ui.runUntilIdle()
        #expect(table.renderedRowCount == 1)
        #expect(ui.lines[3] == "Shanghai    │ China     │  26000 │")
        #expect(zip(before, ui.lines).filter { $0 != $1 }.count == 1)
        let frames = ui.terminal.framesPresented
        rows[5] = City(id: 6, name: "Cairo", country: "Egypt", population: 1)
        table.rows = rows
        ui.runUntilIdle()
        #expect(ui.terminal.framesPresented == frames, "a change off screen draws nothing")
        rows[0] = City(id: 1, name: "Tokyo, the capital", country: "Japan", population: 1)
        table.rows = rows
        ui.runUntilIdle()
        #expect(table.renderedRowCount == 4, "a fitted column grew: every row moves")
    }

    @Test func rowsPastTheNewEndAreClearedWhenRowsGo() {
        let (table, ui) = Cities.table(height: 8)
        table.rows = Array(table.rows.dropFirst())
        let (_, fresh) = Cities.table(Array(Cities.all.dropFirst()), height: 8)
        #expect(ui.lines == fresh.lines)
        #expect(ui.lines[6].allSatisfy { $0 == " " }, "the last row's stale copy is gone")
        table.rows = [Cities.all[4]]
        let (_, single) = Cities.table([Cities.all[4]], height: 8)
        #expect(ui.lines == single.lines)
    }

    @Test func bindersChangeWhatIsShownWithoutEvents() {
        let (table, ui) = Cities.table()
        let selections = EventLog(table.selectionChanged)
        let marks = EventLog(table.marksChanged)
        let sorts = EventLog(table.sortRequested)
        table.allowsMultipleSelection = true
        table.rx.selection.on(6)
        table.rx.markedIDs.on([6])
        table.rx.sortDescriptor.on(DataTableSort(column: "City"))
        table.rx.emptyText.on("none")
        table.rx.columns.on(Array(Cities.columns.prefix(1)))
        ui.runUntilIdle()
        #expect(
            ui.lines == [
                "  City ▲                          ", "  Shanghai                       │",
                "  São Paulo                      │", "  Mexico City                    █",
                "✓ Cairo                          █",
            ])
        #expect(selections.count == 0 && marks.count == 0 && sorts.count == 0)
        table.rx.sections.on([])
        ui.runUntilIdle()
        #expect(ui.lines[2].contains("none"))
    }

    @Test func aKeyPressCostsTheRowsOnScreenWhateverTheirNumber() {
        var calls = 0
        func table(of count: Int) -> (DataTable<City>, ViewDriver<DataTable<City>>) {
            let columns = [
                DataTableColumn<City>("City", width: .fit()) {
                    calls += 1
                    return DataTableCell($0.name)
                },
                DataTableColumn<City>("Pop", width: .fixed(6), alignment: .trailing) {
                    calls += 1
                    return "\($0.population)"
                },
            ]
            let table = DataTable(columns: columns, rows: Cities.numbered(count))
            return (table, ViewDriver(table, size: Size(width: 40, height: 12)))
        }
        var costs: [Int] = []
        for count in [100, 1_000_000] {
            calls = 0
            let (table, ui) = table(of: count)
            #expect(calls <= table.fitMeasurementLimit + 2 * 11, "measuring fitted columns reads the first rows only")
            ui.press(.down, .down)
            calls = 0
            ui.press(.down, .down, .up, .pageDown, .pageUp)
            costs.append(calls)
            #expect(table.renderedRowCount <= 11)
        }
        #expect(costs[0] == costs[1])
    }

    @Test func theSizeFollowsTheColumnsAndRows() {
        let (table, _) = Cities.table()
        #expect(table.intrinsicSize == Size(width: 32, height: 7))
        #expect(table.sizeThatFits(Size(width: 20, height: 4)) == Size(width: 20, height: 4))
        table.preferredVisibleRows = 2
        #expect(table.intrinsicSize.height == 3)
        table.rows = []
        #expect(table.intrinsicSize.height == 2, "the header and a row for the placeholder")
    }
}
