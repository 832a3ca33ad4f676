import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// The terminal's cursor sits on the focused widget's focus point, shown or hidden, after every focus
/// move and key: screen magnifiers and braille displays follow the focus.
@MainActor
struct FocusPointTests {
    private struct Row: Identifiable {
        let id: Int
        var name: String { "Row \(id)" }
    }

    @Test func theHiddenCursorFollowsTheListSelectionAndTheFocus() {
        let list = ListView(sections: [ListSection(items: (1...20).map(Row.init))]) { $0.name }
        let save = Button("Save")
        let stack = VStack([Label("Title"), list, save])
        stack.setSizing(.fixed(5), for: list)
        let driver = ViewDriver(stack, size: Size(width: 20, height: 8))
        #expect(driver.focusedView === list)
        #expect(driver.cursor == CursorState(restingPosition: Point(x: 0, y: 1)))
        driver.press(.down)
        driver.press(.down)
        #expect(driver.cursor.restingPosition == Point(x: 0, y: 2), "row 2 of the list, under the title")
        for _ in 0..<6 { driver.press(.down) }
        #expect(driver.cursor.restingPosition == Point(x: 0, y: 5), "the last visible row once it scrolled")
        #expect(!driver.cursor.isVisible)
        driver.press(.tab)
        #expect(driver.focusedView === save)
        #expect(driver.cursor.restingPosition == Point(x: 0, y: 6))
    }

    @Test func aShownCaretIsTheFocusPoint() {
        let field = TextField(text: "abc")
        let driver = ViewDriver(field, size: Size(width: 10, height: 1))
        #expect(driver.cursor == .at(Point(x: 3, y: 0)))
        #expect(driver.cursor.location == Point(x: 3, y: 0))
    }

    @Test func theTableCursorRestsOnTheSelectedRowBelowTheHeader() {
        let table = DataTable(columns: [DataTableColumn<Row>("Name") { $0.name }], rows: (1...5).map(Row.init))
        let driver = ViewDriver(table, size: Size(width: 20, height: 6))
        driver.press(.down)
        driver.press(.down)
        #expect(driver.cursor.restingPosition == Point(x: 0, y: 2))
    }

    @Test func theTreeCursorRestsAtTheNodesIndentation() {
        let tree = TreeView(roots: [TreeItem.folder("Fruit", files: ["Apple", "Pear"])], children: { $0.children }) {
            $0.name
        }
        let driver = ViewDriver(tree, size: Size(width: 20, height: 5))
        driver.press(.down)
        driver.press(.right)
        driver.press(.down)
        #expect(tree.selectedID == "Fruit/Apple")
        #expect(driver.cursor.restingPosition == Point(x: 2, y: 1))
    }
}
