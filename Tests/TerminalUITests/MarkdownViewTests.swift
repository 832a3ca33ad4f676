import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct MarkdownViewTests {
    /// A view of `text` in a driver of `width` × `height`.
    func make(_ text: String = MarkdownFixtures.readMe, width: Int = 40, height: Int = 12) -> (
        MarkdownView, ViewDriver<MarkdownView>
    ) {
        let view = MarkdownView(text)
        return (view, ViewDriver(view, size: Size(width: width, height: height)))
    }

    @Test func goldenScreens() {
        let (_, wide) = make(width: 80, height: 24)
        wide.expectScreen(named: "markdown-80x24")
        let (_, narrow) = make(width: 40, height: 12)
        narrow.expectScreen(named: "markdown-40x12")
        narrow.press(.pageDown)
        narrow.press(.tab)
        narrow.expectScreen(named: "markdown-40x12-scrolled-link")
    }

    @Test func stylesComeFromTheTheme() {
        let (_, ui) = make("# Head\n\n**b** `c` [l](u)\n\n> q", width: 20, height: 6)
        #expect(ui.lines[0].hasPrefix("Head"))
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.header)
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.default.border)
        #expect(ui.style(at: Point(x: 0, y: 3)) == Theme.default.normal.bold)
        #expect(ui.style(at: Point(x: 2, y: 3)) == Theme.default.accent)
        // A link is drawn in the accent style, underlined, and carries its URL (OSC 8).
        #expect(ui.style(at: Point(x: 4, y: 3)) == Theme.default.accent.underlined.linked(to: "u"))
        #expect(ui.style(at: Point(x: 0, y: 5)) == Theme.default.border)
    }

    @Test func wrapsWideTextByDisplayWidth() {
        let (_, ui) = make("漢字漢字漢字 abc", width: 5, height: 4)
        #expect(ui.lines == ["漢字 ", "漢字 ", "漢字 ", "abc  "])
    }

    @Test func wideTablesAreClipped() {
        let (_, ui) = make("| long header | b |\n|---|---|\n| 1 | 2 |", width: 10, height: 3)
        #expect(ui.lines == ["long heade", "──────────", "1         "])
    }

    @Test func scrollsWithKeysAndTheWheel() {
        let text = (1...30).map { "line \($0)\n" }.joined(separator: "\n")
        let (view, ui) = make(text, width: 12, height: 4)
        #expect(view.isOverflowing)
        #expect(ui.lines[0] == "line 1     █")
        ui.press(.down)
        #expect(view.top == 1)
        ui.press(.pageDown)
        #expect(view.top == 4)
        ui.press(.end)
        #expect(view.top == view.maximumTop)
        #expect(ui.lines[3] == "line 30    █")
        ui.press(.home)
        #expect(view.top == 0)
        ui.press(.up)
        #expect(view.top == 0)
        ui.window.dispatch(.mouse(.wheelDown(at: Point(x: 1, y: 1))))
        #expect(view.top == 3)
        ui.window.dispatch(.mouse(.wheelUp(at: Point(x: 1, y: 1))))
        #expect(view.top == 0)
    }

    @Test func aScrollKeyDrawsTheRowsOnScreenOnly() {
        let text = (1...2000).map { "paragraph \($0) with some words to wrap" }.joined(separator: "\n\n")
        let (view, ui) = make(text, width: 20, height: 6)
        ui.press(.pageDown)
        #expect(view.renderedRowCount <= 6)
        ui.press(.end)
        #expect(view.renderedRowCount <= 6)
        #expect(view.layouts.count <= 2)
    }

    @Test func tabMovesBetweenLinksAndEnterReportsTheURL() {
        let (view, ui) = make("[one](u1) text [two](u2)\n\n[three](u3)", width: 30, height: 4)
        let opened = EventLog(view.linkActivated)
        ui.press(.enter)
        #expect(opened.values.isEmpty)
        ui.press(.tab)
        #expect(view.focusedLinkURL == "u1")
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.focused.linked(to: "u1"))
        ui.press(.tab)
        ui.press(.enter)
        #expect(opened.values == ["u2"])
        ui.press(.tab)
        #expect(view.focusedLinkURL == "u3")
        ui.press(.backTab)
        #expect(view.focusedLinkURL == "u2")
    }

    @Test func tabScrollsTheNextLinkIntoSight() {
        let text = (1...20).map { "row \($0)" }.joined(separator: "\n\n") + "\n\n[far](u)"
        let (view, ui) = make(text, width: 20, height: 4)
        ui.press(.tab)
        #expect(view.focusedLinkURL == "u")
        #expect(ui.lines.contains { $0.hasPrefix("far") })
    }

    @Test func aClickOnALinkReportsItsURL() {
        let (view, ui) = make("plain [a link](https://a.b) here", width: 40, height: 2)
        let opened = EventLog(view.linkActivated)
        ui.click(at: Point(x: 1, y: 0))
        #expect(opened.values.isEmpty)
        ui.click(at: Point(x: 8, y: 0))
        #expect(opened.values == ["https://a.b"])
        #expect(view.focusedLinkURL == "https://a.b")
    }

    @Test func aLinkWrappedOverTwoRowsIsOneLink() {
        let (view, ui) = make("[a long link text](u) [b](v)", width: 8, height: 4)
        let opened = EventLog(view.linkActivated)
        ui.click(at: Point(x: 0, y: 1))
        #expect(opened.values == ["u"])
        ui.press(.tab)
        #expect(view.focusedLinkURL == "v")
    }

    @Test func textBindingReparsesAndResetsTheScroll() {
        let (view, ui) = make("# a", width: 10, height: 2)
        let subject = PassthroughSubject<String, Never>()
        subject.subscribe(view.rx.text)
        subject.send("*b*")
        ui.runUntilIdle()
        #expect(view.document.blocks == [.paragraph([MarkdownSpan("b", emphasis: .italic)])])
        #expect(ui.lines[0] == "b         ")
    }

    @Test func tinySizesNeverCrash() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let view = MarkdownView(MarkdownFixtures.readMe)
            let ui = ViewDriver(view, size: size)
            for key in [Key.down, .pageDown, .end, .tab, .enter, .home, .backTab] { ui.press(key) }
            ui.window.dispatch(.mouse(.wheelDown(at: .zero)))
            ui.click(at: .zero)
            #expect(ui.lines.count == size.height)
        }
        let (_, one) = make("漢", width: 1, height: 1)
        #expect(one.lines == [" "])
    }

    @Test func resizingRewrapsAndKeepsTheTopInRange() {
        let (view, ui) = make(width: 40, height: 12)
        ui.press(.end)
        ui.resize(Size(width: 80, height: 24))
        #expect(view.top <= view.maximumTop)
        #expect(view.layouts.allSatisfy { $0.width >= 79 || $0.width == 40 || $0.width == 39 })
    }
}
