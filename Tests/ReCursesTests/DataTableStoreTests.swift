import ReCurses
import ReCursesTesting
import Testing

/// A `DataTable` connected to a store: sorting is the app's (a request dispatches, the rows come back
/// sorted through props), and the bound sort, selection and marks show what the store holds after
/// every user event, whether the reducer accepts, refuses, clamps or rewrites.
@MainActor
@Suite("DataTable with a store")
struct DataTableStoreTests {
    @Test func theSortKeyDispatchesAndTheRowsComeBackSortedThroughProps() {
        let harness = TownTableHarness()
        let table = harness.screen.table
        harness.press(.down)
        harness.press(.down)
        #expect(table.selectedID == 2)
        #expect(harness.press(.character("s")) <= 1, "the store's answer shows in the frame of the key")
        #expect(harness.store.state.sort == DataTableSort(column: "Town"))
        #expect(harness.shownNames == ["Bath", "Derby", "Ely", "Ripon", "Truro", "Wells"])
        #expect(table.sortDescriptor == DataTableSort(column: "Town"))
        #expect(table.selectedID == 2, "the cursor stays on Bath")
        let top = table.frameInWindow.origin.y
        #expect(harness.driver.lines[top].hasPrefix("  Town ▲"))
        #expect(harness.driver.lines[top + 1].hasPrefix("  Bath"))
        #expect(harness.driver.dispatchedActions.count == 3)
        harness.press(.character("s"))
        #expect(harness.shownNames == ["Wells", "Truro", "Ripon", "Ely", "Derby", "Bath"])
        #expect(harness.driver.lines[top].hasPrefix("  Town ▼"))
    }

    @Test func aClickOnAHeaderSortsAndAClampedDirectionShowsAsTheStoreHoldsIt() {
        let harness = TownTableHarness()
        let table = harness.screen.table
        let origin = table.frameInWindow.origin
        let sizeHeader = Point(x: origin.x + 2 + 8 + 3 + 2, y: origin.y)
        harness.driver.click(at: sizeHeader)
        #expect(harness.store.state.sort == DataTableSort(column: "Size"))
        #expect(harness.shownNames == ["Wells", "Ripon", "Truro", "Ely", "Bath", "Derby"])
        harness.driver.click(at: sizeHeader)
        #expect(harness.driver.dispatchedActions.count == 2)
        #expect(table.sortDescriptor == DataTableSort(column: "Size"), "descending is clamped to ascending")
        #expect(harness.driver.lines[origin.y].contains("Size ▲"))
    }

    @Test func aRefusedSortChangesNothingOnScreen() {
        let harness = TownTableHarness()
        harness.driver.dispatch(TownTableAction.lock)
        let before = harness.driver.lines
        let frames = harness.driver.terminal.framesPresented
        harness.press(.character("s"))
        #expect(harness.screen.table.sortDescriptor == nil)
        #expect(harness.driver.lines == before)
        #expect(harness.driver.terminal.framesPresented == frames)
    }

    @Test func theSelectionShowsWhatTheStoreHolds() {
        let harness = TownTableHarness()
        let table = harness.screen.table
        harness.press(.down)
        harness.press(.down)
        harness.press(.down)
        #expect(table.selectedID == 3)
        harness.press(.down)
        #expect(table.selectedID == 3 && harness.store.state.selection == 3, "town 4 is refused: back on 3")
        harness.press(.end)
        #expect(table.selectedID == 5 && harness.store.state.selection == 5, "town 6 is rewritten to 5")
        let row = table.frameInWindow.origin.y + 5
        #expect(harness.driver.style(at: Point(x: 4, y: row)) == Theme.default.focused)
    }

    @Test func marksShowWhatTheStoreHolds() {
        let harness = TownTableHarness()
        let table = harness.screen.table
        harness.press(.down)
        harness.press(.character(" "))
        #expect(table.markedIDs.isEmpty, "town 1 is dropped")
        for key in [Key.down, .character(" "), .down, .character(" "), .end, .character(" ")] { harness.press(key) }
        #expect(table.selectedID == 5)
        #expect(table.markedIDs == [2, 3] && harness.store.state.marks == [2, 3], "a third mark is refused")
        let top = table.frameInWindow.origin.y
        #expect(harness.driver.lines[top + 2].hasPrefix("✓ Bath"))
        #expect(harness.driver.lines[top + 5].hasPrefix("  Truro"))
    }

    @Test func theHelpDialogListsEveryKeyOfTheTable() {
        let harness = TownTableHarness(size: Size(width: 60, height: 24))
        harness.press(.down)
        harness.press(.character("?"))
        let text = harness.driver.text
        for entry in [
            "↑          Up", "↓          Down", "PgUp       Page up", "PgDn       Page down", "Home       To the start",
            "End        To the end", "Ctrl-Home  Move to first cell", "Ctrl-End   Move to last cell",
            "s          Sort", "Space      Mark",
        ] {
            #expect(text.contains(entry), "\(entry)")
        }
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinyTerminalsFollowTheStoreToo(size: Size) {
        let harness = TownTableHarness(size: size)
        for key in [Key.down, .character("s"), .down, .character(" "), .end, .enter] { harness.press(key) }
        #expect(harness.store.state.sort == DataTableSort(column: "Town"))
        #expect(harness.screen.table.selectedID == harness.store.state.selection)
        #expect(harness.screen.table.markedIDs == harness.store.state.marks)
    }
}
