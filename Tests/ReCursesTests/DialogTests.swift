import ReCurses
import ReCursesTesting
import Testing

@MainActor
@Suite("Modal dialogs")
struct DialogTests {
    @Test("confirm is drawn as a centred box and Enter answers yes")
    func confirmYes() throws {
        let driver = AppDriver(screen: Screen(title: "Home"), size: Size(width: 60, height: 12))
        var answer: Bool?
        driver.navigation.confirm(title: "Delete", message: "Delete the file?") { answer = $0 }
        driver.expectScreen(named: "confirm-dialog")
        driver.press(.enter)
        #expect(answer == true)
        #expect(!driver.text.contains("Delete the file?"))
        #expect(driver.navigation.modalScreens.isEmpty)
    }

    @Test("a destructive confirm answers no on Enter, and yes only with Yes or y")
    func destructiveConfirm() {
        let driver = AppDriver(screen: Screen(title: "Home"), size: Size(width: 60, height: 12))
        var answers: [Bool] = []
        driver.navigation.confirm(title: "Delete", message: "Delete the file?", isDestructive: true) {
            answers.append($0)
        }
        #expect(driver.lines.last?.contains("Enter No") == true)
        driver.press(.enter)
        driver.navigation.confirm(title: "Delete", message: "Delete the file?", isDestructive: true) {
            answers.append($0)
        }
        driver.press(.tab)
        driver.press(.enter)
        driver.navigation.confirm(title: "Delete", message: "Delete the file?", isDestructive: true) {
            answers.append($0)
        }
        driver.press(.character("y"))
        #expect(answers == [false, true, true])
    }

    @Test("confirm answers no with the No button, with n, and with Escape")
    func confirmNo() {
        let driver = AppDriver(screen: Screen(title: "Home"))
        var answers: [Bool] = []
        driver.navigation.confirm(title: "Quit", message: "Really?") { answers.append($0) }
        driver.runUntilIdle()
        driver.press(.backTab)
        driver.press(.enter)
        driver.navigation.confirm(title: "Quit", message: "Really?") { answers.append($0) }
        driver.press(.character("n"))
        driver.navigation.confirm(title: "Quit", message: "Really?") { answers.append($0) }
        driver.press(.escape)
        driver.navigation.confirm(title: "Quit", message: "Really?") { answers.append($0) }
        driver.press(.character("y"))
        #expect(answers == [false, false, false, true])
    }

    @Test("prompt returns the typed text, and nil on Escape")
    func prompt() {
        let driver = AppDriver(screen: Screen(title: "Home"))
        var results: [String?] = []
        driver.navigation.prompt(title: "Name", message: "Your name:", placeholder: "name", initial: "") {
            results.append($0)
        }
        driver.runUntilIdle()
        #expect(driver.text.contains("Your name:"))
        driver.type("Ada")
        driver.press(.enter)
        driver.navigation.prompt(title: "Name", message: "Your name:", initial: "Bob") { results.append($0) }
        driver.type("by")
        driver.press(.escape)
        #expect(results == ["Ada", nil])
    }

    @Test("the async forms return the answer")
    func asyncForms() async {
        let driver = AppDriver(screen: Screen(title: "Home"))
        let navigation = driver.navigation
        let confirmation = Task { await navigation.confirm(title: "Sure?", message: "Go on?") }
        await driver.settle()
        #expect(driver.text.contains("Go on?"))
        driver.press(.enter)
        #expect(await confirmation.value == true)

        let name = Task { await navigation.prompt(title: "Name", message: "Name:", initial: "x") }
        await driver.settle()
        driver.type("yz")
        driver.press(.enter)
        #expect(await name.value == "xyz")

        let cancelled = Task { await navigation.prompt(title: "Name", message: "Name:") }
        await driver.settle()
        driver.press(.escape)
        #expect(await cancelled.value == nil)

        let alert = Task { await navigation.alert(title: "Done", message: "Saved.") }
        await driver.settle()
        #expect(driver.text.contains("Saved."))
        driver.press(.enter)
        await alert.value
        #expect(navigation.modalScreens.isEmpty)
    }

    @Test("quitting with a dialog open cancels it")
    func quitCancels() {
        let driver = AppDriver(screen: Screen(title: "Home"))
        var answer: Bool?
        driver.navigation.confirm(title: "Q", message: "?") { answer = $0 }
        driver.stop()
        #expect(answer == false)
        #expect(driver.navigation.modalScreens.isEmpty)
    }

    @Test("? lists the bindings of the focused context; the help can be turned off")
    func help() {
        let root = Screen(title: "Home")
        root.bind(.character("r"), "refresh", hint: "Refresh")
        let driver = AppDriver(screen: root)
        driver.press(.character("?"))
        #expect(driver.navigation.visibleScreen.title == "Keys")
        #expect(driver.text.contains("│Home"))
        #expect(driver.text.contains("│r          Refresh"))
        #expect(driver.text.contains("Quit"))
        driver.press(.escape)
        #expect(driver.navigation.modalScreens.isEmpty)

        root.showsHelpBinding = false
        driver.press(.character("?"))
        #expect(driver.navigation.modalScreens.isEmpty)
        #expect(!driver.lines[23].contains("Help"))
    }

    @Test("the help lists the keys whose hints the status bar leaves out")
    func helpListsHiddenHints() {
        let root = Screen(title: "Home")
        root.keyBindings.append(KeyBinding(.pageDown, Command("page"), hint: "Page", isHintVisible: false))
        root.addCommand(Command("page")) {}
        let driver = AppDriver(screen: root)
        #expect(!driver.lines[23].contains("Page"))
        driver.press(.character("?"))
        #expect(driver.text.contains("│PgDn       Page "))
    }

    @Test("a presented screen is boxed under its title and follows title changes")
    func presentedScreen() throws {
        let driver = AppDriver(screen: Screen(title: "Home"), size: Size(width: 40, height: 14))
        let sheet = Screen(title: "Sheet")
        let button = Button("Done")
        button.frame = Rect(origin: .zero, size: button.intrinsicSize)
        sheet.view.addSubview(button)
        var dismissed = 0
        driver.navigation.present(sheet) { dismissed += 1 }
        driver.runUntilIdle()
        let top = try #require(driver.lines.firstIndex { $0.contains("┌ Sheet") })
        #expect(driver.lines[top + 1].contains("│[ Done ]"))
        #expect(driver.focusedView === button)
        sheet.title = "Renamed"
        driver.runUntilIdle()
        #expect(driver.lines[top].contains("┌ Renamed"))
        #expect(driver.lines[13].contains("Esc Close"))
        driver.press(.escape)
        #expect(dismissed == 1)
        #expect(!driver.text.contains("Renamed"))
    }

    @Test("a dialog in a tiny terminal never crashes and still answers")
    func tinyTerminal() {
        let driver = AppDriver(screen: Screen(title: "Home"), size: Size(width: 3, height: 2))
        var answer: Bool?
        driver.navigation.confirm(title: "A long title", message: "A long message that cannot fit") { answer = $0 }
        driver.resize(Size(width: 0, height: 0))
        driver.resize(Size(width: 1, height: 1))
        driver.press(.enter)
        #expect(answer == true)
    }
}

@MainActor
@Suite("Help key")
struct HelpKeyTests {
    @Test("while a text field types ?, the status bar offers F1 for help")
    func alternateHelpKey() {
        let root = Screen(title: "Form")
        let field = TextField()
        let button = Button("OK")
        field.frame = Rect(origin: Point(x: 0, y: 0), size: Size(width: 10, height: 1))
        button.frame = Rect(origin: Point(x: 0, y: 1), size: button.intrinsicSize)
        root.view.addSubview(field)
        root.view.addSubview(button)
        let driver = AppDriver(screen: root)
        #expect(driver.focusedView === field)
        #expect(driver.lines[23].contains("F1 Help"))
        #expect(!driver.lines[23].contains("? Help"))
        driver.press(.character("?"))
        #expect(field.text == "?")
        driver.press(.function(1))
        #expect(driver.navigation.visibleScreen.title == "Keys")
        driver.press(.escape)
        driver.press(.tab)
        #expect(driver.focusedView === button)
        #expect(driver.lines[23].contains("? Help"))
        #expect(!driver.lines[23].contains("F1"))
    }
}
