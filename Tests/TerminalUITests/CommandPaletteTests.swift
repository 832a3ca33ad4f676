import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
@Suite("Command palette: every command of the focused context, found by typing")
struct CommandPaletteTests {
    private func titles(_ model: CommandPaletteModel) -> [String] {
        model.matches.map { model.entries[$0].title }
    }

    private func model(_ titles: [String]) -> CommandPaletteModel {
        CommandPaletteModel(entries: titles.map { CommandPaletteEntry(title: $0, command: Command($0)) })
    }

    @Test("prefix matches rank before word starts, which rank before subsequences; ties keep their order")
    func ranking() {
        var palette = model(["Reopen file", "Open folder", "Go to line", "Copy path", "Open file", "Sort lines"])
        palette.filter("of")
        #expect(titles(palette) == ["Open folder", "Open file", "Reopen file"])
        palette.filter("o")
        #expect(
            titles(palette) == ["Open folder", "Open file", "Reopen file", "Go to line", "Copy path", "Sort lines"])
        palette.filter("op")
        #expect(titles(palette) == ["Open folder", "Open file", "Reopen file", "Copy path"])
        palette.filter("li")
        #expect(titles(palette) == ["Go to line", "Sort lines"])
        palette.filter("ln")
        #expect(titles(palette) == ["Go to line", "Sort lines"])
        palette.filter("zz")
        #expect(titles(palette).isEmpty)
        palette.filter("")
        #expect(titles(palette).count == 6)
    }

    @Test("match kinds: prefix, word starts (camel humps too), subsequence, none")
    func matchKinds() {
        #expect(FuzzyMatcher.match("op", in: "Open file")?.kind == .prefix)
        #expect(FuzzyMatcher.match("fi", in: "Open file")?.kind == .wordStart)
        #expect(FuzzyMatcher.match("ofi", in: "Open file")?.kind == .wordStart)
        #expect(FuzzyMatcher.match("sl", in: "showList")?.kind == .wordStart)
        #expect(FuzzyMatcher.match("abx", in: "abc bx")?.kind == .wordStart)
        #expect(FuzzyMatcher.match("pnl", in: "Open file")?.kind == .subsequence)
        #expect(FuzzyMatcher.match("xyz", in: "Open file") == nil)
        #expect(FuzzyMatcher.match("OPEN", in: "open")?.kind == .prefix)
        #expect(FuzzyMatcher.match("é", in: "Café")?.characters == [3])
    }

    @Test("the matched letters are the ones highlighted")
    func highlightedLetters() {
        #expect(FuzzyMatcher.match("op", in: "Open file")?.characters == [0, 1])
        #expect(FuzzyMatcher.match("of", in: "Open file")?.characters == [0, 5])
        #expect(FuzzyMatcher.match("pnl", in: "Open file")?.characters == [1, 3, 7])
        let long = String(repeating: "a ", count: 300) + "b"
        #expect(FuzzyMatcher.match(String(repeating: "a", count: 300) + "c", in: long) == nil)
    }

    @Test("Ctrl-P lists the bindings, palette commands and menu items of the focused context")
    func entriesOfTheContext() {
        let fixture = MenuFixture()
        fixture.driver.press(.ctrl("p"))
        guard let palette = fixture.window.commandPalette else {
            Issue.record("no palette")
            return
        }
        let entries = palette.model.entries.map { $0.keyLabel.isEmpty ? $0.title : "\($0.title) \($0.keyLabel)" }
        #expect(
            entries == [
                "Save Ctrl-S", "Rename F2", "Wrap lines Ctrl-W", "Focus next Tab", "Focus previous Shift-Tab",
                "Quit Ctrl-Q", "Context menu Shift-F10", "Sort lines", "Theme › Dark", "Theme › Light",
                "About",
            ])
        fixture.driver.expectScreen(named: "command-palette")
    }

    @Test("Ctrl-P opens the palette from inside a text area (the editor binds ↑/↓, not Ctrl-P/Ctrl-N)")
    func paletteFromATextArea() {
        let area = TextArea(text: "one\ntwo")
        let driver = ViewDriver(area, size: Size(width: 40, height: 10))
        driver.window.commandPaletteKey = .ctrl("p")
        driver.press(.down, .ctrl("p"))
        #expect(driver.window.commandPalette != nil)
        #expect(area.cursor == TextPosition(line: 1, column: 0))
        #expect(area.text == "one\ntwo")
    }

    @Test("typing filters, Enter runs in the opener's context, and a command without a key runs too")
    func typingAndRunning() {
        let fixture = MenuFixture()
        fixture.driver.press(.ctrl("p"))
        fixture.driver.type("sl")
        #expect(fixture.window.commandPalette?.selectedEntry?.title == "Sort lines")
        fixture.driver.expectScreen(named: "command-palette-filtered")
        fixture.driver.press(.enter)
        #expect(fixture.log == ["left:sortLines"])
        #expect(fixture.window.commandPalette == nil)
        #expect(fixture.window.focusedView === fixture.left)
    }

    @Test("↑/↓ move the cursor, Esc closes without running, a click outside closes")
    func movingAndClosing() {
        let fixture = MenuFixture()
        fixture.driver.press(.ctrl("p"), .down, .down)
        #expect(fixture.window.commandPalette?.selectedEntry?.title == "Wrap lines")
        fixture.driver.press(.up)
        #expect(fixture.window.commandPalette?.selectedEntry?.title == "Rename")
        fixture.driver.press(.escape)
        #expect(fixture.window.commandPalette == nil)
        #expect(fixture.log.isEmpty)
        fixture.driver.press(.ctrl("p"))
        fixture.driver.click(at: Point(x: 0, y: 13))
        #expect(fixture.window.commandPalette == nil)
        #expect(fixture.log.isEmpty)
    }

    @Test("a click on a row runs it")
    func clickRuns() {
        let fixture = MenuFixture()
        fixture.driver.press(.ctrl("p"))
        #expect(fixture.driver.click(on: "Rename"))
        #expect(fixture.log == ["left:rename"])
    }

    @Test("the status bar shows the palette's keys while it is open")
    func statusBar() {
        let fixture = MenuFixture()
        fixture.driver.press(.ctrl("p"))
        let hints = fixture.window.activeHints.map { "\($0.displayedKey) \($0.hint)" }
        #expect(hints.contains("Enter Run") && hints.contains("Esc Close"))
    }

    @Test("the palette opens and draws at 0×0, 1×1 and 2×2 without crashing", arguments: [0, 1, 2])
    func tinyScreens(side: Int) {
        let fixture = MenuFixture(size: Size(width: side, height: side))
        fixture.driver.press(.ctrl("p"))
        fixture.driver.type("sa")
        #expect(fixture.window.commandPalette?.frame.width ?? 0 <= side)
        fixture.driver.press(.enter)
        #expect(fixture.log == ["left:save"])
    }
}
