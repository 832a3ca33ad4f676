import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct DataTableMouseTests {
    @Test func aClickSelectsTheRowUnderIt() {
        let (table, ui) = Cities.table()
        let changes = EventLog(table.selectionChanged)
        ui.click(at: Point(x: 20, y: 2))
        #expect(table.selectedID == 2)
        #expect(changes.values == [2])
        ui.click(at: Point(x: 33, y: 3))
        #expect(table.selectedID == 2, "the scroll indicator is no row")
        table.isCellCursorEnabled = true
        ui.click(at: Point(x: 16, y: 3))
        #expect(table.selectedID == 3 && table.selectedColumnID == "Country")
    }

    @Test func aClickOnASortableHeaderAsksForASort() {
        let (table, ui) = Cities.table()
        let sorts = EventLog(table.sortRequested)
        ui.click(at: Point(x: 30, y: 0))
        #expect(sorts.values == [DataTableSort(column: "Pop")])
        #expect(table.sortDescriptor == nil, "the app decides")
        table.sortDescriptor = DataTableSort(column: "Pop")
        ui.click(at: Point(x: 30, y: 0))
        #expect(sorts.values.last == DataTableSort(column: "Pop", direction: .descending))
        ui.click(at: Point(x: 12, y: 0))
        #expect(sorts.count == 2, "a separator is no header")
        table.columns[0].isSortable = false
        ui.click(at: Point(x: 1, y: 0))
        #expect(sorts.count == 2, "nor is a column that does not sort")
    }

    @Test func theWheelScrollsWithoutMovingTheCursor() {
        let (table, ui) = Cities.table(Cities.numbered(20))
        ui.press(.down)
        ui.window.dispatch(.mouse(.wheelDown(at: Point(x: 1, y: 2))))
        ui.runUntilIdle()
        #expect(table.scrollRow == 3)
        #expect(table.selectedID == 0)
        #expect(ui.lines[1].hasPrefix("City 3 "))
        ui.window.dispatch(.mouse(.wheelUp(at: Point(x: 1, y: 2))))
        ui.runUntilIdle()
        #expect(table.scrollRow == 0)
        ui.press(.end, .up)
        #expect(table.scrollRow == 16, "the next key brings the cursor back into view")
        let (short, _) = Cities.table(Array(Cities.all.prefix(2)))
        #expect(!short.handle(.mouse(.wheelDown(at: .zero))), "nothing to scroll: a scroll view outside may")
    }

    @Test func aSidewaysWheelOrShiftScrollsTheColumns() {
        let (table, ui) = Cities.table(width: 22)
        ui.window.dispatch(.mouse(.wheelRight(at: Point(x: 1, y: 2))))
        #expect(table.firstScrolledColumn == 1)
        ui.window.dispatch(.mouse(.wheelLeft(at: Point(x: 1, y: 2))))
        #expect(table.firstScrolledColumn == 0)
        ui.window.dispatch(.mouse(.wheelDown(at: Point(x: 1, y: 2), modifiers: .shift)))
        #expect(table.firstScrolledColumn == 1)
        ui.window.dispatch(.mouse(.wheelUp(at: Point(x: 1, y: 2), modifiers: .shift)))
        #expect(table.firstScrolledColumn == 0)
        ui.runUntilIdle()
        #expect(table.scrollRow == 0)
    }
}
