import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct TabViewTests {
    /// A tab view whose tabs hold one focusable swatch each (two in the first), counting how often
    /// each factory ran.
    @MainActor final class Fixture {
        let tabView: TabView
        var made: [String: Int] = [:]
        var swatches: [String: Swatch] = [:]

        init(titles: [String] = ["One", "Two", "Three"], selectedIndex: Int = 0) {
            tabView = TabView()
            for title in titles {
                tabView.addTab(title) { [unowned self] in
                    made[title, default: 0] += 1
                    let stack = VStack()
                    let glyph = title.first ?? "?"
                    let first = Swatch(glyph, focusable: true, size: Size(width: 3, height: 1))
                    swatches[title] = first
                    stack.add(first)
                    if title == titles.first {
                        let second = Swatch("2", focusable: true, size: Size(width: 3, height: 1))
                        swatches["\(title)2"] = second
                        stack.add(second)
                    }
                    return stack
                }
            }
            tabView.selectedIndex = selectedIndex
        }
    }

    @Test func drawsTheStripAndTheSelectedContent() {
        let fixture = Fixture()
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        #expect(ui.lines == [" One │ Two │ Three  ", "OOOOOOOOOOOOOOOOOOOO", "22222222222222222222"])
        #expect(ui.style(at: Point(x: 1, y: 0)) == Theme.default.focused, "the focus is inside")
        ui.window.clearFocus()
        ui.runUntilIdle()
        #expect(ui.style(at: Point(x: 1, y: 0)) == Theme.default.selected)
        #expect(ui.style(at: Point(x: 7, y: 0)) == Theme.default.normal)
    }

    @Test func contentIsMadeOnceOnFirstShow() {
        let fixture = Fixture()
        #expect(fixture.made.isEmpty, "nothing is made before the tab view is on screen")
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        #expect(fixture.made == ["One": 1])
        #expect(fixture.tabView.contentIfLoaded(at: 1) == nil)
        ui.press(Key(.pageDown, modifiers: .ctrl))
        #expect(fixture.made == ["One": 1, "Two": 1])
        ui.press(Key(.pageUp, modifiers: .ctrl), Key(.pageDown, modifiers: .ctrl), .alt("1"), .alt("2"))
        #expect(fixture.made == ["One": 1, "Two": 1], "each factory runs once")
        #expect(ui.lines[1] == "TTTTTTTTTTTTTTTTTTTT")
    }

    @Test(
        arguments: [
            ([Key(.pageDown, modifiers: .ctrl)], 1, [1]),
            (
                [Key(.pageDown, modifiers: .ctrl), Key(.pageDown, modifiers: .ctrl), Key(.pageDown, modifiers: .ctrl)],
                0,
                [1, 2, 0]
            ),
            ([Key(.pageUp, modifiers: .ctrl)], 2, [2]),
            ([.alt("3"), .alt("1"), .alt("2")], 1, [2, 0, 1]),
            ([.alt("9"), .alt("1")], 0, []),
        ] as [([Key], Int, [Int])])
    func keysSwitchTabs(keys: [Key], expected: Int, events: [Int]) {
        let fixture = Fixture()
        let changes = EventLog(fixture.tabView.selectionChanged)
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        for key in keys { ui.press(key) }
        #expect(fixture.tabView.selectedIndex == expected)
        #expect(changes.values == events)
    }

    @Test func terminalBytesOfTheTabKeysSwitchTabs() {
        let fixture = Fixture()
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        ui.feed(bytes: Array("\u{1B}[6;5~".utf8))
        #expect(fixture.tabView.selectedIndex == 1)
        ui.feed(bytes: Array("\u{1B}[5;5~".utf8))
        #expect(fixture.tabView.selectedIndex == 0)
        ui.feed(bytes: Array("\u{1B}3".utf8))
        #expect(fixture.tabView.selectedIndex == 2)
    }

    @Test func keysWorkWhileTheFocusIsInsideTheContent() {
        let fixture = Fixture()
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        ui.window.focus(fixture.swatches["One2"]!)
        ui.press(Key(.pageDown, modifiers: .ctrl))
        #expect(fixture.tabView.selectedIndex == 1)
        #expect(ui.focusedView === fixture.swatches["Two"])
    }

    @Test func clickingATitleShowsItsTab() {
        let fixture = Fixture()
        let changes = EventLog(fixture.tabView.selectionChanged)
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        #expect(ui.click(on: "Three"))
        #expect(fixture.tabView.selectedIndex == 2)
        #expect(ui.lines[1] == "TTTTTTTTTTTTTTTTTTTT")
        ui.click(at: Point(x: 7, y: 0))
        #expect(fixture.tabView.selectedIndex == 1)
        ui.click(at: Point(x: 19, y: 0))
        #expect(fixture.tabView.selectedIndex == 1, "a click past the titles changes nothing")
        #expect(changes.values == [2, 1])
        #expect(ui.focusedView === fixture.swatches["Two"], "a click moves the focus into the tab")
    }

    @Test func clickingAScrollMarkerShowsTheNeighbouringTab() {
        let fixture = Fixture(titles: ["Alpha", "Bravo", "Charlie", "Delta"], selectedIndex: 3)
        let ui = ViewDriver(fixture.tabView, size: Size(width: 12, height: 3))
        #expect(ui.lines[0].hasPrefix("‹"))
        ui.click(at: Point(x: 0, y: 0))
        #expect(fixture.tabView.selectedIndex == 2)
        fixture.tabView.selectedIndex = 0
        ui.runUntilIdle()
        #expect(ui.lines[0].hasSuffix("›"))
        ui.click(at: Point(x: 11, y: 0))
        #expect(fixture.tabView.selectedIndex == 1)
    }

    @Test func switchingRemembersTheFocusOfEachTab() {
        let fixture = Fixture()
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        ui.window.focus(fixture.swatches["One2"]!)
        ui.press(.alt("2"))
        #expect(ui.focusedView === fixture.swatches["Two"])
        ui.press(.alt("1"))
        #expect(ui.focusedView === fixture.swatches["One2"], "back on the view it had last")
        #expect(fixture.tabView.lastFocusedView(inTabAt: 1) === fixture.swatches["Two"])
    }

    @Test func boundSelectionIsControlled() {
        let fixture = Fixture()
        let changes = EventLog(fixture.tabView.selectionChanged)
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        fixture.tabView.rx.selectedIndex.on(2)
        ui.runUntilIdle()
        #expect(fixture.tabView.selectedIndex == 2)
        #expect(changes.values.isEmpty, "a binder fires no event")
        ui.press(.alt("1"))
        #expect(changes.values == [0])
        #expect(fixture.tabView.selectedIndex == 2, "a refused switch snaps back")
        #expect(ui.lines[1] == "TTTTTTTTTTTTTTTTTTTT")
        let accepting = changes.values.count
        let subscription = fixture.tabView.selectionChanged.sink { fixture.tabView.rx.selectedIndex.on($0) }
        ui.press(.alt("2"))
        #expect(fixture.tabView.selectedIndex == 1, "an accepted switch stays")
        #expect(changes.values.count == accepting + 1)
        fixture.tabView.rx.selectedIndex.on(9)
        #expect(fixture.tabView.selectedIndex == 2, "bound values are clamped")
        subscription.cancel()
    }

    @Test func hintsAndHelpListTheTabKeys() {
        let fixture = Fixture()
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        ui.window.focus(fixture.swatches["One"]!)
        ui.runUntilIdle()
        #expect(ui.window.activeHints.contains { $0.command == .nextTab && $0.displayedKey == "Ctrl-PgUp/PgDn" })
        let entries = ui.window.keyHelpForFocusedContext().flatMap(\.entries)
        #expect(entries.contains { $0.keys.contains("Ctrl-PgDn") && $0.description == "Next tab" })
        #expect(entries.contains { $0.keys.contains("Ctrl-PgUp") && $0.description == "Previous tab" })
        #expect(entries.contains { $0.keys.contains("Alt-1") && $0.description == "Tab by number" })
    }

    @Test func theTabHintShowsOnlyWhileThereIsAnotherTab() {
        let fixture = Fixture(titles: ["One"])
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 3))
        ui.window.focus(fixture.swatches["One"]!)
        ui.runUntilIdle()
        #expect(!ui.window.activeHints.contains { $0.command == .nextTab })
        fixture.tabView.addTab("Two") { Label("2") }
        ui.runUntilIdle()
        #expect(ui.window.activeHints.contains { $0.command == .nextTab })
        fixture.tabView.removeTab(at: 1)
        ui.runUntilIdle()
        #expect(!ui.window.activeHints.contains { $0.command == .nextTab })
    }

    @Test func addingRemovingAndRenamingTabs() {
        let tabView = TabView()
        #expect(tabView.selectedIndex == -1)
        let ui = ViewDriver(tabView, size: Size(width: 20, height: 3))
        ui.press(Key(.pageDown, modifiers: .ctrl), .alt("1"))
        tabView.addTab("A") { Label("a") }
        tabView.addTab("B") { Label("b") }
        ui.runUntilIdle()
        #expect(tabView.selectedIndex == 0)
        #expect(ui.lines[0...1] == [" A │ B              ", "a                   "])
        tabView.insertTab(TabItem("Z") { Label("z") }, at: 0)
        #expect(tabView.selectedIndex == 1, "the selected tab stays selected")
        tabView.setTitle("Bee", forTabAt: 2)
        tabView.removeTab(at: 1)
        ui.runUntilIdle()
        #expect(tabView.titles == ["Z", "Bee"])
        #expect(tabView.selectedIndex == 1)
        #expect(ui.lines[0...1] == [" Z │ Bee            ", "b                   "])
        tabView.removeTab(at: 7)
        tabView.removeTab(at: 1)
        tabView.removeTab(at: 0)
        ui.runUntilIdle()
        #expect(tabView.selectedIndex == -1)
        #expect(tabView.shownContent == nil)
        #expect(ui.lines == ["                    ", "                    ", "                    "])
    }

    @Test func narrowStripScrollsToTheSelectedTab() {
        let fixture = Fixture(titles: ["Alpha", "Bravo", "Charlie", "Delta", "Echo"])
        let ui = ViewDriver(fixture.tabView, size: Size(width: 20, height: 5))
        #expect(ui.lines[0] == " Alpha │ Bravo     ›")
        ui.press(.alt("4"))
        #expect(ui.lines[0] == "‹ Charlie │ Delta  ›")
        ui.press(.alt("5"))
        #expect(ui.lines[0] == "‹ Delta │ Echo      ")
        ui.press(.alt("4"))
        #expect(ui.lines[0] == "‹ Delta │ Echo      ", "a visible tab does not scroll the strip")
        ui.press(.alt("1"))
        #expect(ui.lines[0] == " Alpha │ Bravo     ›")
    }

    @Test func aTitleWiderThanTheStripEndsInAnEllipsis() {
        let tabView = TabView(tabs: [TabItem("A very long title indeed") { Label("x") }, TabItem("B") { Label("y") }])
        let ui = ViewDriver(tabView, size: Size(width: 12, height: 2))
        #expect(ui.lines == [" A very l… ›", "x           "])
    }

    @Test func layoutKeepsTheSelectionVisible() {
        let widths = [5, 5, 7, 5, 4]
        for width in 0...40 {
            for selected in widths.indices {
                let layout = TabStripLayout(titleWidths: widths, width: width, selected: selected, previousFirst: 0)
                if width > 0 { #expect(!layout.ranges[selected].isEmpty) }
                #expect(layout.ranges.allSatisfy { $0.upperBound <= width })
            }
        }
        #expect(
            TabStripLayout(titleWidths: [1, 1], width: 7, selected: 1, previousFirst: 0).ranges == [0..<3, 4..<7])
    }

    @Test(arguments: [(0, 0), (1, 1), (2, 2), (20, 5), (100, 30)])
    func rendersAtAnySize(width: Int, height: Int) {
        let fixture = Fixture(titles: ["Alpha", "Bravo", "Charlie"], selectedIndex: 1)
        let ui = ViewDriver(fixture.tabView, size: Size(width: width, height: height))
        let blank = String(repeating: " ", count: width)
        let content = String(repeating: "B", count: width)
        let expected: [String] =
            switch (width, height) {
            case (0, 0): []
            case (1, 1): ["…"]
            case (2, 2): ["B…", "BB"]
            case (20, 5): [" Alpha │ Bravo     ›", content, blank, blank, blank]
            default:
                [" Alpha │ Bravo │ Charlie".padding(toLength: width, withPad: " ", startingAt: 0), content]
                    + Array(repeating: blank, count: height - 2)
            }
        #expect(ui.lines == expected)
        ui.press(Key(.pageDown, modifiers: .ctrl), Key(.pageUp, modifiers: .ctrl), .alt("3"))
        ui.click(at: Point(x: 0, y: 0))
        ui.resize(Size(width: height, height: width))
        #expect(ui.lines.count == width)
    }

    @Test func goldenScreen() {
        let fixture = Fixture(titles: ["Overview", "Details", "Log"], selectedIndex: 1)
        let ui = ViewDriver(fixture.tabView, size: Size(width: 40, height: 4))
        ui.window.focus(fixture.swatches["Details"]!)
        ui.runUntilIdle()
        ui.expectScreen(named: "tab-view-focused")
    }
}
