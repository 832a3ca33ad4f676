import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct GridViewTests {
    /// Section "Odd" with 5 items and section "Even" with 3 items, cells 3 wide with 1 space.
    func makeGrid(width: Int = 11, height: Int = 6) -> (GridView<Person>, ViewDriver<GridView<Person>>) {
        let people = (1...8).map { Person(id: $0, name: "n\($0)") }
        let grid = GridView(
            sections: [
                ListSection(title: "Odd", items: Array(people[0..<5])),
                ListSection(title: "Even", items: Array(people[5..<8])),
            ], cellWidth: 3
        ) { $0.name }
        return (grid, ViewDriver(grid, size: Size(width: width, height: height)))
    }

    @Test func cellsReflowWithTheWidth() {
        let (grid, ui) = makeGrid()
        #expect(ui.lines == ["Odd        ", "n1  n2  n3 ", "n4  n5     ", "Even       ", "n6  n7  n8 ", "           "])
        ui.resize(Size(width: 8, height: 6))
        #expect(ui.lines == ["Odd    █", "n1  n2 █", "n3  n4 █", "n5     █", "Even   █", "n6  n7 │"])
        #expect(grid.layout.columns == 2)
        #expect(grid.renderedRowCount == 6)
    }

    @Test func rendersAtTinySizes() {
        for (width, height, expected) in [(0, 0, [String]()), (1, 1, ["…"]), (2, 2, ["O…", "n1"])] {
            let (_, ui) = makeGrid(width: width, height: height)
            #expect(ui.lines == expected)
        }
    }

    @Test(
        arguments: [
            // The first key selects the first item; then n1 n2 n3 / n4 n5 in "Odd", n6 n7 n8 in "Even".
            ([Key.right], 1), ([.right, .right], 2), ([.right, .down], 4), ([.right, .right, .down], 5),
            ([.right, .right, .down, .down], 7), ([.right, .right, .right, .down], 5), ([.end, .up], 5),
            ([.end, .left], 7), ([.right, .right, .right], 3), ([.right, .down, .down, .down], 6),
            ([.down, .down, .right, .right], 6), ([.end, .home], 1), ([.end, .right], 8), ([.left, .left], 1),
            ([.down, .pageDown], 6), ([.end, .pageUp], 3), ([.end, .down], 8),
        ] as [([Key], Int)])
    func arrowKeysMoveInTwoDimensions(keys: [Key], selected: Int) {
        let (grid, ui) = makeGrid()
        let changes = EventLog(grid.selectionChanged)
        for key in keys { ui.press(key) }
        #expect(grid.selectedID == selected)
        #expect(changes.values.last == selected)
    }

    @Test func selectionStyleAndBindersWithoutEvents() {
        let (grid, ui) = makeGrid(height: 2)
        let changes = EventLog(grid.selectionChanged)
        grid.rx.selection.on(7)
        #expect(ui.lines == ["Even      █", "n6  n7    │"])
        #expect(ui.style(at: Point(x: 4, y: 1)) == Theme.default.focused)
        #expect(ui.style(at: Point(x: 3, y: 1)) == Theme.default.normal)
        grid.rx.sections.on([ListSection(items: [Person(id: 7, name: "n7")])])
        #expect(ui.lines == ["n7         ", "           "])
        #expect(changes.count == 0)
    }

    @Test func virtualisedLikeTheList() {
        let people = (0..<1_000_000).map { Person(id: $0, name: "\($0)") }
        let grid = GridView(sections: [ListSection(items: people)], cellWidth: 7) { $0.name }
        let ui = ViewDriver(grid, size: Size(width: 31, height: 5))
        ui.press(.end)
        #expect(ui.lines.last == "999999" + String(repeating: " ", count: 24) + "█")
        #expect(grid.renderedRowCount == 5)
    }

    @Test func sizeFollowsTheRowsAtTheProposedWidth() {
        let (grid, _) = makeGrid()
        #expect(grid.sizeThatFits(Size(width: 11, height: 20)) == Size(width: 11, height: 5))
        #expect(grid.sizeThatFits(Size(width: 3, height: 20)) == Size(width: 3, height: 10))
        #expect(grid.sizeThatFits(Size(width: 3, height: 4)) == Size(width: 3, height: 4))
        grid.preferredVisibleRows = 3
        #expect(grid.intrinsicSize == Size(width: 30, height: 3))
        grid.items = []
        #expect(grid.intrinsicSize.height == 1)
    }

    @Test func mousePressSelectsTheCellUnderIt() {
        let (grid, ui) = makeGrid()
        ui.window.dispatch(.mouse(.press(.left, at: Point(x: 9, y: 4))))
        #expect(grid.selectedID == 8)
        ui.window.dispatch(.mouse(.press(.left, at: Point(x: 9, y: 2))))
        #expect(grid.selectedID == 8)
    }
}
