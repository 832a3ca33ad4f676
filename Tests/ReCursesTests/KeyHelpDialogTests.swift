import ReCurses
import ReCursesTesting
import Testing

/// A row of the help fixtures' list.
struct HelpRow: Identifiable, Equatable {
    let id: Int
    let title: String
}

/// A screen with a text field above a list, and keys of its own, as an app's main screen has.
@MainActor
final class HelpFixtureScreen: Screen {
    let field = TextField(placeholder: "New todo")
    let list = ListView<HelpRow> { row in row.title }

    init() {
        super.init(title: "Todos")
        keyBindings = [
            KeyBinding(.character("d"), Command("delete"), hint: "Delete"),
            KeyBinding(.ctrl("s"), Command("save"), hint: "Save", help: "Save the todos to disk"),
        ]
        addCommand(Command("delete")) {}
        addCommand(Command("save")) {}
    }

    override func viewDidLoad() {
        list.items = (1...30).map { HelpRow(id: $0, title: "Todo \($0)") }
        view.addSubview(field)
        view.addSubview(list)
        rootStack?.setSizing(.fill, for: list)
    }
}

@MainActor
@Suite("Help dialog")
struct KeyHelpDialogTests {
    @Test("a focused list's help lists PgUp/PgDn/Home/End and the screen's keys; it scrolls at 40×12")
    func listHelp() {
        let screen = HelpFixtureScreen()
        let driver = AppDriver(screen: screen, size: Size(width: 80, height: 24))
        driver.press(.tab)
        #expect(driver.focusedView === screen.list)
        driver.press(.character("?"))
        #expect(driver.navigation.visibleScreen.title == "Keys")
        for entry in ["PgUp", "PgDn", "Home", "End", "Search as you type", "d          Delete", "Save the todos"] {
            #expect(driver.text.contains(entry), "help lacks \(entry)")
        }
        driver.expectScreen(named: "help-80x24-list")
        driver.resize(Size(width: 40, height: 12))
        driver.expectScreen(named: "help-40x12-list")
        #expect(driver.lines[11].contains("↑↓ Scroll"))
        driver.press(.pageDown)
        driver.expectScreen(named: "help-40x12-list-scrolled")
        driver.press(.end)
        #expect(driver.text.contains("Ctrl-C"))
        driver.press(.escape)
        #expect(driver.navigation.modalScreens.isEmpty)
        #expect(driver.focusedView === screen.list)
    }

    @Test("a focused text field's help lists every editing key, in two columns at 80×24")
    func textFieldHelp() {
        let screen = HelpFixtureScreen()
        let driver = AppDriver(screen: screen, size: Size(width: 80, height: 24))
        #expect(driver.focusedView === screen.field)
        driver.press(.function(1))
        let keys = [
            "←/Ctrl-B", "→/Ctrl-F", "Alt-B/Ctrl-←", "Alt-F/Ctrl-→", "Home/Ctrl-A", "End/Ctrl-E", "Backspace",
            "Del/Ctrl-D", "Ctrl-K", "Ctrl-U", "Ctrl-W", "Alt-Backspace", "Alt-D", "Ctrl-Y", "Alt-Y", "Ctrl-_/Ctrl-/",
            "Alt-_/Alt-/", "Enter", "Characters",
        ]
        for key in keys { #expect(driver.text.contains(key), "help lacks \(key)") }
        #expect(!driver.lines.contains { $0.split(separator: " ").contains("d") }, "the field types d")
        driver.expectScreen(named: "help-80x24-text-field")
        driver.resize(Size(width: 40, height: 12))
        driver.expectScreen(named: "help-40x12-text-field")
        driver.press(.enter)
        #expect(driver.navigation.modalScreens.isEmpty)
        #expect(screen.field.text.isEmpty)
    }

    @Test("the help opens, scrolls, resizes and closes at any size", arguments: [0, 1, 2])
    func tinySizes(size: Int) {
        let screen = HelpFixtureScreen()
        let driver = AppDriver(screen: screen, size: Size(width: size, height: size))
        driver.navigation.showHelp()
        driver.runUntilIdle()
        for key in [Key.down, .pageDown, .end, .up, .pageUp, .home] { driver.press(key) }
        #expect(driver.lines.count == size)
        driver.resize(Size(width: 80, height: 24))
        #expect(driver.text.contains("Keys"))
        driver.resize(Size(width: size, height: size))
        driver.press(.escape)
        #expect(driver.navigation.modalScreens.isEmpty)
    }
}
