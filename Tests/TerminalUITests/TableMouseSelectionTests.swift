import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Selecting cells of a table with the mouse: a drag selects a block of cells, copied on release as
/// tab-separated lines; a click alone still just selects its row.
@MainActor @Suite struct TableMouseSelectionTests {
    private struct Person: Identifiable, Equatable {
        let id: Int
        let name: String
        let city: String
        let age: Int
    }

    private static let people = (1...30).map {
        Person(id: $0, name: "Person \($0)", city: ["Oslo", "Lima", "Kyoto", "Pune"][$0 % 4], age: 20 + $0)
    }

    private func table(width: Int, height: Int) -> (DataTable<Person>, ViewDriver<DataTable<Person>>) {
        let table = DataTable<Person>(columns: [
            DataTableColumn("Name", width: .fixed(10)) { $0.name },
            DataTableColumn("City", width: .fixed(6)) { $0.city },
            DataTableColumn("Age", width: .fixed(4), alignment: .trailing) { "\($0.age)" },
        ])
        table.rows = Self.people
        return (table, ViewDriver(table, size: Size(width: width, height: height)))
    }

    private func mouse(_ events: MouseEvent..., on ui: ViewDriver<some View>) {
        for event in events {
            ui.terminal.mouse(event)
            ui.runUntilIdle()
        }
    }

    @Test func aDragSelectsABlockOfCellsAndTheReleaseCopiesIt() throws {
        let (table, ui) = table(width: 40, height: 8)
        // Body rows start at y 1: from Person 2's name (row 2) to Person 4's city.
        mouse(.press(.left, at: Point(x: 1, y: 2)), .drag(.left, at: Point(x: 13, y: 4)), on: ui)
        #expect(table.selectedText == "Person 2\tKyoto\nPerson 3\tPune\nPerson 4\tOslo")
        #expect(ui.style(at: Point(x: 1, y: 3)) == ui.window.theme.selected)
        #expect(ui.style(at: Point(x: 1, y: 5)) != ui.window.theme.selected)
        #expect(ui.window.clipboard.text == nil, "nothing is copied before the release")
        mouse(.release(.left, at: Point(x: 13, y: 4)), on: ui)
        #expect(ui.window.clipboard.text == "Person 2\tKyoto\nPerson 3\tPune\nPerson 4\tOslo")
        let osc52 = try #require(ui.terminal.systemClipboardBytes.last)
        #expect(String(decoding: osc52, as: UTF8.self).hasPrefix("\u{1B}]52;c;"))

        // Shift-click extends the block to the Age column and copies again.
        mouse(.press(.left, at: Point(x: 24, y: 3), modifiers: .shift), .release(.left, at: Point(x: 24, y: 3)), on: ui)
        #expect(table.selectedText == "Person 2\tKyoto\t22\nPerson 3\tPune\t23")
        #expect(ui.window.clipboard.text == table.selectedText)

        // A key clears the selection and still moves the row selection.
        let before = table.selectedID
        ui.press(.down)
        #expect(table.selectedText == nil)
        #expect(table.selectedID != before)
        #expect(
            ui.style(at: Point(x: 1, y: 4)) == ui.style(at: Point(x: 1, y: 5)), "Person 4 looks as any other row again")
    }

    @Test func aClickAloneSelectsItsRowAndNoText() {
        let (table, ui) = table(width: 40, height: 8)
        mouse(.press(.left, at: Point(x: 1, y: 3)), .release(.left, at: Point(x: 1, y: 3)), on: ui)
        #expect(table.selectedText == nil)
        #expect(table.selectedID == 3)
        #expect(ui.window.clipboard.text == nil)
    }

    @Test func aDragPastTheBodyScrollsTheTable() {
        let (table, ui) = table(width: 40, height: 6)
        ui.press(.end)
        // Body rows 26…30 show; from Person 28 up onto the header, three times: rows 23… scroll in.
        mouse(.press(.left, at: Point(x: 1, y: 3)), on: ui)
        for _ in 0..<3 { mouse(.drag(.left, at: Point(x: 1, y: 0)), on: ui) }
        mouse(.release(.left, at: Point(x: 1, y: 0)), on: ui)
        let lines = table.selectedText?.split(separator: "\n") ?? []
        #expect(lines.first == "Person 23", "\(lines)")
        #expect(lines.last == "Person 28", "\(lines)")
        let difference = RenderConformanceCheck.difference(in: ui.window, terminal: ui.terminal)
        #expect(difference == nil, "\(difference?.report() ?? "")")
    }

    @Test func newRowsEndTheSelection() {
        let (table, ui) = table(width: 40, height: 8)
        mouse(.press(.left, at: Point(x: 1, y: 1)), .drag(.left, at: Point(x: 1, y: 3)), on: ui)
        #expect(table.selectedText != nil)
        table.rows = Array(Self.people.reversed())
        ui.runUntilIdle()
        #expect(table.selectedText == nil)
    }

    @Test(arguments: [
        Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2), Size(width: 3, height: 2),
    ])
    func tinyTablesSelectWithoutTrouble(size: Size) {
        let (table, ui) = table(width: size.width, height: size.height)
        mouse(
            .press(.left, at: Point(x: 0, y: 1)), .drag(.left, at: Point(x: 5, y: 5)),
            .release(.left, at: Point(x: 5, y: 5)), on: ui)
        let difference = RenderConformanceCheck.difference(in: ui.window, terminal: ui.terminal)
        #expect(difference == nil, "\(difference?.report() ?? "")")
        ui.press(.character("x"))
        #expect(table.selectedText == nil)
    }

    @Test("golden screens of a table selection at 80×24 and 40×12")
    func goldens() {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let (_, ui) = table(width: size.width, height: size.height)
            mouse(
                .press(.left, at: Point(x: 3, y: 2)), .drag(.left, at: Point(x: 14, y: 6)),
                .release(.left, at: Point(x: 14, y: 6)), on: ui)
            ui.expectScreen(named: "table-selection-\(size.width)x\(size.height)")
        }
    }
}
