import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

/// The demo's widgets screen in every built-in theme, pinned whole (text, styles and cursor; the
/// golden files' legends spell out each theme's colours), at the two sizes of the demo's goldens.
@MainActor
@Suite("Demo golden screens in each theme")
struct DemoThemeTests {
    @Test(arguments: Theme.builtIn, DemoGoldenScreenTests.sizes)
    func widgetsInEachTheme(named: NamedTheme, size: Size) throws {
        let harness = try DemoHarness(arguments: ["--screen", "widgets"], size: size)
        harness.driver.application.theme = named.theme
        let slug = named.name.lowercased().split(separator: " ").joined(separator: "-")
        harness.driver.expectScreen(named: "theme-\(slug)-\(size.width)x\(size.height)")
        #expect(
            RenderConformanceCheck.difference(in: harness.driver.application.window, terminal: harness.driver.terminal)
                == nil)
    }
}
