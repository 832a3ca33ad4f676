import ReCursesTesting
import Testing

@testable import TerminalUI

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
}
