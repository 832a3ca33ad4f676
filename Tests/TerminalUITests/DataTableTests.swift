import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct DataTableTests {
    @Test func showsTheHeaderTheRowsSeparatorsAndAScrollIndicator() {
        let (table, ui) = Cities.table()
        #expect(
            ui.lines == [
                "City        │ Country   │    Pop  ",
                "Tokyo       │ Japan     │  37400 █",
                "Delhi       │ India     │  28500 █",
                "Shanghai    │ China     │  25600 │",
                "São Paulo   │ Brazil    │  21600 │",
            ])
        #expect(table.renderedRowCount == 4)
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.header)
        #expect(ui.style(at: Point(x: 12, y: 0)) == Theme.default.border)
        #expect(ui.style(at: Point(x: 12, y: 3)) == Theme.default.border)
        #expect(ui.style(at: Point(x: 33, y: 1)) == Theme.default.focused, "the thumb of a focused table")
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.default.normal.underlined, "↓ goes here")
        table.selectedID = 2
        ui.runUntilIdle()
        #expect(ui.style(at: Point(x: 0, y: 2)) == Theme.default.focused)
        #expect(ui.style(at: Point(x: 12, y: 2)) == Theme.default.focused, "the separator too")
        #expect(ui.style(at: Point(x: 32, y: 2)) == Theme.default.focused)
        ui.expectScreen(named: "data-table-cities")
    }

    @Test func rendersAtTinySizes() {
        for (width, height, expected) in [(0, 0, [String]()), (1, 1, ["▶"]), (2, 2, ["C▶", "T…"])] {
            let (table, ui) = Cities.table(width: width, height: height)
            #expect(ui.lines == expected, "\(width)×\(height)")
            #expect(table.renderedRowCount == max(0, height - 1))
            for key in [Key.down, .end, .right, .left, .pageDown, .character("s"), .character("t"), .enter] {
                ui.press(key)
            }
            ui.click(at: Point(x: 0, y: 0))
            ui.click(at: Point(x: 1, y: 1))
            #expect(ui.lines.count == height)
        }
    }

    @Test func longCellsEndInAnEllipsisAndWideCharactersAreNeverSplit() {
        struct Word: Identifiable {
            let id: Int
            let text: String
        }
        let words = ["abcdefgh", "漢字漢字", "🎉🎉🎉", "ok"].enumerated().map { Word(id: $0.offset, text: $0.element) }
        let table = DataTable(
            columns: [
                DataTableColumn("Five", width: .fixed(5), text: \.text),
                DataTableColumn("Four", width: .fixed(4), text: \.text),
            ], rows: words)
        let ui = ViewDriver(table, size: Size(width: 12, height: 5))
        #expect(ui.lines == ["Five  │ Four", "abcd… │ abc…", "漢字… │ 漢… ", "🎉🎉… │ 🎉… ", "ok    │ ok  "])
    }

    @Test func fittedColumnsMeasureDisplayWidth() {
        let rows = [City(id: 1, name: "東京都千代田区", country: "日本", population: 1)]
        let (table, ui) = Cities.table(rows, width: 40, height: 2)
        #expect(table.columnLayout.widths == [12, 9, 6], "14 columns of CJK, capped at 12")
        #expect(ui.lines[1] == "東京都千代…  │ 日本      │      1       ")
    }

    @Test func titlesAndCellsFollowTheColumnAlignment() {
        let table = DataTable(
            columns: [
                DataTableColumn("L", width: .fixed(5), text: \.name),
                DataTableColumn("C", width: .fixed(5), alignment: .center, text: \.name),
                DataTableColumn("R", width: .fixed(5), alignment: .trailing, text: \.name),
            ], rows: [City(id: 1, name: "ab", country: "", population: 0)])
        let ui = ViewDriver(table, size: Size(width: 21, height: 2))
        #expect(ui.lines == ["L     │   C   │     R", "ab    │  ab   │    ab"])
    }

    @Test func spanStylesShowOnPlainRowsAndOnlyTheirAttributesOnTheSelectedRow() {
        let red = Style(foreground: .red, attributes: .bold)
        let table = DataTable(
            columns: [
                DataTableColumn("Name", width: .fixed(8)) { _ in
                    DataTableCell(spans: [.init("x"), .init("y", style: red)])
                }
            ],
            rows: Array(Cities.all.prefix(2)))
        let ui = ViewDriver(table, size: Size(width: 8, height: 3))
        #expect(ui.style(at: Point(x: 1, y: 2)) == red)
        table.selectedID = 2
        ui.runUntilIdle()
        #expect(ui.style(at: Point(x: 1, y: 2)) == Theme.default.focused.bold)
        #expect(ui.style(at: Point(x: 0, y: 2)) == Theme.default.focused)
    }

    @Test func theHeaderStaysWhileTheRowsScroll() {
        let (table, ui) = Cities.table()
        ui.press(.end)
        #expect(table.scrollRow == 2)
        #expect(ui.lines[0] == "City        │ Country   │    Pop  ")
        #expect(ui.lines[4] == "Cairo       │ Egypt     │  20000 █")
    }

    @Test func anEmptyTableShowsItsPlaceholderUnderTheHeader() {
        let (table, ui) = Cities.table([], height: 5)
        table.emptyText = "no cities"
        ui.runUntilIdle()
        #expect(ui.lines[0].hasPrefix("City   │ Country   │    Pop"))
        #expect(ui.lines[2] == "            no cities             ")
        #expect(ui.style(at: Point(x: 12, y: 2)) == Theme.default.normal.dim)
        ui.press(.down, .enter, .character(" "), .character("s"))
        #expect(table.selectedID == nil)
        table.rx.rows.on(Cities.all)
        #expect(ui.lines[1].hasPrefix("Tokyo"))
        ui.expectScreen(named: "data-table-refilled")
    }

    @Test func sectionsShowTitleRowsThatTheCursorSkips() {
        let table = DataTable(
            columns: Cities.columns,
            sections: [
                ListSection(title: "Asia", items: Array(Cities.all[0..<3])),
                ListSection(title: "Americas", items: Array(Cities.all[3..<5])),
            ])
        let ui = ViewDriver(table, size: Size(width: 34, height: 8))
        ui.press(.down, .down, .down, .down)
        #expect(table.selectedID == 4)
        #expect(ui.lines[1] == "Asia                              ")
        #expect(ui.lines[5] == "Americas                          ")
        #expect(ui.style(at: Point(x: 0, y: 5)) == Theme.default.header)
        ui.press(.up)
        #expect(table.selectedID == 3)
        table.rx.sections.on([ListSection(title: "Africa", items: [Cities.all[5]])])
        #expect(table.selectedID == 6, "the nearest row when the selected one is gone")
        ui.expectScreen(named: "data-table-sections")
    }

    @Test func aDisabledTableIsGreyAndIgnoresInput() {
        let (table, ui) = Cities.table()
        let changes = EventLog(table.selectionChanged)
        table.rx.isEnabled.on(false)
        ui.runUntilIdle()
        ui.press(.down)
        ui.click(at: Point(x: 1, y: 2))
        #expect(changes.count == 0)
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.disabled)
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.default.disabled)
    }

    @Test func withoutColourTheCursorsShowByAttributes() {
        let table = DataTable(columns: Cities.columns, rows: Cities.all)
        let ui = ViewDriver(table, size: Size(width: 34, height: 5), theme: .monochrome)
        ui.press(.down)
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.monochrome.focused)
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.monochrome.header)
        table.isCellCursorEnabled = true
        ui.press(.right)
        #expect(ui.style(at: Point(x: 14, y: 1)) == Theme.monochrome.focused)
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.monochrome.selected)
    }
}
