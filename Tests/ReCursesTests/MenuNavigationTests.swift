import ReCurses
import ReCursesTesting
import Testing

@MainActor
@Suite("Menus and the palette in an application")
struct MenuNavigationTests {
    @Test("an Application opens the palette with Ctrl-P and context menus with Shift-F10, on every screen")
    func applicationKeys() {
        let root = Screen(title: "Home")
        var refreshed = 0
        root.bind(.character("r"), "refresh", hint: "Refresh") { refreshed += 1 }
        let driver = AppDriver(screen: root, size: Size(width: 60, height: 16))
        let window = driver.application.window
        driver.press(.ctrl("p"))
        #expect(window.commandPalette?.model.entries.first?.title == "Refresh")
        driver.type("ref")
        driver.press(.enter)
        #expect(refreshed == 1)
        driver.press(Key(.function(10), modifiers: .shift))
        #expect(window.isMenuOpen)
        driver.press(.enter)
        #expect(refreshed == 2)
    }

    @Test("the palette over a dialog lists and runs the dialog's commands; Esc closes the palette only")
    func paletteOverADialog() {
        let root = Screen(title: "Home")
        let driver = AppDriver(screen: root, size: Size(width: 60, height: 16))
        let window = driver.application.window
        var answer: Bool?
        driver.navigation.confirm(title: "Delete", message: "Sure?") { answer = $0 }
        driver.press(.ctrl("p"))
        let titles = window.commandPalette?.model.entries.map(\.title) ?? []
        #expect(titles.contains("Cancel") && titles.contains("No"))
        driver.press(.escape)
        #expect(window.commandPalette == nil)
        #expect(driver.navigation.modalScreens.count == 1)
        #expect(answer == nil)
        driver.press(.ctrl("p"))
        driver.type("no")
        driver.press(.enter)
        #expect(answer == false)
        #expect(driver.navigation.modalScreens.isEmpty)
    }

    @Test("moving to another screen closes open menus and the palette")
    func navigationClosesMenus() {
        let root = Screen(title: "Home")
        root.bind(.character("r"), "refresh", hint: "Refresh")
        let driver = AppDriver(screen: root, size: Size(width: 60, height: 16))
        let window = driver.application.window
        driver.press(.ctrl("p"))
        driver.navigation.push(Screen(title: "Next"))
        #expect(window.commandPalette == nil)
        #expect(window.overlays.isEmpty)
        driver.press(.menu)
        #expect(window.isMenuOpen)
        driver.navigation.pop()
        #expect(!window.isMenuOpen)
        #expect(window.overlays.isEmpty)
    }
}
