import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

struct Person: Identifiable, Equatable {
    let id: Int
    let name: String
}

@MainActor @Suite struct ListViewTests {
    static let fruits = ["apple", "apricot", "banana", "blueberry", "cherry", "date"]

    /// Section "A" (apple, apricot), untitled (banana, blueberry), section "C" (cherry, date).
    func makeList(height: Int = 10, width: Int = 12) -> (ListView<Person>, ViewDriver<ListView<Person>>) {
        let people = Self.fruits.enumerated().map { Person(id: $0.offset, name: $0.element) }
        let list = ListView(sections: [
            ListSection(title: "A", items: Array(people[0..<2])),
            ListSection(items: Array(people[2..<4])),
            ListSection(title: "C", items: Array(people[4..<6])),
        ]) { $0.name }
        return (list, ViewDriver(list, size: Size(width: width, height: height)))
    }

    @Test func rendersHeadersAndRows() {
        let (list, ui) = makeList(height: 8)
        #expect(
            ui.lines == [
                "A           ", "apple       ", "apricot     ", "banana      ", "blueberry   ",
                "C           ", "cherry      ", "date        ",
            ])
        #expect(list.renderedRowCount == 8)
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.header)
        list.selectedID = 1
        #expect(ui.style(at: Point(x: 0, y: 2)) == Theme.default.focused)
        #expect(ui.style(at: Point(x: 11, y: 2)) == Theme.default.focused)
    }

    @Test func rendersAtTinySizes() {
        for (width, height, expected) in [(0, 0, [String]()), (1, 1, ["A"]), (2, 2, ["A ", "a…"])] {
            let (list, ui) = makeList(height: height, width: width)
            #expect(ui.lines == expected)
            #expect(list.renderedRowCount == height)
        }
    }

    @Test(
        arguments: [
            ([Key.down], 0), ([.down, .down], 1), ([.down, .down, .down], 2), ([.down, .down, .down, .up], 1),
            ([.end], 5), ([.end, .up, .up], 3), ([.end, .home], 0),
            ([.pageDown], 0), ([.down, .pageDown], 3), ([.down, .pageDown, .pageDown], 5), ([.end, .pageUp], 3),
            ([.up], 0), ([.end, .down], 5),
        ] as [([Key], Int)])
    func keyBinding(keys: [Key], selected: Int) {
        let (list, ui) = makeList(height: 4)
        let changes = EventLog(list.selectionChanged)
        for key in keys { ui.press(key) }
        #expect(list.selectedID == selected)
        #expect(changes.values.last == selected)
    }

    @Test func enterActivatesAndSpaceMarks() {
        let (list, ui) = makeList()
        let activated = EventLog(list.activated)
        let marked = EventLog(list.markedChanged)
        ui.press(.enter)
        #expect(activated.count == 0)
        ui.press(.down, .enter)
        #expect(activated.values == [Person(id: 0, name: "apple")])
        #expect(list.bindings(for: .mark).isEmpty)
        list.allowsMultipleSelection = true
        #expect(ui.window.hintsForFocusedContext().contains { $0.hint == "Mark" })
        ui.press(.character(" "), .down, .character(" "))
        #expect(marked.values == [[0], [0, 1]])
        #expect(ui.lines[1] == "✓ apple     ")
        ui.press(.character(" "))
        #expect(list.markedIDs == [0])
    }

    @Test func typeToSearchByPrefixWithAResettingBuffer() {
        let (list, ui) = makeList()
        ui.window.clock.advance(by: .seconds(100))
        ui.type("b")
        #expect(list.selectedID == 2)
        ui.type("l")
        #expect(list.selectedID == 3)
        ui.window.clock.advance(by: .seconds(2))
        ui.type("a")
        #expect(list.selectedID == 0)
        ui.type("a")
        #expect(list.selectedID == 1)
        ui.press(.down)
        ui.type("C")
        #expect(list.selectedID == 4)
        ui.type("x")
        #expect(list.selectedID == 4)
    }

    @Test func theTypeAheadPauseIsMeasuredOnTheWindowClock() {
        let (list, ui) = makeList()
        list.typeAheadTimeout = .seconds(5)
        ui.type("b")
        ui.window.clock.advance(by: .seconds(4))
        ui.type("l")
        #expect(list.selectedID == 3)
        ui.window.clock.advance(by: .milliseconds(5_001))
        ui.type("c")
        #expect(list.selectedID == 4)
        list.typeAheadTimeout = .seconds(-1)
        #expect(list.typeAheadTimeout == .zero)
    }

    @Test func bindersChangeTheDisplayWithoutEvents() {
        let (list, ui) = makeList(height: 3)
        let changes = EventLog(list.selectionChanged)
        let marks = EventLog(list.markedChanged)
        list.rx.selection.on(5)
        #expect(ui.lines == ["C          │", "cherry     │", "date       █"])
        list.rx.items.on([Person(id: 9, name: "kiwi"), Person(id: 5, name: "date")])
        #expect(ui.lines == ["kiwi        ", "date        ", "            "])
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.default.focused)
        list.rx.markedIDs.on([9])
        list.rx.sections.on([])
        list.rx.emptyText.on("Nothing")
        #expect(ui.lines == ["            ", "  Nothing   ", "            "])
        #expect(list.selectedID == nil)
        #expect(changes.count == 0)
        #expect(marks.count == 0)
    }

    @Test func selectionKeepsItsItemAcrossAReversalAndStaysInView() {
        let people = (0..<100).map { Person(id: $0, name: "p\($0)") }
        let list = ListView(sections: [ListSection(items: people)]) { $0.name }
        let ui = ViewDriver(list, size: Size(width: 6, height: 5))
        ui.press(.down, .down, .down)
        #expect(list.selectedID == 2)
        list.items = people.reversed()
        #expect(list.selectedID == 2)
        #expect(list.model.selectedIndex == 97)
        #expect(ui.lines.last == "p2   │")
        list.items = people.filter { $0.id != 2 }
        #expect(list.selectedID == 98)
    }

    @Test func movingTheSelectionWithinThePageRedrawsTwoRows() {
        let (list, ui) = makeList(height: 8)
        ui.press(.down, .down)
        _ = ui.lines
        ui.press(.down)
        #expect(list.renderedRowCount == 2)
        #expect(ui.style(at: Point(x: 0, y: 2)) == Theme.default.normal)
        #expect(ui.style(at: Point(x: 0, y: 3)) == Theme.default.focused)
        #expect(ui.lines[3] == "banana      ")
        for (width, height) in [(0, 0), (1, 1), (2, 2)] {
            let (tiny, tinyUI) = makeList(height: height, width: width)
            tinyUI.press(.down, .down)
            #expect(tinyUI.lines.count == height)
            #expect(tiny.renderedRowCount <= height)
        }
    }

    @Test func millionRowsDrawOnlyTheVisibleRows() {
        let people = (0..<1_000_000).map { Person(id: $0, name: "Person \($0)") }
        let list = ListView(sections: [ListSection(title: "Everyone", items: people)]) { $0.name }
        let ui = ViewDriver(list, size: Size(width: 20, height: 10))
        #expect(list.renderedRowCount == 10)
        ui.press(.end)
        #expect(ui.lines.last == "Person 999999      █")
        #expect(list.renderedRowCount == 10)
        ui.press(.pageUp, .up)
        #expect(list.selectedID == 999_989)
        _ = ui.lines
        #expect(list.renderedRowCount == 10)
        list.rx.selection.on(500_000)
        #expect(ui.lines.contains("Person 500000      │"))
        #expect(list.renderedRowCount == 10)
    }

    @Test func scrollIndicatorShowsTheVisibleShareAndPosition() {
        let (list, ui) = makeList(height: 4)
        #expect(ui.lines.map { $0.last! } == ["█", "█", "│", "│"])
        ui.press(.end)
        #expect(ui.lines.map { $0.last! } == ["│", "│", "█", "█"])
        ui.window.dispatch(.mouse(.press(.left, at: Point(x: 11, y: 1))))
        #expect(list.selectedID == 5)
        list.showsScrollIndicator = false
        #expect(ui.lines.last == "date        ")
    }

    @Test func indicatorThumbIsExactAtTheEnds() {
        let top = ListScrollIndicator(contentRows: 1_000_000, visibleRows: 10, firstVisibleRow: 0)
        #expect(top.thumb == 0..<1)
        #expect(ListScrollIndicator(contentRows: 1_000_000, visibleRows: 10, firstVisibleRow: 1).thumb == 1..<2)
        #expect(ListScrollIndicator(contentRows: 1_000_000, visibleRows: 10, firstVisibleRow: 999_989).thumb == 8..<9)
        #expect(ListScrollIndicator(contentRows: 1_000_000, visibleRows: 10, firstVisibleRow: 999_990).thumb == 9..<10)
        #expect(ListScrollIndicator(contentRows: 5, visibleRows: 10, firstVisibleRow: 0).thumb == 0..<10)
    }

    @Test func mousePressAndWheelSelect() {
        let (list, ui) = makeList()
        let changes = EventLog(list.selectionChanged)
        ui.window.dispatch(.mouse(.press(.left, at: Point(x: 3, y: 4))))
        #expect(list.selectedID == 3)
        ui.window.dispatch(.mouse(.press(.left, at: Point(x: 3, y: 5))))
        #expect(list.selectedID == 3)
        ui.window.dispatch(.mouse(.wheelDown(at: Point(x: 0, y: 0))))
        #expect(changes.values == [3, 4])
    }

    @Test func lettersAreCapturedOnlyWhenSearching() {
        let (list, _) = makeList()
        #expect(list.capturesKey(.character("q")))
        list.allowsTypeToSearch = false
        #expect(list.capturesKey(.character("q")) == false)
        #expect(list.handle(.key(.character("q"))) == false)
        #expect(list.handle(.key(.left)) == false)
    }
}

@MainActor @Suite struct ListCellRenderingTests {
    struct Member: Identifiable {
        let id: String
        let role: String
    }

    @Test func spansKeepTheirStyleAndSelectedRowsKeepOnlyAttributes() {
        let team = [Member(id: "Ann", role: "dev"), Member(id: "Bo", role: "ops")]
        let people = ListView(sections: [ListSection(title: "Team", items: team)]) { person, state in
            ListCell(spans: [.init(person.id), .init(state.isSelected ? " *" : "  " + person.role, style: .dim)])
        }
        people.selectedID = "Bo"
        let ui = ViewDriver(people, size: Size(width: 8, height: 3))
        #expect(ui.lines == ["Team    ", "Ann  dev", "Bo *    "])
        #expect(ui.style(at: Point(x: 5, y: 1)) == Style.dim)
        #expect(ui.style(at: Point(x: 0, y: 2)) == Theme.default.focused)
        #expect(ui.style(at: Point(x: 3, y: 2)) == Theme.default.focused.dim)
    }

    @Test func aRowCutInsideAWideGlyphEndsInOneEllipsis() {
        let list = ListView<Person>(sections: [ListSection(items: [Person(id: 0, name: "漢字")])]) { _, _ in
            ListCell(spans: [ListCell.Span("漢字漢字"), ListCell.Span("abc")])
        }
        list.showsScrollIndicator = false
        let ui = ViewDriver(list, size: Size(width: 6, height: 1))
        #expect(ui.lines == ["漢字… "])
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            ui.resize(size)
            #expect(ui.lines.count == size.height)
        }
    }
}
