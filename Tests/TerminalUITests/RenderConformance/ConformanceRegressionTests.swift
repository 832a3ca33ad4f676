import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Regression cases that conformance runs found, each reduced to its few steps.
@MainActor @Suite struct ConformanceRegressionTests {
    @Test func aTextAreaPageDownAtTheEndNeitherScrollsPastTheLastPageNorLeavesStaleRows() {
        let area = TextArea(text: "one\ntwo 漢字\nthree 👩‍💻")
        let ui = ViewDriver(area, size: Size(width: 16, height: 6))
        ui.press(.pageDown, Key(.down, modifiers: .shift), .ctrl("w"), .pageDown)
        let difference = RenderConformanceCheck.difference(in: ui.window, terminal: ui.terminal)
        #expect(difference == nil, "\(difference?.report() ?? "")")
        #expect(ui.lines[0].hasPrefix("one"))
    }

    @Test func aTabSwitchedByKeyRedrawsTheStrip() {
        let tabs = TabView(tabs: [TabItem("Files") { TextField(text: "x") }, TabItem("日本") { Label("two") }])
        let ui = ViewDriver(tabs, size: Size(width: 24, height: 6))
        ui.press(Key(.pageDown, modifiers: .ctrl))
        let difference = RenderConformanceCheck.difference(in: ui.window, terminal: ui.terminal)
        #expect(difference == nil, "\(difference?.report() ?? "")")
    }

    @Test func aRetitledTabShowsItsNewTitleWhenTheStripOverflows() {
        let tabs = TabView(tabs: [TabItem("Files") { Label("one") }, TabItem("😀⭐🎉☕🐍") { Label("two") }])
        tabs.insertTab(TabItem("日本") { Label("three") }, at: 2)
        let ui = ViewDriver(tabs, size: Size(width: 28, height: 8))
        tabs.setTitle("🎉☕🚀🐍🚀😀👍🏽🐍☕", forTabAt: 2)
        ui.runUntilIdle()
        let difference = RenderConformanceCheck.difference(in: ui.window, terminal: ui.terminal)
        #expect(difference == nil, "\(difference?.report() ?? "")")
    }

    @Test func aDataTableOfEmptySectionsShowsTheTitlesOfRowsThatArrive() {
        let (table, ui) = Cities.table([], height: 8)
        table.sections = [ListSection(title: "Part 0", items: []), ListSection(title: "Part 1", items: [])]
        ui.runUntilIdle()
        table.sections = [ListSection(title: "Part 0", items: [Cities.all[0]])]
        ui.runUntilIdle()
        let difference = RenderConformanceCheck.difference(in: ui.window, terminal: ui.terminal)
        #expect(difference == nil, "\(difference?.report() ?? "")")
    }

    @Test func aDataTableDropsTheFocusHintWhenAWaitingSelectionArrives() {
        let (table, ui) = Cities.table(Array(Cities.all.prefix(5)), height: 8)
        table.selectedID = 6
        ui.runUntilIdle()
        table.rows = Cities.all
        ui.runUntilIdle()
        #expect(table.selectedID == 6)
        let difference = RenderConformanceCheck.difference(in: ui.window, terminal: ui.terminal)
        #expect(difference == nil, "\(difference?.report() ?? "")")
    }
}
