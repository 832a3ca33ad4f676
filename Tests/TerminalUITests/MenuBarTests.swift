import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
@Suite("Menu bar: keys, mouse, and the responder chain")
struct MenuBarTests {
    @Test("F10 opens the first menu; enabled states and keys come from the focused context's tables")
    func f10OpensTheFirstMenu() {
        let fixture = MenuFixture()
        fixture.driver.press(.function(10))
        #expect(fixture.bar.openIndex == 0)
        #expect(fixture.topMenuRows == [">Save Ctrl-S", "Rename F2", "-", "(Delete)", "Quit Ctrl-Q"])
        fixture.driver.expectScreen(named: "menu-file-open")
    }

    @Test("a command only an unfocused view handles is disabled; focusing that view enables it")
    func enabledStateFollowsTheFocusedChain() {
        let fixture = MenuFixture()
        fixture.window.focus(fixture.right)
        fixture.driver.press(.function(10))
        #expect(fixture.topMenuRows == ["(Save)", "(Rename)", "-", ">Delete", "Quit Ctrl-Q"])
        fixture.driver.press(.enter)
        #expect(fixture.log == ["right:delete"])
    }

    @Test("a handler whose isEnabled is false disables its item, and arrows skip it and separators")
    func arrowsSkipDisabledItemsAndSeparators() {
        let fixture = MenuFixture()
        fixture.driver.press(.function(10), .down)
        #expect(fixture.popups.last?.selectedRow?.item.title == "Rename")
        fixture.driver.press(.down)
        #expect(fixture.popups.last?.selectedRow?.item.title == "Quit")
        fixture.driver.press(.down)
        #expect(fixture.popups.last?.selectedRow?.item.title == "Save")
        fixture.driver.press(.up)
        #expect(fixture.popups.last?.selectedRow?.item.title == "Quit")
        fixture.driver.press(.home)
        #expect(fixture.popups.last?.selectedRow?.item.title == "Save")
        fixture.driver.press(.end)
        #expect(fixture.popups.last?.selectedRow?.item.title == "Quit")
        fixture.driver.press(.right)
        #expect(fixture.topMenuRows == [">Wrap lines Ctrl-W", "(Zoom in)", "Theme"])
        fixture.driver.press(.down)
        #expect(fixture.popups.last?.selectedRow?.item.title == "Theme")
    }

    @Test("Enter runs the item's command in the context focused when the menu opened, then closes")
    func enterRunsInTheOpenersContext() {
        let fixture = MenuFixture()
        fixture.driver.press(.function(10), .enter)
        #expect(fixture.log == ["left:save"])
        #expect(fixture.popups.isEmpty)
        #expect(fixture.window.focusedView === fixture.left)
        #expect(fixture.bar.openIndex == nil)
        fixture.driver.press(.function(10), .end, .enter)
        #expect(fixture.log == ["left:save", "window:quit"])
    }

    @Test("←/→ move between the bar's menus, wrapping around")
    func leftAndRightMoveBetweenMenus() {
        let fixture = MenuFixture()
        fixture.driver.press(.function(10), .right)
        #expect(fixture.bar.openIndex == 1)
        fixture.driver.press(.right)
        #expect(fixture.bar.openIndex == 2)
        fixture.driver.press(.right)
        #expect(fixture.bar.openIndex == 0)
        fixture.driver.press(.left)
        #expect(fixture.bar.openIndex == 2)
        #expect(fixture.popups.count == 1)
    }

    @Test("Alt and a menu's mnemonic opens it; a letter in an open menu runs its item")
    func mnemonics() {
        let fixture = MenuFixture()
        fixture.driver.press(.alt("h"))
        #expect(fixture.bar.openIndex == 2)
        fixture.driver.press(.character("a"))
        #expect(fixture.log == ["root:about"])
        fixture.driver.press(.alt("f"), .character("d"))
        #expect(fixture.popups.count == 1, "Delete is disabled: its letter does nothing")
        fixture.driver.press(.character("r"))
        #expect(fixture.log == ["root:about", "left:rename"])
    }

    @Test("Esc closes one level at a time; F10 in a menu closes them all")
    func escapeClosesOneLevel() {
        let fixture = MenuFixture()
        fixture.driver.press(.alt("v"), .end, .right)
        #expect(fixture.popups.count == 2)
        fixture.driver.press(.escape)
        #expect(fixture.popups.count == 1)
        #expect(fixture.bar.openIndex == 1)
        fixture.driver.press(.escape)
        #expect(fixture.popups.isEmpty)
        #expect(fixture.bar.openIndex == nil)
        fixture.driver.press(.alt("v"), .end, .right, .function(10))
        #expect(fixture.popups.isEmpty)
        #expect(fixture.window.focusedView === fixture.left)
    }

    @Test("→ opens a submenu beside its row, ← closes it; its items run and show checkmarks")
    func submenus() {
        let fixture = MenuFixture()
        fixture.driver.press(.alt("v"), .end, .right)
        #expect(fixture.topMenuRows == [">✓Dark", "Light"])
        fixture.driver.expectScreen(named: "menu-submenu")
        fixture.driver.press(.left)
        #expect(fixture.popups.count == 1)
        fixture.driver.press(.enter)
        #expect(fixture.popups.count == 2, "Enter on a submenu row opens it too")
        fixture.driver.press(.down, .enter)
        #expect(!fixture.isDark)
        fixture.driver.press(.alt("v"), .end, .right)
        #expect(fixture.topMenuRows == [">Dark", "✓Light"])
    }

    @Test("a checkmark bound to a state follows it; a closure is asked when the menu opens")
    func checkmarks() {
        let fixture = MenuFixture()
        fixture.driver.press(.alt("v"))
        #expect(fixture.topMenuRows.first == ">Wrap lines Ctrl-W")
        fixture.driver.press(.enter)
        #expect(fixture.wrapState.isOn)
        fixture.driver.press(.alt("v"))
        #expect(fixture.topMenuRows.first == ">✓Wrap lines Ctrl-W")
        fixture.driver.press(.escape, .ctrl("w"), .alt("v"))
        #expect(fixture.topMenuRows.first == ">Wrap lines Ctrl-W")
        fixture.wrapState.isOn = true
        fixture.driver.runUntilIdle()
        #expect(fixture.driver.lines[2].contains("✓ Wrap lines"), "a bound checkmark redraws an open menu")
    }

    @Test("the status bar shows the open menu's keys")
    func statusBarShowsMenuKeys() {
        let fixture = MenuFixture()
        #expect(fixture.driver.lines.last?.contains("Save") == true)
        fixture.driver.press(.function(10))
        let hints = fixture.window.activeHints.map { "\($0.displayedKey) \($0.hint)" }
        #expect(hints.prefix(4) == ["↑↓ Move", "←→ Menus", "Enter Run", "Esc Close"])
        #expect(fixture.driver.lines.last?.contains("Enter Run") == true)
    }

    @Test("the screen under an open menu stays drawn")
    func screenUnderTheMenuStaysDrawn() {
        let fixture = MenuFixture()
        let before = fixture.driver.lines
        fixture.driver.press(.function(10))
        #expect(fixture.driver.lines[1].contains("[right]"))
        fixture.driver.press(.escape)
        #expect(fixture.driver.lines == before)
    }

    @Test("a click on a title opens its menu, on an item runs it, on the open title or outside closes")
    func mouse() {
        let fixture = MenuFixture()
        #expect(fixture.driver.click(on: "View"))
        #expect(fixture.bar.openIndex == 1)
        #expect(fixture.driver.click(on: "File"))
        #expect(fixture.bar.openIndex == 0, "a click on another title switches menus")
        #expect(fixture.driver.click(on: "File"))
        #expect(fixture.popups.isEmpty, "a click on the open menu's title closes it")
        #expect(fixture.driver.click(on: "File"))
        #expect(fixture.driver.click(on: "Rename"))
        #expect(fixture.log == ["left:rename"])
        #expect(fixture.popups.isEmpty)
        #expect(fixture.driver.click(on: "File"))
        fixture.driver.click(at: Point(x: 50, y: 10))
        #expect(fixture.popups.isEmpty)
        #expect(fixture.log == ["left:rename"], "a click outside runs nothing")
        #expect(fixture.driver.click(on: "File"))
        #expect(fixture.driver.click(on: "Delete"))
        #expect(fixture.popups.count == 1, "a disabled item does not run")
    }

    @Test("moving the mouse over another title while a menu is open opens that menu")
    func hoverSwitchesMenus() {
        let fixture = MenuFixture()
        fixture.driver.press(.function(10))
        let help = fixture.bar.titleRectInWindow(at: 2)
        fixture.window.dispatch(.mouse(.move(at: Point(x: help.minX + 1, y: help.minY))))
        #expect(fixture.bar.openIndex == 2)
        #expect(fixture.popups.count == 1)
    }

    @Test("a click on the parent menu while a submenu is open closes the submenu and acts there")
    func clickOnParentMenu() {
        let fixture = MenuFixture()
        fixture.driver.press(.alt("v"), .end, .right)
        #expect(fixture.popups.count == 2)
        #expect(fixture.driver.click(on: "Wrap lines"))
        #expect(fixture.popups.isEmpty)
        #expect(fixture.wrapState.isOn)
    }

    @Test("F10 does nothing without a visible bar, and the bar's keys are in the help")
    func noBarNoMenu() {
        let fixture = MenuFixture()
        let help = fixture.window.keyHelpForFocusedContext().flatMap(\.entries).map {
            "\($0.keysLabel) \($0.description)"
        }
        #expect(help.contains("F10 Menu bar"))
        #expect(help.contains("Alt-V View menu"))
        fixture.bar.isHidden = true
        fixture.driver.press(.function(10))
        #expect(fixture.popups.isEmpty)
        #expect(!fixture.window.keyHelpForFocusedContext().flatMap(\.entries).contains { $0.keysLabel == "F10" })
    }

    @Test("menus open and draw at 0×0, 1×1 and 2×2 without crashing", arguments: [0, 1, 2])
    func tinyScreens(side: Int) {
        let fixture = MenuFixture(size: Size(width: side, height: side))
        fixture.driver.press(.function(10), .down, .right, .enter)
        fixture.driver.press(Key(.function(10), modifiers: .shift), .down, .escape)
        fixture.driver.click(at: Point(x: 0, y: 0), button: .right)
        fixture.driver.press(.escape)
        for popup in fixture.popups {
            #expect(popup.frame.width <= side && popup.frame.height <= side)
        }
        #expect(fixture.driver.lines.count == side)
    }
}
