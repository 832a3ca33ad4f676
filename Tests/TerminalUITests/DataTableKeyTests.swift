import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct DataTableKeyTests {
    nonisolated static let ctrlHome = Key(.home, modifiers: .ctrl)
    nonisolated static let ctrlEnd = Key(.end, modifiers: .ctrl)

    @Test(
        arguments: [
            ([Key.down], 1), ([.down, .down], 2), ([.down, .down, .up], 1), ([.up], 1),
            ([.end], 6), ([.end, .up], 5), ([.end, .home], 1), ([.end, .down], 6),
            ([.pageDown], 1), ([.down, .pageDown], 4), ([.down, .pageDown, .pageDown], 6), ([.end, .pageUp], 3),
            ([ctrlEnd], 6), ([ctrlEnd, ctrlHome], 1),
        ] as [([Key], Int)])
    func keysMoveTheRowCursor(keys: [Key], selected: Int) {
        let (table, ui) = Cities.table()
        let changes = EventLog(table.selectionChanged)
        for key in keys { ui.press(key) }
        #expect(table.selectedID == selected)
        #expect(changes.values.last == selected)
    }

    @Test func ctrlHomeAndCtrlEndArriveFromTheTerminalsBytes() {
        let (table, ui) = Cities.table()
        ui.feed(bytes: Array("\u{1B}[1;5F".utf8))
        #expect(table.selectedID == 6)
        ui.feed(bytes: Array("\u{1B}[1;5H".utf8))
        #expect(table.selectedID == 1)
    }

    @Test func movingTheCursorWithinThePageRedrawsTwoRows() {
        let (table, ui) = Cities.table()
        ui.press(.down)
        let frames = ui.terminal.framesPresented
        ui.press(.down)
        #expect(table.renderedRowCount == 2)
        #expect(ui.window.lastDrawCount == 1)
        #expect(ui.terminal.framesPresented == frames + 1)
        ui.press(.end)
        #expect(table.renderedRowCount == 4, "scrolling redraws the page")
    }

    @Test func theCellCursorMovesBetweenColumnsWithArrowsAndHomeEnd() {
        let (table, ui) = Cities.table()
        table.isCellCursorEnabled = true
        ui.press(.down, .right)
        #expect(table.selectedColumnID == "Country")
        #expect(ui.style(at: Point(x: 14, y: 1)) == Theme.default.focused)
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.default.selected)
        #expect(ui.window.hintsForFocusedContext().contains { $0.displayedKey == "←→" && $0.hint == "Column" })
        ui.press(.right, .right)
        #expect(table.selectedColumnID == "Pop")
        ui.press(.home)
        #expect(table.selectedColumnID == "City" && table.selectedID == 1)
        ui.press(.end)
        #expect(table.selectedColumnID == "Pop" && table.selectedID == 1)
        ui.press(Self.ctrlHome)
        #expect(table.selectedColumnID == "City" && table.selectedID == 1)
        ui.press(Self.ctrlEnd)
        #expect(table.selectedColumnID == "Pop" && table.selectedID == 6)
        ui.press(.left)
        #expect(table.renderedRowCount == 1, "a move along the row redraws that row")
        table.selectedColumnID = "City"
        table.selectedColumnID = "Unknown"
        #expect(table.selectedColumnID == "City")
        ui.expectScreen(named: "data-table-cell-cursor")
    }

    @Test func theCellCursorScrollsItsColumnIntoView() {
        let (table, ui) = Cities.table(width: 22)
        table.isCellCursorEnabled = true
        ui.press(.down, .right, .right)
        #expect(table.firstScrolledColumn == 1)
        #expect(ui.lines[0] == " ◀ Country   │    Pop ")
        ui.press(Self.ctrlHome)
        #expect(table.firstScrolledColumn == 0)
        #expect(ui.lines[0] == "City        │ Country▶")
    }

    @Test func withoutACellCursorLeftAndRightScrollTheColumnsWhileTheyOverflow() {
        let (table, ui) = Cities.table(width: 22)
        #expect(ui.window.hintsForFocusedContext().contains { $0.displayedKey == "←→" && $0.hint == "Scroll" })
        ui.press(.right)
        #expect(table.firstScrolledColumn == 1)
        #expect(ui.lines[1] == " │ Japan     │  37400█")
        ui.press(.right, .right)
        #expect(table.firstScrolledColumn == 1, "the last column is whole")
        ui.press(.left)
        #expect(table.firstScrolledColumn == 0)
        ui.press(Self.ctrlEnd)
        #expect(table.firstScrolledColumn == 1 && table.selectedID == 6)
        ui.expectScreen(named: "data-table-scrolled")
        let (wide, wideUI) = Cities.table()
        #expect(!wide.canPerform(.moveRight), "nothing to scroll: the arrows pass on")
        #expect(!wideUI.window.hintsForFocusedContext().contains { $0.displayedKey == "←→" })
    }

    @Test func fixedColumnsStayWhileTheOthersScroll() {
        let (table, ui) = Cities.table(width: 26)
        table.fixedColumnCount = 1
        ui.press(.right)
        #expect(table.firstScrolledColumn == 2)
        #expect(ui.lines[0] == "City        ◀    Pop      ")
        #expect(ui.lines[1] == "Tokyo       │  37400     █")
    }

    @Test func typingSearchesTheChosenColumn() {
        let (table, ui) = Cities.table()
        ui.window.clock.advance(by: .seconds(100))
        ui.type("d")
        #expect(table.selectedID == 2)
        ui.window.clock.advance(by: .seconds(2))
        table.searchColumnID = "Country"
        ui.type("me")
        #expect(table.selectedID == 5)
        ui.window.clock.advance(by: .seconds(2))
        ui.type("c")
        #expect(table.selectedID == 3, "China")
        table.allowsTypeToSearch = false
        #expect(!table.capturesKey(.character("j")))
        ui.window.clock.advance(by: .seconds(2))
        ui.type("j")
        #expect(table.selectedID == 3)
    }

    @Test func theTablesOwnKeysSearchOnlyWhileASearchIsUnderWay() {
        let rows = ["Osaka", "Oslo", "Sapporo"].enumerated().map {
            City(id: $0.offset, name: $0.element, country: "", population: 0)
        }
        let (table, ui) = Cities.table(rows)
        let sorts = EventLog(table.sortRequested)
        ui.type("osl")
        #expect(table.selectedID == 1)
        #expect(sorts.count == 0)
        ui.window.clock.advance(by: .seconds(2))
        ui.type("s")
        #expect(sorts.values == [DataTableSort(column: "City")])
        #expect(table.selectedID == 1)
    }

    @Test func lettersAnOuterResponderBindsGoToItAndDoNotSearch() {
        let (table, ui) = Cities.table()
        var deleted = 0
        ui.window.bind(.character("d"), "delete", hint: "Delete") { deleted += 1 }
        ui.type("d")
        #expect(deleted == 1)
        #expect(table.selectedID == nil)
        #expect(!table.capturesKey(.character("d")))
        #expect(ui.window.hintsForFocusedContext().contains { $0.hint == "Delete" })
    }

    @Test func spaceMarksRowsInAGutter() {
        let (table, ui) = Cities.table(width: 36)
        let marks = EventLog(table.marksChanged)
        #expect(table.bindings(for: .mark).isEmpty)
        table.allowsMultipleSelection = true
        ui.press(.down, .character(" "), .down, .character(" "))
        #expect(marks.values == [[1], [1, 2]])
        #expect(table.markedIDs == [1, 2])
        #expect(ui.lines[1] == "✓ Tokyo       │ Japan     │  37400 █")
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.default.accent)
        ui.press(.character(" "))
        #expect(table.markedIDs == [1])
        #expect(table.renderedRowCount == 1)
        ui.expectScreen(named: "data-table-marks")
    }

    @Test func enterActivatesOnlyWhileSomethingListens() {
        let (table, ui) = Cities.table()
        ui.press(.down, .enter)
        #expect(!ui.window.hintsForFocusedContext().contains { $0.hint == "Open" })
        let activated = EventLog(table.activated)
        #expect(ui.window.hintsForFocusedContext().contains { $0.hint == "Open" })
        ui.press(.down, .enter)
        #expect(activated.values == [Cities.all[1]])
    }

    @Test func theHelpListsEveryKey() {
        let (table, ui) = Cities.table(width: 22)
        table.allowsMultipleSelection = true
        ui.press(.down)
        let help = ui.window.hintsForFocusedContext(includingHidden: true).map { "\($0.displayedKey) \($0.hint)" }
        for entry in [
            "↑↓ Move", "←→ Scroll", "PgUp/PgDn Page", "Home/End First/last row", "Ctrl-Home/End First/last cell",
            "s Sort", "Space Mark",
        ] {
            #expect(help.contains(entry), "\(entry) in \(help)")
        }
        table.isCellCursorEnabled = true
        let cellHelp = ui.window.hintsForFocusedContext(includingHidden: true).map { "\($0.displayedKey) \($0.hint)" }
        #expect(cellHelp.contains("Home/End First/last column") && cellHelp.contains("←→ Column"))
        let bar = ui.window.hintsForFocusedContext().map(\.displayedKey)
        #expect(!bar.contains("PgUp/PgDn"), "the status bar keeps to the main keys")
    }
}
