import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

/// The launcher's menu bar and the command palette in the demo.
@MainActor
@Suite("Launcher menus and the command palette")
struct LauncherMenuTests {
    @Test("F10 opens Examples; Enter opens the first example, Esc comes back")
    func examplesMenu() throws {
        let harness = try DemoHarness(arguments: [])
        harness.driver.press(.function(10))
        harness.driver.expectScreen(named: "launcher-menu-examples")
        harness.driver.press(.down, .enter)
        #expect(harness.driver.visibleScreen.title == DemoExample.steppingUp.title)
        harness.driver.press(.escape)
        #expect(harness.screen(LauncherScreen.self) != nil)
    }

    @Test("View › Monochrome switches the theme and checks the item; the status bar toggles")
    func viewMenu() throws {
        let harness = try DemoHarness(arguments: [])
        harness.driver.press(.alt("v"), .down, .down, .down, .enter)
        #expect(harness.driver.navigation.view.window?.theme == .monochrome)
        harness.driver.press(.alt("v"))
        let popup = harness.driver.navigation.view.window?.overlays.last
        #expect(popup != nil)
        #expect(harness.text.contains("✓"))
        harness.driver.press(.character("s"))
        #expect(!harness.driver.navigation.view.showsStatusBar)
        harness.driver.press(.alt("v"), .character("l"))
        #expect(harness.driver.navigation.view.window?.theme == .light)
        harness.driver.press(.alt("v"), .character("d"), .alt("v"), .character("s"))
        #expect(harness.driver.navigation.view.window?.theme == .default)
        #expect(harness.driver.navigation.view.showsStatusBar)
    }

    @Test("the palette's theme commands switch the whole app from any screen")
    func themeCommandsEverywhere() throws {
        let harness = try DemoHarness(arguments: ["--screen", "table"])
        harness.driver.press(.ctrl("p"))
        harness.driver.type("Theme: High")
        harness.driver.press(.enter)
        #expect(harness.driver.application.window.theme == .highContrast)
        harness.driver.press(.escape, .ctrl("p"))
        harness.driver.type("Theme: Light")
        harness.driver.press(.enter)
        #expect(harness.driver.application.window.theme == .light)
        #expect(RenderConformanceCheck.difference(in: harness.driver.application.window) == nil)
    }

    @Test("Help › Keys opens the help dialog, Help › About an alert")
    func helpMenu() throws {
        let harness = try DemoHarness(arguments: [])
        harness.driver.press(.alt("h"), .character("k"))
        #expect(harness.driver.visibleScreen.title == "Keys")
        harness.driver.press(.escape, .alt("h"), .character("a"))
        #expect(harness.driver.visibleScreen.title == "About")
    }

    @Test("the palette works on every screen and runs in the screen it was opened from")
    func paletteEverywhere() throws {
        let harness = try DemoHarness(arguments: ["--screen", "table"])
        harness.driver.press(.ctrl("p"))
        harness.driver.type("reverse")
        harness.driver.expectScreen(named: "table-palette")
        let before = harness.store.state.tableAndCollection
        harness.driver.press(.enter)
        #expect(harness.store.state.tableAndCollection != before)
        harness.driver.press(.escape, .ctrl("p"))
        harness.driver.type("stepping")
        harness.driver.press(.enter)
        #expect(harness.driver.visibleScreen.title == DemoExample.steppingUp.title)
    }
}
